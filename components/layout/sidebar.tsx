import type { SidebarNode } from '@/lib/content/navigation';
import { compactSidebar } from './sidebar-data';
import { SidebarTree } from './sidebar-tree.client';
import { SidebarFollow } from './sidebar-follow.client';

/**
 * The page's sidebar (only the one that lists it: keeps per-page HTML small). The tree renders
 * from compact data (sidebar-data.ts) because every page repeats it in its RSC payload. The link
 * to `activeHref` (the page's route) is the current item, and the categories holding `activeId`
 * start open; categories toggle on the client and render their items only while open, and the
 * reader's place in the sidebar (scroll offset, opened categories) survives client-side
 * navigation (sidebar-follow.client.tsx).
 */
export function Sidebar({ nodes, activeId, activeHref, label }: { nodes: SidebarNode[]; activeId: string; activeHref: string; label: string }) {
  return (
    <>
      <nav className="sidebar" aria-label={label}>
        <SidebarTree items={compactSidebar(nodes, activeId)} activeHref={activeHref} sidebar={label} />
      </nav>
      <SidebarFollow sidebar={label} activeHref={activeHref} />
    </>
  );
}
