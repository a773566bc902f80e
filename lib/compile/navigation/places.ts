/**
 * Every page's place in the resolved sidebars, from one walk over them: the sidebar it shows, its
 * breadcrumbs, previous/next, search section and navbar owner; the outline llms.txt follows; and
 * the placement rule (each page in exactly one sidebar, or standing alone with `sidebar: false`).
 */
import type { Node } from 'yaml';
import type { CompiledProblem, PageLink } from '../../content/compiled';
import type { OutlineSection, PagePlace, SidebarNode } from '../../content/navigation';
import type { DataFile } from './data-file';
import type { NavIndex, Origins, ResolvedSidebar } from './resolve';

/** A page's first listing in one sidebar. */
interface Listing {
  link: PageLink;
  breadcrumbs: PageLink[];
  /** The label of the `title` item above the listing, if any. */
  title: string | undefined;
  /** Where the listing was written. */
  at: Node | undefined;
}

/** A top-level item of a sidebar: its section (titles seen so far, counting from 0; -1 before the first) and what it holds. */
interface Top {
  section: number;
  ids: Set<string>;
  /** Internal routes its links lead to. */
  hrefs: Set<string>;
}

/** What the walk learns about one sidebar. */
interface Walked {
  /** First listing of each page, in reading order. */
  listings: Map<string, Listing>;
  tops: Top[];
  firstTitle: string | undefined;
  /** Title runs of the sidebar (the first is the sidebar's label, for items above any title). */
  runs: { title: string; ids: string[] }[];
}

/** Walks one resolved sidebar once, in reading order (a category's page before its items). */
function walk(sidebar: ResolvedSidebar, origins: Origins): Walked {
  const walked: Walked = { listings: new Map(), tops: [], firstTitle: undefined, runs: [{ title: sidebar.label, ids: [] }] };
  let section = -1;
  let title: string | undefined;
  const list = (id: string, link: PageLink, breadcrumbs: PageLink[], node: SidebarNode, top: Top) => {
    top.ids.add(id);
    if (walked.listings.has(id)) return;
    walked.listings.set(id, { link, breadcrumbs, title, at: origins.get(node) });
    walked.runs.at(-1)!.ids.push(id);
  };
  const visit = (node: SidebarNode, trail: PageLink[], top: Top) => {
    if (node.type === 'title') {
      section += 1;
      title = node.label;
      walked.firstTitle ??= node.label;
      walked.runs.push({ title: node.label, ids: [] });
    } else if (node.type === 'doc') {
      const link = { label: node.label, href: node.href };
      list(node.id, link, [...trail, link], node, top);
    } else if (node.type === 'link') {
      if (!node.external) top.hrefs.add(node.href);
    } else {
      const here = { label: node.label, href: node.href ?? '' };
      if (node.docId && node.href) list(node.docId, { label: node.label, href: node.href }, [...trail, here], node, top);
      for (const child of node.items) visit(child, [...trail, here], top);
    }
  };
  for (const node of sidebar.items) {
    // A title starts the section it heads.
    const top: Top = { section: node.type === 'title' ? section + 1 : section, ids: new Set(), hrefs: new Set() };
    visit(node, [], top);
    walked.tops.push(top);
  }
  return walked;
}

/**
 * The places of every page of the index, the outline, and the placement problems.
 * @param sidebars - the resolved sidebars, in file order
 * @param navbarDocIds - the content ids of the navbar's doc items, in navbar order
 */
