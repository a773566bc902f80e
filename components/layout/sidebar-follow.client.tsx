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
    const start = scrollBox(el.querySelector('.sidebar-list') ?? el, el);
    if (!start?.clientHeight) return;
    const saved = rememberedScrolls.get(key);
    if (saved !== undefined) start.scrollTop = saved;
    // The current item is centred when that offset leaves it out of sight.
    const current = el.querySelector('.sidebar [aria-current="page"]')?.getBoundingClientRect();
    const view = start.getBoundingClientRect();
    if (current && (current.top < view.top || current.bottom > view.bottom)) start.scrollTop += current.top - view.top - (view.height - current.height) / 2;
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
