'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { DESKTOP_MEDIA_QUERY } from '@/lib/config/breakpoints';
import { stripBasePath } from '@/lib/config/base-path';
import { publishedSidebar, subscribeSidebar, type PublishedSidebar } from './sidebar-store';
import { SidebarTree } from './sidebar-tree.client';
import { useSidebarPlace } from './sidebar-follow.client';
import { HISTORY_KEY, plainLinkClick, type CloseReason } from './layout-ids';

/** The page's sidebar inside the drawer, scrolled to the reader's place (sidebar-follow.client.tsx). */
function DrawerSidebar({ published }: { published: PublishedSidebar }) {
  const nav = useRef<HTMLElement>(null);
  useSidebarPlace(nav, published.sidebar, 'drawer', published.activeHref);
  return (
    <nav ref={nav} className="sidebar navbar-drawer-sidebar" aria-label={published.sidebar}>
      <SidebarTree items={published.items} activeHref={published.activeHref} sidebar={published.sidebar} publish={false} />
    </nav>
  );
}

const BACKDROP_CLASS = 'navbar-backdrop';
/** `<html>` attribute set while the drawer is open: `primary` or `secondary` (sidebar shown); the CSS keys on it. */
const DRAWER_ATTRIBUTE = 'data-drawer';

/**
 * Makes everything outside the dialog it sits in `inert` (HTML § 6.3: no focus, no clicks, no
 * find-in-page) for as long as it is mounted. Rendered inside the dialog's content, so it runs once
 * the portal holds the content.
 */
function InertBackground() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const panel = marker.current?.closest('[role="dialog"]');
    if (!panel) return;
    // The backdrop is portalled on its own, beside the dialog: it must still take the closing click.
    const others = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(panel) && !el.classList.contains(BACKDROP_CLASS) && !el.inert,
    );
    for (const el of others) el.inert = true;
    return () => {
      for (const el of others) el.inert = false;
    };
  }, []);
  return <span ref={marker} hidden />;
}

/** What the drawer's button (mobile-drawer.client.tsx) hands its panel. */
export interface MobileDrawerPanelProps {
  open: boolean;
  /** The panel shows the page's sidebar (true) or the primary menu. */
  secondary: boolean;
  setSecondary: (secondary: boolean) => void;
  /** Closes the drawer: `ui` also drops the history entry pushed on open, `history` when Back did. */
  close: (reason: CloseReason) => void;
  title: string;
  basePath: string;
  /** The navbar's items, the primary menu. */
  menu: ReactNode;
  /** The hamburger button, which gets focus back when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The mobile drawer's dialog, loaded when the reader first reaches for the hamburger button: a
 * modal on Radix Dialog (`@radix-ui/react-dialog`: focus trapped inside, Escape and the backdrop
 * close it, page scroll locked, the rest of the page hidden from assistive technology), with the
 * rest of the page `inert` as well while open ({@link InertBackground}). It shows the primary menu (the navbar's items) and,
 * on pages with a sidebar, the secondary menu (the page's sidebar, published by the page:
 * sidebar-store.ts) with 'Back to main menu'. Its content exists only while it is open, so the
 * page's HTML holds each menu once.
 *
 * Links in the drawer navigate with `replace`, so the history entry pushed on open never lingers;
 * Back and a window that becomes desktop width close it.
 */
export function MobileDrawerPanel({ open, secondary, setSecondary, close, title, basePath, menu, opener }: MobileDrawerPanelProps) {
  const sidebar = useSyncExternalStore(subscribeSidebar, publishedSidebar, () => null);
  const content = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    html.setAttribute(DRAWER_ATTRIBUTE, secondary ? 'secondary' : 'primary');
    const onPopState = () => {
      if (!window.history.state?.[HISTORY_KEY]) close('history');
    };
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onWidth = () => {
      if (desktop.matches) close('ui');
    };
    window.addEventListener('popstate', onPopState);
    desktop.addEventListener('change', onWidth);
    return () => {
      html.removeAttribute(DRAWER_ATTRIBUTE);
      window.removeEventListener('popstate', onPopState);
      desktop.removeEventListener('change', onWidth);
    };
  }, [open, secondary, close]);

  // In the capture phase, before next/link's own handler (which then sees defaultPrevented).
  const onLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    const url = event.defaultPrevented ? null : plainLinkClick(event.nativeEvent);
    if (!url) return;
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

  const showPrimary = () => {
    setSecondary(false);
    requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('.navbar-drawer-menu a[href], .navbar-drawer-menu button')?.focus());
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close('ui'))}>
      <Dialog.Portal>
        <Dialog.Overlay className={BACKDROP_CLASS} />
        <Dialog.Content
          ref={content}
          className="navbar-drawer"
          aria-describedby={undefined}
          onClickCapture={onLinkClick}
          onCloseAutoFocus={(event) => {
            // Back to the hamburger button (there is no Dialog.Trigger: the button loads this code).
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">Navigation</Dialog.Title>
          <InertBackground />
          <div className="navbar-drawer-header">
            <span className="navbar-drawer-title">{title}</span>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label="Close navigation bar">
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </div>
          {secondary && sidebar ? (
            <>
              <button type="button" className="navbar-drawer-back" onClick={showPrimary}>
                ← Back to main menu
              </button>
              <DrawerSidebar published={sidebar} />
            </>
          ) : (
            <div className="navbar-drawer-menu">{menu}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
