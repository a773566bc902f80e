'use client';
import { useLayoutEffect } from 'react';
import { DOC_SIDEBAR_ID, DRAWER_ATTRIBUTE } from './layout-ids';
import { rememberScroll, rememberedScroll } from './sidebar-memory';

/** The element that scrolls the sidebar: the nearest ancestor of `from` inside `aside` with its own vertical scrolling. */
function scrollBox(from: Element, aside: HTMLElement): HTMLElement | null {
  for (let el: HTMLElement | null = from.parentElement; el; el = el.parentElement) {
    const overflow = getComputedStyle(el).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return el;
    if (el === aside) break;
  }
  return null;
}

/**
 * Scrolls the sidebar's own box (never the page) so that the current page's item is visible:
 * untouched when it already is, centred when it was out of sight.
 * @returns false when the sidebar is not shown (no box with a height)
 */
export function followCurrentItem(aside: HTMLElement): boolean {
  const current = aside.querySelector('.sidebar [aria-current="page"]');
  const box = scrollBox(current ?? aside.querySelector('.sidebar-list') ?? aside, aside);
  if (!box || !box.clientHeight) return false;
  if (!current) return true;
  const item = current.getBoundingClientRect();
  const view = box.getBoundingClientRect();
  if (item.top < view.top || item.bottom > view.bottom) box.scrollTop += item.top - view.top - (view.height - item.height) / 2;
  return true;
}

/**
 * Keeps the reader's place in the sidebar: on load the current item is brought into view (centred
 * when off-screen) by scrolling the sidebar's box only; across client-side navigation the sidebar
 * comes back at the offset the reader left it (the new current item is then centred only when that
 * offset hides it). The same when the sidebar is shown in the mobile drawer, which keeps an offset
 * of its own. Renders nothing.
 * @param sidebar - the sidebar's name (offsets are kept per sidebar)
 * @param activeHref - the current page's route (re-runs when it changes)
 */
export function SidebarFollow({ sidebar, activeHref }: { sidebar: string; activeHref: string }) {
  useLayoutEffect(() => {
    const aside = document.getElementById(DOC_SIDEBAR_ID);
    if (!aside) return;
    const html = document.documentElement;
    const key = () => `${sidebar}\u0000${html.hasAttribute(DRAWER_ATTRIBUTE) ? 'drawer' : 'column'}`;
    const box = () => scrollBox(aside.querySelector('.sidebar-list') ?? aside, aside);
    const restore = () => {
      const el = box();
      if (!el || !el.clientHeight) return;
      const saved = rememberedScroll(key());
      if (saved !== undefined) el.scrollTop = saved;
      followCurrentItem(aside);
      rememberScroll(key(), el.scrollTop);
    };
    restore();
    const onScroll = (event: Event) => {
      const el = box();
      if (el && event.target === el) rememberScroll(key(), el.scrollTop);
    };
    aside.addEventListener('scroll', onScroll, { capture: true, passive: true });
    // The drawer shows this same element: follow the current item when it opens on the sidebar.
    const observer = new MutationObserver(() => {
      if (html.getAttribute(DRAWER_ATTRIBUTE) === 'secondary') restore();
    });
    observer.observe(html, { attributes: true, attributeFilter: [DRAWER_ATTRIBUTE] });
    return () => {
      aside.removeEventListener('scroll', onScroll, { capture: true });
      observer.disconnect();
    };
  }, [sidebar, activeHref]);
  return null;
}
