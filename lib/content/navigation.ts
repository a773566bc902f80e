/**
 * Everything a page derives from the sidebars: which sidebar it shows, its breadcrumbs, its
 * previous/next pages and the navbar item that holds it. The prebuild derives them once
 * (lib/compile/chrome.ts) and stores them in the compiled model.
 * Rules: a page shows the sidebar that lists it; pages under /api/ show the API sidebar; a page no
 * sidebar lists is shown without one.
 */
import { flattenSidebar, type SidebarId, type SidebarNode } from './sidebars';
import type { PageLink } from './compiled';

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
  const places = Object.entries(sidebars).flatMap(([sidebarId, nodes]) => sectionsOf(nodes).map((s) => ({ sidebarId, ...s })));
  const visited = new Set<string>();
  const ownerOf = (sidebarId: string, section: number): string | null => {
    if (visited.has(`${sidebarId}#${section}`)) return null;
    visited.add(`${sidebarId}#${section}`);
    const here = places.filter((p) => p.sidebarId === sidebarId);
    const inSidebar = navbarDocIds.filter((docId) => here.some((p) => p.ids.has(docId)));
    const owner = inSidebar.find((docId) => here.some((p) => p.section === section && p.ids.has(docId))) ?? inSidebar[0];
    if (owner) return owner;
    // No navbar item in this sidebar: follow the sections that link to one of its pages.
    const pages = new Set(flattenSidebar(sidebars[sidebarId] ?? []).map((p) => p.href));
    const linking = places.filter((p) => p.sidebarId !== sidebarId && [...p.hrefs].some((href) => pages.has(href)));
    return first(linking, (p) => ownerOf(p.sidebarId, p.section));
  };
  return first(
    places.filter((p) => p.ids.has(id)),
    (p) => ownerOf(p.sidebarId, p.section),
  );
}

/** The first non-null result of `f` over `list`, in order (later items are not tried). */
function first<T, R>(list: T[], f: (item: T) => R | null): R | null {
  for (const item of list) {
    const found = f(item);
    if (found !== null) return found;
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
