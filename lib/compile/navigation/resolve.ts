/**
 * Resolves the sidebar data (`content/_nav/sidebars.yaml`) against the content index: every entry
 * validated by its schema, every content id and internal href checked to name a page, each
 * problem reported at the entry's line:col with the fix. Invalid entries are left out, so
 * development keeps rendering while an entry names a page not written yet.
 */
import { distance as editDistance } from 'fastest-levenshtein';
import { isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import { z } from 'zod';
import { hrefToContentId } from '../../chrome/card-target';
import type { Sidebar, SidebarNode } from '../../content/navigation';
import type { ContentEntry, ContentIndex } from '../../content/types';
import type { DataFile } from './data-file';

/** The index as the resolution reads it. */
export type NavIndex = Pick<ContentIndex, 'entries' | 'byId'>;

/** A resolved sidebar, with how search groups its pages. */
export interface ResolvedSidebar extends Sidebar {
  /** `by-title`: each page's search section is the title above it; else the sidebar's first title. */
  searchSections: 'by-title' | 'first-title';
}

/** Where each resolved node was written (for problems found later, such as a page listed twice). */
export type Origins = WeakMap<SidebarNode, Node>;

const sidebarSchema = z.strictObject({
  label: z.string().min(1),
  'search-sections': z.enum(['by-title', 'first-title']).optional(),
  items: z.array(z.unknown()),
});

/** The entry forms, by the key that names each. */
const ITEM_SCHEMAS = {
  doc: z.strictObject({ doc: z.string().min(1), label: z.string().min(1).optional() }),
  category: z.strictObject({
    category: z.string().min(1),
    page: z.string().min(1).optional(),
    collapsed: z.boolean().optional(),
    items: z.array(z.unknown()).optional(),
  }),
  title: z.strictObject({ title: z.string().min(1) }),
  href: z.strictObject({ label: z.string().min(1), href: z.string().min(1) }),
  'api-specs': z.strictObject({ 'api-specs': z.literal(true) }),
};

/** An entry as written, in one of its forms. */
type ItemValue = { [K in keyof typeof ITEM_SCHEMAS]: z.infer<(typeof ITEM_SCHEMAS)[K]> }[keyof typeof ITEM_SCHEMAS];

const ENTRY_FORMS = '"- <content id>", "doc:" (with "label:"), "category:" (with "items:" or "page:"), "title:", "href:" with "label:", or "api-specs: true"';

/** The label a page gets in a sidebar unless its entry sets one. */
export const labelOf = (entry: ContentEntry) => entry.sidebarLabel ?? entry.title;

/**
 * The page a content id names, or a problem at `node` with the closest id as the fix.
 * @param what - how the message names the entry (`sidebar entry`, `navbar item`)
 */
export function pageOf(id: string, node: Node | null | undefined, index: NavIndex, data: DataFile, what: string): ContentEntry | undefined {
  const entry = index.byId.get(id);
  if (entry) return entry;
  const guess = closestId(id, index);
  data.error(
    node,
    `${what} "${id}" names no page; ${guess ? `did you mean "${guess}"? Fix the content id` : 'fix the content id'}, or create content/${id}.mdx.`,
  );
  return undefined;
}

/** Checks that an internal href (`/start-building#x`) opens a page; URLs and anchors pass. */
export function checkHref(href: string, node: Node | null | undefined, index: NavIndex, data: DataFile, what: string): void {
  const id = hrefToContentId(href);
  if (id === undefined || index.byId.has(id)) return;
  const guess = closestId(id, index);
  data.error(node, `${what} "${href}" opens no page; ${guess ? `did you mean "/${guess}"?` : 'fix the route'} (an internal href is a page's route).`);
}

/** The content id nearest to a mistyped one (Levenshtein distance at most half its length), if any. */
function closestId(id: string, index: NavIndex): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const entry of index.entries) {
    const distance = editDistance(id, entry.id);
    if (!best || distance < best.distance) best = { id: entry.id, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(id.length / 2)) ? best.id : undefined;
}

/** The value node of a map's key. */
export const valueAt = (map: YAMLMap, key: string): Node | undefined =>
  map.items.find((p) => isScalar(p.key) && p.key.value === key)?.value as Node | undefined;

/**
 * Resolves every sidebar of the file, in its order.
 * @returns the sidebars by id, and where each node was written
 */
export function resolveSidebars(data: DataFile, index: NavIndex): { sidebars: Map<string, ResolvedSidebar>; origins: Origins } {
  const sidebars = new Map<string, ResolvedSidebar>();
  const origins: Origins = new WeakMap();
  const root = data.doc.contents;
  if (!data.parsed) return { sidebars, origins };
  if (!isMap(root)) {
    data.error(root, 'the file lists the sidebars by id: "docs:" with "label:" and "items:" below it.');
    return { sidebars, origins };
  }
  for (const pair of root.items) {
    const id = String((pair.key as { value?: unknown }).value);
    const node = pair.value as Node;
    const sidebar = data.check(node, sidebarSchema, `sidebar "${id}"`);
    if (!sidebar || !isMap(node)) continue;
    const items = resolveItems(valueAt(node, 'items'), index, data, origins);
    sidebars.set(id, { label: sidebar.label, searchSections: sidebar['search-sections'] ?? 'first-title', items });
  }
  return { sidebars, origins };
}

