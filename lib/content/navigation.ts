/**
 * Everything a page derives from the sidebars: which sidebar it shows, its breadcrumbs and its
 * previous/next pages. Derived on demand from the resolved sidebars, never stored.
 * Rules: a page shows the sidebar that lists it; pages under /api/ show the API sidebar; a page no
 * sidebar lists is shown without one.
 */
import { getContentIndex, type ContentIndex } from '.';
import { resolveAllSidebars, type SidebarId, type SidebarNode } from './sidebars';
import { processMemo } from './process-memo';

/** Order in which sidebars claim a page listed in several (the first listing wins). */
const CLAIM_ORDER: SidebarId[] = ['nilvm', 'examples', 'docs', 'api'];

/**
 * Resolves the four sidebars against an index, strictly: a missing doc fails the build.
 * @throws SidebarError as {@link resolveAllSidebars}
 */
export function resolveSiteSidebars(index: Pick<ContentIndex, 'byId' | 'entries'>): Record<SidebarId, SidebarNode[]> {
  return resolveAllSidebars(index);
}

/**
 * The four resolved sidebars: once per production build process; in development on every call,
 * so a page added, renamed or removed while `npm run dev` runs is seen at once (a value kept from
 * before the change, or a kept failure, would break every page until a restart).
 */
export function getSidebars(): Promise<Record<SidebarId, SidebarNode[]>> {
  return processMemo('sidebars', () => getContentIndex().then(resolveSiteSidebars));
}

/** A page in reading order, for previous/next. */
export interface PageLink {
  label: string;
  href: string;
}

/** The ids a sidebar lists (doc items and category links), in reading order, without repeats. */
export function flattenSidebar(nodes: SidebarNode[]): (PageLink & { id: string })[] {
  const out: (PageLink & { id: string })[] = [];
  const seen = new Set<string>();
  const walk = (list: SidebarNode[]) => {
    for (const node of list) {
      if (node.type === 'doc' && !seen.has(node.id)) {
        seen.add(node.id);
        out.push({ id: node.id, label: node.label, href: node.href });
      } else if (node.type === 'category') {
        if (node.docId && node.href && !seen.has(node.docId)) {
          seen.add(node.docId);
          out.push({ id: node.docId, label: node.label, href: node.href });
        }
        walk(node.items);
      }
    }
  };
  walk(nodes);
  return out;
}

/**
 * The sidebar a page shows: `api` for ids under `api/`, else the first sidebar in
 * {@link CLAIM_ORDER} that lists it, else none.
 */
export function pickSidebar(id: string, sidebars: Record<SidebarId, SidebarNode[]>): SidebarId | null {
  const lists = (sid: SidebarId) => flattenSidebar(sidebars[sid]).some((p) => p.id === id);
  if (id.startsWith('api/') && lists('api')) return 'api';
  return CLAIM_ORDER.find(lists) ?? null;
}

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

/** Everything the chrome needs about a page's place in the site. */
export interface PageNavigation {
  sidebarId: SidebarId | null;
  sidebar: SidebarNode[];
  breadcrumbs: PageLink[];
  previous: PageLink | null;
  next: PageLink | null;
}

/** The sidebar, breadcrumbs and previous/next of a page. */
export async function navigationFor(id: string): Promise<PageNavigation> {
  const sidebars = await getSidebars();
  const sidebarId = pickSidebar(id, sidebars);
  if (!sidebarId) return { sidebarId, sidebar: [], breadcrumbs: [], previous: null, next: null };
  const sidebar = sidebars[sidebarId];
  const pages = flattenSidebar(sidebar);
  const at = pages.findIndex((p) => p.id === id);
  const strip = (p: (typeof pages)[number] | undefined) => (p ? { label: p.label, href: p.href } : null);
  return {
    sidebarId,
    sidebar,
    breadcrumbs: breadcrumbsFor(id, sidebar),
    previous: strip(pages[at - 1]),
    next: strip(pages[at + 1]),
  };
}
