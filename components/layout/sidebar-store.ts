/**
 * Module state of the client bundle that outlives a page's sidebar: it lives as long as the
 * document (a full page load starts afresh).
 *
 * - The current page's sidebar, published by the page's sidebar tree for the mobile drawer: the
 *   drawer lives in the navbar (root layout), the sidebar in the page, so the drawer renders the
 *   same compact data again inside its dialog, only while it is open (the page's HTML carries the
 *   sidebar once).
 * - What the sidebar remembers across client-side navigation: each page renders its own sidebar,
 *   so without this every click would reset the scroll position and the categories the reader
 *   opened.
 */
import type { CompactItem } from './sidebar-data';

/** What the drawer needs to render the page's sidebar. */
export interface PublishedSidebar {
  items: CompactItem[];
  activeHref: string;
  /** The sidebar's name (its accessible label, and the key of what the sidebar remembers). */
  sidebar: string;
}

let current: PublishedSidebar | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Makes `sidebar` the page's sidebar.
 * @returns a function that withdraws it (when the page's sidebar unmounts)
 */
export function publishSidebar(sidebar: PublishedSidebar): () => void {
  current = sidebar;
  notify();
  return () => {
    if (current !== sidebar) return;
    current = null;
    notify();
  };
}

/** Subscribes to changes (for `useSyncExternalStore`); returns the unsubscribe function. */
export function subscribeSidebar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's sidebar, or null on a page without one. */
export function publishedSidebar(): PublishedSidebar | null {
  return current;
}

/** The key of a category: its sidebar and the labels from the root down to it. */
export function categoryKey(sidebar: string, path: readonly string[]): string {
  return `${sidebar}\u0000${path.join('\u0000')}`;
}

/** Open (true) or collapsed (false) state the reader gave a category, by {@link categoryKey}. */
export const rememberedCategories = new Map<string, boolean>();

/** Last scroll offset (CSS px) of a sidebar, by sidebar and where it is shown (column or drawer). */
export const rememberedScrolls = new Map<string, number>();
