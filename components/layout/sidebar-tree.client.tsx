'use client';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { SmartLink } from '@/components/ui/smart-link';
import { MethodBadge } from '@/components/ui/method-badge';
import { SidebarCategory } from './sidebar-category.client';
import type { CompactItem } from './sidebar-data';

/**
 * Renders a sidebar from compact data (sidebar-data.ts): the same markup the server rendered
 * before, from a payload a third of the size. The current page's link (`activeHref`) is marked
 * `aria-current="page"`.
 */
export function SidebarTree({ items, activeHref }: { items: CompactItem[]; activeHref: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, i) => {
        switch (item[0]) {
          case 0:
            return (
              <li key={i} className="sidebar-title">
                {item[1]}
              </li>
            );
          case 1: {
            const [, label, href, method] = item;
            const active = href === activeHref;
            return (
              <li key={i}>
                <Link href={href} className={`sidebar-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
                  {method ? <MethodBadge method={method} /> : null}
                  {label}
                </Link>
              </li>
            );
          }
          case 2: {
            const [, label, href, external] = item;
            return (
              <li key={i}>
                <SmartLink href={href} className="sidebar-link">
                  {label}
                  {external ? (
                    <span className="external-mark" aria-label="(external)">
                      ↗
                    </span>
                  ) : null}
                </SmartLink>
              </li>
            );
          }
          case 3: {
            const [, label, href, collapsed, children] = item;
            return (
              <li key={i}>
                <SidebarCategory label={label} href={href || undefined} active={href !== '' && href === activeHref} initiallyCollapsed={collapsed === 1}>
                  {children.length ? <SidebarTree items={children} activeHref={activeHref} /> : null}
                </SidebarCategory>
              </li>
            );
          }
        }
      })}
    </ul>
  );
}
