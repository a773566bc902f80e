/**
 * The pages' places in the site, stored once by the prebuild in the compiled model: the navigation
 * (lib/compile/navigation/), and for each page its place in it and its last-updated date (one git
 * pass over the sources' folders). Routes only read them (lib/content/compiled.ts `PageChrome`).
 */
import type { CompiledContent } from '../content/compiled';
import type { Navigation, PagePlace } from '../content/navigation';
import { readLastUpdated, sourcePath, type GitRunner } from './git-last-updated';

/**
 * Stores the navigation and every entry's chrome (its place and last-updated date) in `compiled`.
 * @param places - each entry's place, by content id (lib/compile/navigation `buildNavigation`)
 * @param options.cwd - the repository git runs in (default: the working directory)
 */
export async function placePages(
  compiled: CompiledContent,
  navigation: Navigation,
  places: Record<string, PagePlace>,
  options: { cwd?: string; run?: GitRunner } = {},
): Promise<void> {
  const folders = [...new Set(compiled.entries.map((e) => sourcePath(e.file).split('/')[0]!))].sort();
  const dates = folders.length ? await readLastUpdated(folders, options) : new Map<string, string>();
  compiled.navigation = navigation;
  compiled.chrome = {};
  for (const entry of compiled.entries) {
    const lastUpdated = dates.get(sourcePath(entry.file));
    const place = places[entry.id];
    if (place) compiled.chrome[entry.id] = { ...place, ...(lastUpdated ? { lastUpdated } : {}) };
  }
}
