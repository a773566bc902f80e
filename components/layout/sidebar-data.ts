/**
 * The sidebar as compact data for the client tree (sidebar-tree.client.tsx). Every page carries its
 * sidebar in the HTML and in the RSC payload (inline in the HTML and in the `.txt` files next to
 * it); rendered on the server, each link costs ~150 bytes of payload as an element tree, as a
 * tuple ~40. What readers see is unchanged.
 */
import type { SidebarNode } from '@/lib/content/navigation';

/** A title line (`LEARN`). */
export type CompactTitle = [kind: 0, label: string];
/** A page of the site; `method` for API operations (the badge). */
export type CompactDoc = [kind: 1, label: string, href: string, method?: string];
/** A link item: internal route or external URL (external ones get the ↗ mark). */
export type CompactLink = [kind: 2, label: string, href: string, external: 0 | 1];
/**
 * A category: its page (`''` if none), how it starts on this page (already resolved: 0 open, 1
 * collapsed, 2 open because it holds the current page, which no remembered choice overrides), and
 * its items.
 */
export type CompactCategory = [kind: 3, label: string, href: string, state: 0 | 1 | 2, items: CompactItem[]];
/** One sidebar item. */
export type CompactItem = CompactTitle | CompactDoc | CompactLink | CompactCategory;

/** True when the category (or anything below it) is the page `id`. */
function containsPage(node: SidebarNode, id: string): boolean {
  if (node.type === 'doc') return node.id === id;
  if (node.type === 'category') return node.docId === id || node.items.some((n) => containsPage(n, id));
  return false;
}

/**
 * Encodes a resolved sidebar for the page `activeId`. Categories declared collapsed start collapsed
 * unless they contain the page; those that contain it are marked (state 2).
 */
export function compactSidebar(nodes: SidebarNode[], activeId: string): CompactItem[] {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch returns for every node type (TypeScript checks it is exhaustive).
  return nodes.map((node): CompactItem => {
    switch (node.type) {
      case 'title':
        return [0, node.label];
      case 'doc':
        return node.method ? [1, node.label, node.href, node.method] : [1, node.label, node.href];
      case 'link':
        return [2, node.label, node.href, node.external ? 1 : 0];
      case 'category':
        return [3, node.label, node.href ?? '', containsPage(node, activeId) ? 2 : node.collapsed ? 1 : 0, compactSidebar(node.items, activeId)];
    }
  });
}
