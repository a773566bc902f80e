/**
 * Navigation as content: the data files under `content/_nav/` (sidebars.yaml, navbar.yaml,
 * home.yaml), resolved once against the content index into the model's navigation and every
 * page's place in it. A content folder given after `content/` (the browser-test build's fixture
 * pages) may bring its own `_nav/<name>.yaml`, which replaces the site's file of that name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledProblem } from '../../content/compiled';
import { NAVIGATION_DIR, type Navigation, type NavbarLink, type PagePlace } from '../../content/navigation';
import { DataFile } from './data-file';
import { resolveHome, resolveNavbar } from './navbar-home';
import { placeInSidebars } from './places';
import { apiSpecs, resolveSidebars, type NavIndex } from './resolve';

/** The navigation data files, by name. */
export const NAVIGATION_FILES = ['sidebars', 'navbar', 'home'] as const;

/** One navigation data file's path (relative to the repository root, for messages) and text. */
export interface NavigationSource {
  file: string;
  text: string;
}

/** The navigation data files' sources; a missing one is a problem. */
export type NavigationSources = Partial<Record<(typeof NAVIGATION_FILES)[number], NavigationSource>>;

/**
 * Reads the navigation data files of the content folders (a later folder's file replaces an earlier one's).
 * @param dirs - content folders, absolute
 * @param root - the repository root the `file` paths are relative to
 */
export function readNavigationSources(dirs: string[], root: string): NavigationSources {
  const sources: NavigationSources = {};
  for (const dir of dirs) {
    for (const name of NAVIGATION_FILES) {
      const full = path.join(dir, NAVIGATION_DIR, `${name}.yaml`);
      if (fs.existsSync(full)) sources[name] = { file: path.relative(root, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') };
    }
  }
  return sources;
}

/** The content ids of the navbar's doc items (dropdown entries included), in navbar order. */
const navbarDocIds = (items: NavbarLink[]): string[] =>
  items.flatMap((item) =>
    item.type === 'doc' ? [item.docId] : item.type === 'dropdown' ? item.items.flatMap((e) => (e.type === 'doc' ? [e.docId] : [])) : [],
  );

/**
 * Resolves the navigation data against the content index (a pure function of its inputs).
 * @returns the navigation, every entry's place, and every problem (each at its file's line:col, with the fix)
 */
export function buildNavigation(
  sources: NavigationSources,
  index: NavIndex,
): { navigation: Navigation; places: Record<string, PagePlace>; problems: CompiledProblem[] } {
  const problems: CompiledProblem[] = [];
  const open = (name: (typeof NAVIGATION_FILES)[number]) => {
    const source = sources[name];
    if (!source) {
      const file = `content/${NAVIGATION_DIR}/${name}.yaml`;
      problems.push({ file, severity: 'error', message: `${file} is missing: the site's navigation is read from it (CONTRIBUTING.md, Add a page).` });
    }
    return new DataFile(source?.file ?? `content/${NAVIGATION_DIR}/${name}.yaml`, source?.text ?? '');
  };
  const [sidebarsFile, navbarFile, homeFile] = [open('sidebars'), open('navbar'), open('home')];
  const { sidebars, origins } = sources.sidebars ? resolveSidebars(sidebarsFile, index) : { sidebars: new Map(), origins: new WeakMap() };
  const navbar = sources.navbar ? resolveNavbar(navbarFile, index) : [];
  const home = (sources.home ? resolveHome(homeFile, index) : undefined) ?? { actions: [], sections: [], mostUsed: { heading: '', intro: '', pages: [] } };
  const placed = placeInSidebars(index, sidebars, origins, navbarDocIds(navbar), sidebarsFile);
  problems.push(...sidebarsFile.problems, ...placed.problems, ...navbarFile.problems, ...homeFile.problems);
  return {
    navigation: {
      sidebars: Object.fromEntries([...sidebars].map(([id, s]) => [id, { label: s.label, items: s.items }])),
      outline: placed.outline,
      navbar,
      home,
      apiRoutePrefixes: apiSpecs(index).map((spec) => `/${spec.prefix}`),
    },
    places: placed.places,
    problems,
  };
}
