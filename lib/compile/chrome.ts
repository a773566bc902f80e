/**
 * The pages' places in the site, decided once by the prebuild and stored in the compiled model:
 * the resolved sidebars, and for each page its sidebar, breadcrumbs, previous/next, navbar owner,
 * search section and last-updated date (one git pass over the sources' folders). Routes only read
 * them (lib/content/compiled.ts `PageChrome`).
 */
import type { CompiledContent } from '../content/compiled';
import type { SidebarId, SidebarNode } from '../content/sidebars';
import { pagePlaces } from '../content/navigation';
import { sectionOf } from '../search/records';
import { readLastUpdated, sourcePath, type GitRunner } from './git-last-updated';

/**
 * Stores the sidebars and every entry's chrome in `compiled` (its `sidebars` and `chrome`).
 * @param sidebars - the resolved sidebars (lib/content/sidebars.ts `resolveAllSidebars`)
 * @param navbarDocIds - the content ids of the navbar's doc items, in navbar order
 * @param options.cwd - the repository git runs in (default: the working directory)
 */
export async function placePages(
  compiled: CompiledContent,
  sidebars: Record<SidebarId, SidebarNode[]>,
  navbarDocIds: string[],
  options: { cwd?: string; run?: GitRunner } = {},
): Promise<void> {
  const folders = [...new Set(compiled.entries.map((e) => sourcePath(e.file).split('/')[0]!))].sort();
  const dates = folders.length ? await readLastUpdated(folders, options) : new Map<string, string>();
  const places = pagePlaces(
    compiled.entries.map((e) => e.id),
    sidebars,
    navbarDocIds,
  );
  compiled.sidebars = sidebars;
  compiled.chrome = {};
  for (const entry of compiled.entries) {
    const lastUpdated = dates.get(sourcePath(entry.file));
    compiled.chrome[entry.id] = { ...places.get(entry.id)!, section: sectionOf(entry.id, sidebars), ...(lastUpdated ? { lastUpdated } : {}) };
  }
}
