'use client';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { SmartLink } from '@/components/ui/smart-link';
import { MethodBadge } from '@/components/ui/method-badge';
import { SidebarCategory } from './sidebar-category.client';
import type { CompactItem } from './sidebar-data';
import { categoryKey, publishSidebar } from './sidebar-store';
import { useEffect } from 'react';

/**
 * Renders a sidebar from compact data (sidebar-data.ts): the same markup the server rendered
 * before, from a payload a third of the size. The current page's link (`activeHref`) is marked
 * `aria-current="page"`.
 * @param sidebar - the sidebar's name: with `path` (the labels of the enclosing categories) it keys
 *   the open/collapsed state the reader gave each category (sidebar-store.ts)
 */
export function SidebarTree({
  items,
  activeHref,
  sidebar,
  path = [],
  publish = true,
}: {
  items: CompactItem[];
  activeHref: string;
  sidebar: string;
  path?: string[];
  /** The page's own tree publishes itself for the mobile drawer (sidebar-store.ts); the drawer's copy does not. */
  publish?: boolean;
}) {
  const root = path.length === 0 && publish;
  useEffect(() => {
    if (root) return publishSidebar({ items, activeHref, sidebar });
  }, [root, items, activeHref, sidebar]);
  return (
    <ul className="sidebar-list">
      {/* biome-ignore lint/suspicious/useIterableCallbackReturn: the switch returns for every item kind (TypeScript checks it is exhaustive). */}
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
                    <span className="external-mark">
                      <span aria-hidden="true">↗</span>
                      <span className="visually-hidden">(external)</span>
                    </span>
                  ) : null}
                </SmartLink>
              </li>
            );
          }
          case 3: {
            const [, label, href, state, children] = item;
            const here = [...path, label];
            return (
              <li key={i}>
                <SidebarCategory
                  label={label}
                  href={href || undefined}
                  active={href !== '' && href === activeHref}
                  initiallyCollapsed={state === 1}
                  holdsCurrent={state === 2}
                  memoryKey={categoryKey(sidebar, here)}
                >
                  {children.length ? <SidebarTree items={children} activeHref={activeHref} sidebar={sidebar} path={here} /> : null}
                </SidebarCategory>
              </li>
            );
          }
        }
      })}
    </ul>
  );
}
