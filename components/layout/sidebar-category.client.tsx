'use client';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { useId, useState, type ReactNode } from 'react';
import { rememberedCategories } from './sidebar-store';

/**
 * A collapsible sidebar category. Opening one never closes another. The reader's choice is
 * remembered across client-side navigation (sidebar-store.ts, under `memoryKey`); a category
 * that holds the current page (`holdsCurrent`) always starts open.
 * With `href` the label links to the category's page and a separate button toggles. Items of a
 * collapsed category are not rendered (nobody sees or reaches them), which keeps them out of the
 * page's HTML until the reader opens it.
 */
export function SidebarCategory({
  label,
  href,
  active,
  initiallyCollapsed,
  holdsCurrent,
  memoryKey,
  children,
}: {
  label: string;
  href?: string;
  active: boolean;
  initiallyCollapsed: boolean;
  holdsCurrent: boolean;
  memoryKey: string;
  children?: ReactNode;
}) {
  const [collapsed, setCollapsedState] = useState(() => {
    const remembered = holdsCurrent ? undefined : rememberedCategories.get(memoryKey);
    return remembered === undefined ? initiallyCollapsed : !remembered;
  });
  const toggle = () =>
    setCollapsedState((c) => {
      rememberedCategories.set(memoryKey, c);
      return !c;
    });
  const listId = useId();
  const hasItems = Boolean(children);
  return (
    <div className={`sidebar-category${collapsed ? ' collapsed' : ''}`}>
      <div className="sidebar-category-row">
        {href ? (
          <Link href={href} className={`sidebar-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
            {label}
          </Link>
        ) : (
          <button type="button" className="sidebar-link sidebar-category-label" aria-expanded={!collapsed} onClick={toggle}>
            {label}
          </button>
        )}
        {href && hasItems ? (
          <button
            type="button"
            className="sidebar-caret"
            aria-expanded={!collapsed}
            aria-controls={listId}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${label}'`}
            onClick={toggle}
          />
        ) : null}
      </div>
      {hasItems ? (
        <div id={listId} hidden={collapsed}>
          {collapsed ? null : children}
        </div>
      ) : null}
    </div>
  );
}
