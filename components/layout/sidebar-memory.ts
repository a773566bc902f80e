/**
 * What the sidebar remembers across client-side navigation: each page renders its own sidebar, so
 * without this every click would reset the scroll position and the categories the reader opened.
 * Module state of the client bundle: it lives as long as the document (a full page load starts
 * afresh, from the categories the page declares open and the current item centred).
 */

/** Open (true) or collapsed (false) state a reader chose, by sidebar and category path. */
const categories = new Map<string, boolean>();
/** Last scroll offset (CSS px) of a sidebar, by sidebar and where it is shown (column or drawer). */
const scrollOffsets = new Map<string, number>();

/** The key of a category: its sidebar and the labels from the root down to it. */
export function categoryKey(sidebar: string, path: readonly string[]): string {
  return `${sidebar}\u0000${path.join('\u0000')}`;
}

/** The state the reader last gave this category, if any. */
export function rememberedCategory(key: string): boolean | undefined {
  return categories.get(key);
}

/** Records that the reader opened (true) or collapsed (false) a category. */
export function rememberCategory(key: string, open: boolean): void {
  categories.set(key, open);
}

/** Last scroll offset of a sidebar shown in a given place. */
export function rememberedScroll(key: string): number | undefined {
  return scrollOffsets.get(key);
}

/** Records a sidebar's scroll offset. */
export function rememberScroll(key: string, top: number): void {
  scrollOffsets.set(key, top);
}
