'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { loadOnce } from '@/lib/chrome/load-once';
import { DESKTOP_MEDIA_QUERY } from '@/lib/config/breakpoints';
import { HISTORY_KEY, type CloseReason } from './layout-ids';
import { publishedSidebar } from './sidebar-store';
import type { MobileDrawerPanelProps } from './mobile-drawer-panel.client';

/** Loads the drawer's dialog once; a failed load is forgotten so the next press tries again. */
const loadPanel: () => Promise<ComponentType<MobileDrawerPanelProps>> = loadOnce(() => import('./mobile-drawer-panel.client').then((m) => m.MobileDrawerPanel));

/**
 * The mobile navigation (below {@link DESKTOP_MEDIA_QUERY}): the hamburger button, and the drawer
 * (mobile-drawer-panel.client.tsx), whose code loads when the reader reaches for the button
 * (pointer, touch or focus) rather than with the page. Opening pushes a history entry, so Back
 * closes the drawer instead of leaving the page; any navigation closes it.
 * @param menu - the navbar's items: the drawer's primary menu
 */
export function MobileDrawer({ title, basePath, menu }: { title: string; basePath: string; menu: ReactNode }) {
  const [Panel, setPanel] = useState<ComponentType<MobileDrawerPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const preload = () => void loadPanel().catch(() => undefined);

  const openDrawer = () => {
    loadPanel().then(
      (component) => {
        setPanel(() => component);
        setSecondary(publishedSidebar() !== null);
        setOpen(true);
        window.history.pushState({ [HISTORY_KEY]: true }, '');
      },
      // The code did not load (offline): the button stays a button; the next press tries again.
      () => undefined,
    );
  };

  const close = useCallback((reason: CloseReason) => {
    setOpen(false);
    // Drop the entry pushed on open (its popstate is ignored: the drawer is already closed).
    if (reason === 'ui' && window.history.state?.[HISTORY_KEY]) window.history.back();
  }, []);

  // A navigation by other means (search, browser) closes the drawer too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation: the pathname is the trigger, not an input.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="navbar-toggle icon-button"
        aria-label="Toggle navigation bar"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => (open ? close('ui') : openDrawer())}
      >
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {Panel ? (
        <Panel open={open} secondary={secondary} setSecondary={setSecondary} close={close} title={title} basePath={basePath} menu={menu} opener={opener} />
      ) : null}
    </>
  );
}
