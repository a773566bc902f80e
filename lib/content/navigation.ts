/**
 * Everything a page derives from the sidebars: which sidebar it shows, its breadcrumbs, its
 * previous/next pages and the navbar item that holds it. The prebuild derives them once
 * ({@link pagePlaces}) and stores them in the compiled model.
 * Rules: a page shows the sidebar that lists it; pages under /api/ show the API sidebar; a page no
 * sidebar lists is shown without one.
 */
import { flattenSidebar, type SidebarId, type SidebarNode } from './sidebars';
import type { PageChrome, PageLink } from './compiled';

/** Order in which sidebars claim a page listed in several (the first listing wins). */
const CLAIM_ORDER: SidebarId[] = ['nilvm', 'examples', 'docs', 'api'];

/**
 * The sidebar a page shows: `api` for ids under `api/`, else the first sidebar in
 * {@link CLAIM_ORDER} that lists it, else none.
 */
export function pickSidebar(id: string, sidebars: Record<SidebarId, SidebarNode[]>): SidebarId | null {
  const lists = (sid: SidebarId) => listedIds(sidebars[sid]).has(id);
  if (id.startsWith('api/') && lists('api')) return 'api';
  return CLAIM_ORDER.find(lists) ?? null;
}

/** The content ids of the pages a sidebar lists. */
const listedIds = (nodes: SidebarNode[]) => new Set(flattenSidebar(nodes).map((p) => p.id));

/** Labels (and links, where a category has a page) from the sidebar root down to the page. */
export function breadcrumbsFor(id: string, nodes: SidebarNode[]): PageLink[] {
  const walk = (list: SidebarNode[], trail: PageLink[]): PageLink[] | null => {
    for (const node of list) {
      if (node.type === 'doc' && node.id === id) return [...trail, { label: node.label, href: node.href }];
      if (node.type === 'category') {
        const here = { label: node.label, href: node.href ?? '' };
        if (node.docId === id) return [...trail, here];
        const found = walk(node.items, [...trail, here]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(nodes, []) ?? [];
}

/** A place in a sidebar: the sidebar and the index of the `title` its top-level item sits under (-1: none). */
interface SidebarSection {
  sidebarId: string;
  section: number;
}

/** The section of each top-level item of a sidebar, with the ids and internal hrefs below it. */
const sectionsOf = (nodes: SidebarNode[]): { section: number; ids: Set<string>; hrefs: Set<string> }[] => {
  let section = -1;
  return nodes.map((node) => {
    if (node.type === 'title') section += 1;
    const ids = new Set<string>();
    const hrefs = new Set<string>();
    const walk = (n: SidebarNode) => {
      if (n.type === 'doc') ids.add(n.id);
      if (n.type === 'link' && !n.external) hrefs.add(n.href);
      if (n.type === 'category') {
        if (n.docId) ids.add(n.docId);
        n.items.forEach(walk);
      }
    };
    walk(node);
    return { section, ids, hrefs };
  });
};

/**
 * The navbar item that holds a page: the navbar doc item whose page is in the same sidebar section
 * (the run of items under one sidebar `title`) as the page, else the first navbar item in that
 * sidebar; a sidebar no navbar item points into belongs to the item of the section that links to it
 * (the docs sidebar's "nilVM and Nada" link leads into the nilVM sidebar, which links on to Nada
 * by Example).
 * @param navbarDocIds - the content ids of the navbar's doc items, in navbar order
 * @returns the content id of the owning navbar item, or null (a page in no sidebar, or no path from
 *   any navbar item)
 */
export function navbarOwner(id: string, sidebars: Record<string, SidebarNode[]>, navbarDocIds: string[]): string | null {
  const sectionOfId = (pageId: string): SidebarSection[] =>
    Object.entries(sidebars).flatMap(([sidebarId, nodes]) =>
      sectionsOf(nodes)
        .filter((s) => s.ids.has(pageId))
        .map((s) => ({ sidebarId, section: s.section })),
    );
  const visited = new Set<string>();
  const ownerOf = (place: SidebarSection): string | null => {
    const key = `${place.sidebarId}#${place.section}`;
    if (visited.has(key)) return null;
    visited.add(key);
    const inSidebar = navbarDocIds.filter((docId) => sectionOfId(docId).some((s) => s.sidebarId === place.sidebarId));
    const sameSection = inSidebar.find((docId) => sectionOfId(docId).some((s) => s.sidebarId === place.sidebarId && s.section === place.section));
    if (sameSection ?? inSidebar[0]) return sameSection ?? inSidebar[0]!;
    // No navbar item in this sidebar: follow the sections that link to one of its pages.
    const pages = new Set(flattenSidebar(sidebars[place.sidebarId] ?? []).map((p) => p.href));
    for (const [sidebarId, nodes] of Object.entries(sidebars)) {
      if (sidebarId === place.sidebarId) continue;
      for (const s of sectionsOf(nodes)) {
        if (![...s.hrefs].some((href) => pages.has(href))) continue;
        const found = ownerOf({ sidebarId, section: s.section });
        if (found) return found;
      }
    }
    return null;
  };
  for (const place of sectionOfId(id)) {
    const found = ownerOf(place);
    if (found) return found;
  }
  return null;
}

/** A navbar item as far as ownership goes: doc items, and dropdowns with their entries. */
export interface NavbarItemLike {
  type: string;
  docId?: string;
  items?: NavbarItemLike[];
}

/** The content ids of the navbar's doc items (dropdown entries included), in navbar order. */
export function navbarDocIds(items: readonly NavbarItemLike[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' && item.docId ? [item.docId] : navbarDocIds(item.items ?? [])));
}

/**
 * The sidebar, breadcrumbs, previous/next and navbar owner of every page, decided once by the
 * prebuild and kept in the compiled model (a route only reads them).
 * @param navbarDocIds - the content ids of the navbar's doc items, in navbar order
 */
export function pagePlaces(
  ids: string[],
  sidebars: Record<SidebarId, SidebarNode[]>,
  navbarDocIds: string[],
): Map<string, Omit<PageChrome, 'section' | 'lastUpdated'>> {
  const places = new Map<string, Omit<PageChrome, 'section' | 'lastUpdated'>>();
  for (const id of ids) {
    const sidebarId = pickSidebar(id, sidebars);
    if (!sidebarId) {
      places.set(id, { navbarOwner: null, sidebarId, breadcrumbs: [], previous: null, next: null });
      continue;
    }
    const pages = flattenSidebar(sidebars[sidebarId]);
    const at = pages.findIndex((p) => p.id === id);
    const strip = (p: (typeof pages)[number] | undefined): PageLink | null => (p ? { label: p.label, href: p.href } : null);
    places.set(id, {
      navbarOwner: navbarOwner(id, sidebars, navbarDocIds),
      sidebarId,
      breadcrumbs: breadcrumbsFor(id, sidebars[sidebarId]),
      previous: strip(pages[at - 1]),
      next: strip(pages[at + 1]),
    });
  }
  return places;
}
