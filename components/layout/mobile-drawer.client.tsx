'use client';
import { useAppRouter, useCurrentPathname } from '@/components/ui/router-hooks';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { DOC_SIDEBAR_ID, DRAWER_ATTRIBUTE, NAVBAR_MENU_ID } from './layout-ids';
import { DESKTOP_MEDIA_QUERY } from '@/lib/config/breakpoints';
import { stripBasePath } from '@/lib/config/base-path';

/** Marks the history entry pushed while the drawer is open, so Back closes the drawer. */
const HISTORY_KEY = '__drawer';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** How the drawer closes decides what happens to the history entry it pushed. */
type CloseReason = 'ui' | 'history';

function visibleFocusables(containers: (Element | null)[]): HTMLElement[] {
  return containers
    .flatMap((c) => (c ? Array.from(c.querySelectorAll<HTMLElement>(FOCUSABLE)) : []))
    .filter((el) => el.getClientRects().length > 0);
}

/**
 * The mobile navigation (below {@link DESKTOP_MEDIA_QUERY}): a hamburger button
 * and a drawer with the primary menu (the navbar's items) and, on pages with a sidebar, the
 * secondary menu (the page's sidebar) with 'Back to main menu'.
 *
 * Both menus are existing elements, `#navbar-menu` and `#doc-sidebar`, that CSS shows inside the
 * drawer (keyed on `<html data-drawer>`) and the dialog adopts with `aria-owns`: nothing is
 * rendered twice (the export size would otherwise grow with pages × sidebar size).
 *
 * Opening pushes a history entry: Back closes the drawer instead of leaving the page. Links in the
 * drawer navigate with `replace`, so that entry never lingers. The drawer also closes on Escape,
 * on the backdrop, on its close button and when the window becomes desktop width. Focus is trapped
 * while open and returns to the hamburger button on close.
 */
export function MobileDrawer({ title, basePath }: { title: string; basePath: string }) {
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const router = useAppRouter();
  const pathname = useCurrentPathname();
  const panelId = useId();

  const openDrawer = () => {
    setSecondary(document.getElementById(DOC_SIDEBAR_ID) !== null);
    setOpen(true);
    window.history.pushState({ [HISTORY_KEY]: true }, '');
  };

  const close = useCallback((reason: CloseReason) => {
    setOpen(false);
    // Drop the entry pushed on open (its popstate is ignored: the drawer is already closed).
    if (reason === 'ui' && window.history.state?.[HISTORY_KEY]) window.history.back();
  }, []);

  // A navigation by other means (search, browser) closes the drawer too.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const menu = document.getElementById(secondary ? DOC_SIDEBAR_ID : NAVBAR_MENU_ID);
    html.setAttribute(DRAWER_ATTRIBUTE, secondary ? 'secondary' : 'primary');
    const containers = () => [panel.current, menu];
    const inside = (node: EventTarget | null) => containers().some((c) => c?.contains(node as Node));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close('ui');
      } else if (event.key === 'Tab') {
        const list = visibleFocusables(containers());
        if (!list.length) return;
        const at = list.indexOf(document.activeElement as HTMLElement);
        const next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 ? 0 : at + 1;
        event.preventDefault();
        list[next]!.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) closeButton.current?.focus();
    };
    const onPopState = () => {
      if (!window.history.state?.[HISTORY_KEY]) close('history');
    };
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onWidth = () => {
      if (desktop.matches) close('ui');
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !inside(anchor) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) {
        close('history');
        return;
      }
      event.preventDefault();
      const path = stripBasePath(url.pathname, basePath);
      if (path === pathname && url.search === window.location.search) {
        // Same page: drop the drawer's entry, then jump to the anchor (if any) on the page itself.
        if (url.hash) window.addEventListener('popstate', () => (window.location.hash = url.hash), { once: true });
        close('ui');
        return;
      }
      close('history');
      // Replaces the drawer's history entry: one Back returns to the page the drawer was opened on.
      router.replace(`${path}${url.search}${url.hash}`);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    // Capture phase: runs before next/link's handler, which then sees defaultPrevented and stays out.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    desktop.addEventListener('change', onWidth);
    return () => {
      html.removeAttribute(DRAWER_ATTRIBUTE);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      desktop.removeEventListener('change', onWidth);
    };
  }, [open, secondary, close, router, pathname, basePath]);

  // Focus moves into the drawer on open and back to the hamburger button on close.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const opener = toggle.current;
    const menus = [panel.current, document.getElementById(DOC_SIDEBAR_ID), document.getElementById(NAVBAR_MENU_ID)];
    return () => {
      const active = document.activeElement;
      // Unless the reader already moved focus elsewhere on purpose.
      if (!active || active === document.body || menus.some((m) => m?.contains(active))) opener?.focus();
    };
  }, [open]);

  const showPrimary = () => {
    setSecondary(false);
    requestAnimationFrame(() => document.getElementById(NAVBAR_MENU_ID)?.querySelector<HTMLElement>('a[href], button')?.focus());
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="navbar-toggle icon-button"
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close('ui') : openDrawer())}
      >
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {open ? (
        <>
          <div className="navbar-backdrop" onClick={() => close('ui')} />
          <div
            ref={panel}
            id={panelId}
            className="navbar-drawer"
            role="dialog"
            aria-modal="true"
            aria-label="Navigation"
            aria-owns={secondary ? DOC_SIDEBAR_ID : NAVBAR_MENU_ID}
          >
            <div className="navbar-drawer-header">
              <span className="navbar-drawer-title">{title}</span>
              <button ref={closeButton} type="button" className="icon-button" aria-label="Close navigation bar" onClick={() => close('ui')}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {secondary ? (
              <button type="button" className="navbar-drawer-back" onClick={showPrimary}>
                ← Back to main menu
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </>
  );
}