export function placeInSidebars(
  index: NavIndex,
  sidebars: Map<string, ResolvedSidebar>,
  origins: Origins,
  navbarDocIds: string[],
  data: DataFile,
): { places: Record<string, PagePlace>; outline: OutlineSection[]; problems: CompiledProblem[] } {
  const walked = new Map([...sidebars].map(([id, sidebar]) => [id, walk(sidebar, origins)]));
  const problems: CompiledProblem[] = [];
  const ownersOf = (id: string) => [...walked].filter(([, w]) => w.listings.has(id)).map(([sid]) => sid);
  const places: Record<string, PagePlace> = {};
  const fallbackSection = [...sidebars.values()][0]?.label ?? '';

  for (const entry of index.entries) {
    const owners = ownersOf(entry.id);
    if (entry.standalone && owners.length) {
      data.error(
        walked.get(owners[0]!)!.listings.get(entry.id)!.at,
        `sidebar entry "${entry.id}" lists a page that sets \`sidebar: false\`: remove the entry, or the key from ${entry.file}.`,
      );
    } else if (!entry.standalone && !owners.length) {
      problems.push({
        file: entry.file,
        line: 1,
        severity: 'error',
        message: `page "${entry.id}" is in no sidebar: add "- ${entry.id}" where its topic sits in ${data.file} (sidebars: ${[...sidebars.keys()].join(', ')}), or, for a landing page that stands alone, set \`sidebar: false\` in its front matter.`,
      });
    } else if (owners.length > 1) {
      data.error(
        walked.get(owners[1]!)!.listings.get(entry.id)!.at,
        `page "${entry.id}" is listed in sidebars ${owners.join(' and ')}: a page belongs to one sidebar. Keep one entry and make the others links ("- label: …" with "href: ${entry.route}").`,
      );
    }
    const sidebarId = owners[0];
    if (!sidebarId) {
      places[entry.id] = { sidebarId: null, breadcrumbs: [], previous: null, next: null, section: fallbackSection, navbarOwner: null };
      continue;
    }
    const w = walked.get(sidebarId)!;
    const listing = w.listings.get(entry.id)!;
    const order = [...w.listings.values()];
    const at = order.indexOf(listing);
    const sidebar = sidebars.get(sidebarId)!;
    places[entry.id] = {
      sidebarId,
      breadcrumbs: listing.breadcrumbs,
      previous: order[at - 1]?.link ?? null,
      next: order[at + 1]?.link ?? null,
      section: (sidebar.searchSections === 'by-title' ? listing.title : undefined) ?? w.firstTitle ?? sidebar.label,
      navbarOwner: navbarOwner(entry.id, walked, navbarDocIds),
    };
  }

  const outline = [...walked].flatMap(([sidebarId, w]) =>
    w.runs.map((run) => ({ sidebarId, title: run.title, ids: run.ids.filter((id) => places[id]?.sidebarId === sidebarId) })).filter((run) => run.ids.length),
  );
  return { places, outline, problems };
}

/** A sidebar section: the sidebar and a top-level item's section number. */
interface Place {
  sidebarId: string;
  section: number;
}

/**
 * The navbar item that holds a page: the navbar doc item whose page is in the same sidebar section
 * (the run of items under one sidebar `title`) as the page, else the first navbar item in that
 * sidebar; a sidebar no navbar item points into belongs to the item of the section that links to it
 * (the docs sidebar's "nilVM and Nada" link leads into the nilVM sidebar, which links on to Nada
 * by Example).
 * @returns the content id of the owning navbar item, or null (no path from any navbar item)
 */
function navbarOwner(id: string, walked: Map<string, Walked>, navbarDocIds: string[]): string | null {
  const placesOf = (pageId: string): Place[] =>
    [...walked].flatMap(([sidebarId, w]) => w.tops.filter((t) => t.ids.has(pageId)).map((t) => ({ sidebarId, section: t.section })));
  const visited = new Set<string>();
  const ownerOf = (place: Place): string | null => {
    const key = `${place.sidebarId}#${place.section}`;
    if (visited.has(key)) return null;
    visited.add(key);
    const inSidebar = navbarDocIds.filter((docId) => placesOf(docId).some((p) => p.sidebarId === place.sidebarId));
    const sameSection = inSidebar.find((docId) => placesOf(docId).some((p) => p.sidebarId === place.sidebarId && p.section === place.section));
    if (sameSection ?? inSidebar[0]) return sameSection ?? inSidebar[0]!;
    // No navbar item in this sidebar: follow the sections that link to one of its pages.
    const pages = new Set([...walked.get(place.sidebarId)!.listings.values()].map((l) => l.link.href));
    for (const [sidebarId, w] of walked) {
      if (sidebarId === place.sidebarId) continue;
      for (const top of w.tops) {
        if (![...top.hrefs].some((href) => pages.has(href))) continue;
        const found = ownerOf({ sidebarId, section: top.section });
        if (found) return found;
      }
    }
    return null;
  };
  for (const place of placesOf(id)) {
    const found = ownerOf(place);
    if (found) return found;
  }
  return null;
}