function resolveItems(seq: Node | undefined, index: NavIndex, data: DataFile, origins: Origins): SidebarNode[] {
  const out: SidebarNode[] = [];
  const add = (node: SidebarNode, at: Node) => {
    origins.set(node, at);
    out.push(node);
  };
  for (const item of isSeq(seq) ? (seq.items as Node[]) : []) {
    if (isScalar(item) && typeof item.value === 'string') {
      const entry = pageOf(item.value, item, index, data, 'sidebar entry');
      if (entry) add({ type: 'doc', id: entry.id, label: labelOf(entry), href: entry.route }, item);
      continue;
    }
    const kind = isMap(item) ? (Object.keys(ITEM_SCHEMAS) as (keyof typeof ITEM_SCHEMAS)[]).find((k) => valueAt(item, k) !== undefined) : undefined;
    if (!kind || !isMap(item)) {
      data.error(item, `sidebar entry: write one of ${ENTRY_FORMS}.`);
      continue;
    }
    const value = data.check<ItemValue>(item, ITEM_SCHEMAS[kind], `sidebar entry (${kind})`);
    if (!value) continue;
    if ('doc' in value) {
      const entry = pageOf(value.doc, valueAt(item, 'doc'), index, data, 'sidebar entry');
      if (entry) add({ type: 'doc', id: entry.id, label: value.label ?? labelOf(entry), href: entry.route }, item);
    } else if ('category' in value) {
      const page = value.page === undefined ? undefined : pageOf(value.page, valueAt(item, 'page'), index, data, `category "${value.category}" page`);
      if (value.page !== undefined && !page) continue;
      const items = resolveItems(valueAt(item, 'items'), index, data, origins);
      if (!items.length && !page) {
        data.error(item, `category "${value.category}" has no entries and no page: add "items:" or a "page:" content id.`);
        continue;
      }
      add({ type: 'category', label: value.category, href: page?.route, docId: page?.id, collapsed: value.collapsed ?? false, items }, item);
    } else if ('title' in value) add({ type: 'title', label: value.title }, item);
    else if ('href' in value) {
      checkHref(value.href, valueAt(item, 'href'), index, data, 'sidebar link');
      add({ type: 'link', label: value.label, href: value.href, external: /^https?:\/\//.test(value.href) }, item);
    } else for (const node of apiSpecCategories(index)) add(node, item);
  }
  return out;
}

/** The route prefix of an API page (`api/nildb/get-health-status` → `api/nildb`). */
const apiPrefix = (id: string) => id.slice(0, id.lastIndexOf('/'));

/** The sidebar label of a spec's info page when the spec has an overview page (the info page's own sections). */
const API_INFO_LABEL = 'Authentication and servers';

/**
 * The API reference as the index holds it: one entry per spec (its info page, in index order),
 * with its route prefix and its operations. The one place navigation reads the generated API pages.
 */
export function apiSpecs(index: NavIndex): { prefix: string; info: ContentEntry; operations: ContentEntry[] }[] {
  return index.entries
    .filter((entry) => entry.kind === 'api' && entry.apiKind === 'info')
    .map((info) => ({
      prefix: apiPrefix(info.id),
      info,
      operations: index.entries.filter((e) => e.kind === 'api' && e.apiKind === 'operation' && apiPrefix(e.id) === apiPrefix(info.id)),
    }));
}

/**
 * One category per spec, labelled with the info page's title (the spec's `info.title`), opening the
 * overview doc `<prefix>/overview` when there is one, else the info page; inside it the info page
 * (labelled {@link API_INFO_LABEL}, when the overview is the category's page), then one category per
 * tag (index order) with its operations, their methods and sidebar labels.
 */
function apiSpecCategories(index: NavIndex): SidebarNode[] {
  const docNode = (entry: ContentEntry, label = labelOf(entry)): SidebarNode => ({
    type: 'doc',
    id: entry.id,
    label,
    href: entry.route,
    ...(entry.kind === 'api' && entry.method ? { method: entry.method } : {}),
  });
  return apiSpecs(index).map(({ prefix, info, operations }) => {
    const overview = index.byId.get(`${prefix}/overview`);
    const byTag = new Map<string, SidebarNode[]>();
    for (const entry of operations) {
      const tag = (entry.kind === 'api' ? entry.tag : undefined) ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), docNode(entry)]);
    }
    const tags: SidebarNode[] = [...byTag].map(([label, items]) => ({ type: 'category', label, collapsed: false, items }));
    const page = overview && overview.kind === 'doc' ? overview : info;
    const items = page === info ? tags : [docNode(info, API_INFO_LABEL), ...tags];
    return { type: 'category', label: info.title, href: page.route, docId: page.id, collapsed: false, items } satisfies SidebarNode;
  });
}
