import { AppLink as Link } from '@/components/ui/app-link.client';
import type { SidebarNode } from '@/lib/sidebars';
import { SmartLink } from '@/components/ui/smart-link';
import { SidebarCategory } from './sidebar-category.client';
import { MethodBadge } from '@/components/ui/method-badge';

/** True when the category (or anything below it) is the current page. */
function containsPage(node: SidebarNode, id: string): boolean {
  if (node.type === 'doc') return node.id === id;
  if (node.type === 'category') return node.docId === id || node.items.some((n) => containsPage(n, id));
  return false;
}

function Items({ nodes, activeId }: { nodes: SidebarNode[]; activeId: string }) {
  return (
    <ul className="sidebar-list">
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'title':
            return (
              <li key={i} className="sidebar-title">
                {node.label}
              </li>
            );
          case 'doc': {
            const active = node.id === activeId;
            return (
              <li key={i}>
                <Link
                  href={node.href}
                  className={`sidebar-link${active ? ' active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {node.method ? <MethodBadge method={node.method} /> : null}
                  {node.label}
                </Link>
              </li>
            );
          }
          case 'link':
            return (
              <li key={i}>
                <SmartLink href={node.href} className="sidebar-link">
                  {node.label}
                  {node.external ? <span className="external-mark" aria-label="(external)">↗</span> : null}
                </SmartLink>
              </li>
            );
          case 'category': {
            const active = node.docId === activeId;
            return (
              <li key={i}>
                <SidebarCategory
                  label={node.label}
                  href={node.href}
                  active={active}
                  initiallyCollapsed={node.collapsed && !containsPage(node, activeId)}
                >
                  {node.items.length ? <Items nodes={node.items} activeId={activeId} /> : null}
                </SidebarCategory>
              </li>
            );
          }
        }
      })}
    </ul>
  );
}

/**
 * The page's sidebar (only the one that lists it: keeps per-page HTML small). Active item and
 * category expansion are decided on the server from `activeId`; categories toggle on the client.
 */
export function Sidebar({ nodes, activeId, label }: { nodes: SidebarNode[]; activeId: string; label: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items nodes={nodes} activeId={activeId} />
    </nav>
  );
}
