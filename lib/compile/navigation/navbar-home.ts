/**
 * The navbar's navigation items (`content/_nav/navbar.yaml`) and the landing page
 * (`content/_nav/home.yaml`), validated and resolved against the content index: a doc item gets its
 * page's route and title, every internal href must open a page.
 */
import { isMap, isSeq, type Node } from 'yaml';
import { z } from 'zod';
import type { Home, NavbarLink, NavbarMenuEntry } from '../../content/navigation';
import type { DataFile } from './data-file';
import { checkHref, pageOf, valueAt, type NavIndex } from './resolve';

const position = z.enum(['left', 'right']).optional();
const docItem = z.strictObject({ doc: z.string().min(1), label: z.string().min(1).optional(), position });
const linkShape = {
  href: z.string().min(1),
  label: z.string().min(1).optional(),
  'aria-label': z.string().min(1).optional(),
  icon: z.enum(['github']).optional(),
};
/** A link shows its label, or an icon with an accessible name. */
const labelled = [
  (item: { label?: string; icon?: string; 'aria-label'?: string }) => item.label !== undefined || (item.icon !== undefined && item['aria-label'] !== undefined),
  { message: 'a link needs "label", or "icon" with "aria-label"' },
] as const;
const linkItem = z.strictObject({ ...linkShape, position }).refine(...labelled);
const linkEntry = z.strictObject(linkShape).refine(...labelled);
const dropdownItem = z.strictObject({ dropdown: z.string().min(1), items: z.array(z.unknown()).min(1), position });
const NAVBAR_FORMS = '"doc: <content id>", "href: <route or URL>" with "label:" (or "icon:" and "aria-label:"), or "dropdown: <label>" with "items:"';

/** Resolves the navbar's items, in order; an invalid item is reported and left out. */
export function resolveNavbar(data: DataFile, index: NavIndex): NavbarLink[] {
  const root = data.doc.contents;
  if (!data.parsed || !data.check(root, z.strictObject({ items: z.array(z.unknown()) }), 'navbar')) return [];
  const items = isMap(root) ? valueAt(root, 'items') : undefined;
  const out: NavbarLink[] = [];
  for (const item of isSeq(items) ? (items.items as Node[]) : []) {
    const resolved = resolveItem(item, index, data, true);
    if (resolved) out.push(resolved as NavbarLink);
  }
  return out;
}

/** One navbar item, or a dropdown entry (`top` false: no position, no nested dropdown). */
function resolveItem(item: Node, index: NavIndex, data: DataFile, top: boolean): NavbarLink | NavbarMenuEntry | undefined {
  const has = (key: string) => isMap(item) && valueAt(item, key) !== undefined;
  if (has('doc')) {
    const value = data.check(item, top ? docItem : docItem.omit({ position: true }), 'navbar item (doc)');
    const entry = value && pageOf(value.doc, isMap(item) ? valueAt(item, 'doc') : item, index, data, 'navbar item');
    if (!value || !entry) return undefined;
    const doc: NavbarMenuEntry = { type: 'doc', docId: entry.id, label: value.label ?? entry.title, href: entry.route };
    return top ? ({ ...doc, position: 'position' in value ? (value.position ?? 'right') : 'right' } as NavbarLink) : doc;
  }
  if (has('href')) {
    const value = data.check<z.infer<typeof linkItem>>(item, top ? linkItem : linkEntry, 'navbar item (href)');
    if (!value) return undefined;
    checkHref(value.href, isMap(item) ? valueAt(item, 'href') : item, index, data, 'navbar item');
    const link: NavbarMenuEntry = {
      type: 'link',
      href: value.href,
      ...(value.label !== undefined ? { label: value.label } : {}),
      ...(value['aria-label'] !== undefined ? { ariaLabel: value['aria-label'] } : {}),
      ...(value.icon !== undefined ? { icon: value.icon } : {}),
    };
    return top ? ({ ...link, position: value.position ?? 'right' } as NavbarLink) : link;
  }
  if (top && has('dropdown')) {
    const value = data.check(item, dropdownItem, 'navbar item (dropdown)');
    const entries = isMap(item) ? valueAt(item, 'items') : undefined;
    if (!value || !isSeq(entries)) return undefined;
    const resolved = (entries.items as Node[]).map((entry) => resolveItem(entry, index, data, false)).filter((e) => e !== undefined) as NavbarMenuEntry[];
    return { type: 'dropdown', label: value.dropdown, items: resolved, position: value.position ?? 'right' };
  }
  data.error(item, `navbar ${top ? 'item' : 'dropdown entry'}: write one of ${top ? NAVBAR_FORMS : '"doc: <content id>" or "href:" with "label:"'}.`);
  return undefined;
}

const card = { title: z.string().min(1), href: z.string().min(1), text: z.string().min(1) };
const homeSchema = z.strictObject({
  actions: z.array(z.strictObject({ label: z.string().min(1), href: z.string().min(1), primary: z.boolean().optional() })),
  sections: z.array(z.strictObject(card)).min(1),
  'most-used': z.strictObject({
    heading: z.string().min(1),
    intro: z.string().min(1),
    pages: z.array(z.strictObject({ kind: z.string().min(1), ...card })),
  }),
});

/** The landing page, with every href checked; undefined when the file is invalid. */
export function resolveHome(data: DataFile, index: NavIndex): Home | undefined {
  const root = data.doc.contents;
  const home = data.parsed ? data.check(root, homeSchema, 'home page') : undefined;
  if (!home) return undefined;
  const lists: [path: string[], list: { href: string }[]][] = [
    [['actions'], home.actions],
    [['sections'], home.sections],
    [['most-used', 'pages'], home['most-used'].pages],
  ];
  for (const [path, list] of lists) {
    for (const [i, item] of list.entries()) checkHref(item.href, data.doc.getIn([...path, i, 'href'], true) as Node, index, data, 'home page link');
  }
  return {
    actions: home.actions.map((a) => ({ label: a.label, href: a.href, primary: a.primary ?? false })),
    sections: home.sections,
    mostUsed: home['most-used'],
  };
}
