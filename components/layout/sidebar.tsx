import type { SidebarNode } from '@/lib/content/sidebars';
import { compactSidebar } from './sidebar-data';
import { SidebarTree } from './sidebar-tree.client';
import { SidebarFollow } from './sidebar-follow.client';

/** The href of the page `id` in the sidebar (a doc item or a category's page), or `''`. */
function hrefOf(nodes: SidebarNode[], id: string): string {
  for (const node of nodes) {
    if (node.type === 'doc' && node.id === id) return node.href;
    if (node.type === 'category') {
      if (node.docId === id && node.href) return node.href;
      const found = hrefOf(node.items, id);
      if (found) return found;
    }
  }
  return '';
}

/**
 * The page's sidebar (only the one that lists it: keeps per-page HTML small). The tree renders
 * from compact data (sidebar-data.ts) because every page repeats it in its RSC payload; the active
 * item and which categories start open are decided here from `activeId`; categories toggle on the
 * client and render their items only while open, and the reader's place in the sidebar (scroll
 * offset, opened categories) survives client-side navigation (sidebar-follow.client.tsx).
 */
export function Sidebar({ nodes, activeId, label }: { nodes: SidebarNode[]; activeId: string; label: string }) {
  const activeHref = hrefOf(nodes, activeId);
  return (
    <>
      <nav className="sidebar" aria-label={label}>
        <SidebarTree items={compactSidebar(nodes, activeId)} activeHref={activeHref} sidebar={label} />
      </nav>
      <SidebarFollow sidebar={label} activeHref={activeHref} />
    </>
  );
}
