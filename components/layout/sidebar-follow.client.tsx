'use client';
import { useLayoutEffect, type RefObject } from 'react';
import { DOC_SIDEBAR_ID } from './layout-ids';
import { rememberedScrolls } from './sidebar-store';

/** The element that scrolls the sidebar: the nearest ancestor of `from`, up to `root`, with its own vertical scrolling. */
function scrollBox(from: Element, root: HTMLElement): HTMLElement | null {
  for (let el: HTMLElement | null = from.parentElement; el; el = el.parentElement) {
    const overflow = getComputedStyle(el).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return el;
    if (el === root) break;
  }
  return null;
}

/**
 * Scrolls the sidebar's own box (never the page) so that the current page's item is visible:
 * untouched when it already is, centred when it was out of sight.
 * @param root - the sidebar (or the element around it)
 * @returns false when the sidebar is not shown (no box with a height)
 */
export function followCurrentItem(root: HTMLElement): boolean {
  const current = root.querySelector('.sidebar [aria-current="page"]');
  const box = scrollBox(current ?? root.querySelector('.sidebar-list') ?? root, root);
  if (!box?.clientHeight) return false;
  if (!current) return true;
  const item = current.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  if (item.top < view.top || item.bottom > view.bottom) box.scrollTop += item.top - view.top - (view.height - item.height) / 2;
  return true;
}

/**
 * Keeps the reader's place in a sidebar shown in `root`: on mount it comes back at the offset the
 * reader left it in this place (`column` or `drawer`, kept per sidebar across client-side
 * navigation), then the current item is centred if that offset hides it; later scrolling is
 * remembered. Only the sidebar's own box scrolls, never the page.
 * @param sidebar - the sidebar's name
 * @param place - where it is shown; each place keeps its own offset
 * @param activeHref - the current page's route (re-runs when it changes)
 */
export function useSidebarPlace(root: RefObject<HTMLElement | null> | (() => HTMLElement | null), sidebar: string, place: string, activeHref: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `activeHref` is the trigger (a new current page); `root` is read when it runs.
  useLayoutEffect(() => {
    const el = typeof root === 'function' ? root() : root.current;
    if (!el) return;
    const key = `${sidebar}\u0000${place}`;
    const box = () => scrollBox(el.querySelector('.sidebar-list') ?? el, el);
    const start = box();
    if (!start?.clientHeight) return;
    const saved = rememberedScrolls.get(key);
    if (saved !== undefined) start.scrollTop = saved;
    followCurrentItem(el);
    rememberedScrolls.set(key, start.scrollTop);
    const onScroll = (event: Event) => {
      if (event.target === start) rememberedScrolls.set(key, start.scrollTop);
    };
    el.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => el.removeEventListener('scroll', onScroll, { capture: true });
  }, [root, sidebar, place, activeHref]);
}

const docSidebar = () => document.getElementById(DOC_SIDEBAR_ID);

/**
 * Keeps the reader's place in the page's sidebar column ({@link useSidebarPlace}); the mobile
 * drawer does the same for its copy. Renders nothing.
 * @param sidebar - the sidebar's name (offsets are kept per sidebar)
 * @param activeHref - the current page's route
 */
export function SidebarFollow({ sidebar, activeHref }: { sidebar: string; activeHref: string }) {
  useSidebarPlace(docSidebar, sidebar, 'column', activeHref);
  return null;
}
