/**
 * DOM ids, markers and DOM helpers shared by server components and client leaves (a plain module: constants
 * exported from a `'use client'` file are client references on the server, not values; and the
 * drawer's button must not import its lazily loaded panel for them).
 */

/** The page's sidebar `<aside>`: a column on desktop (the mobile drawer renders its own copy). */
export const DOC_SIDEBAR_ID = 'doc-sidebar';

/**
 * Attribute of a doc page's layout element naming the content id of the navbar `doc` item that
 * holds the page (lib/content/navigation.ts `navbarOwner`): the navbar marks that item current.
 */
export const NAVBAR_OWNER_ATTRIBUTE = 'data-navbar-owner';

/** The empty element right after a doc page's body: the first paint waits for it (`rel=expect`). */
export const BODY_END_ID = 'doc-body-end';

/** Marks the history entry pushed while the mobile drawer is open, so Back closes the drawer. */
export const HISTORY_KEY = '__drawer';

/** How the drawer closes decides what happens to the history entry it pushed: `ui` drops it, `history` (Back) already did. */
export type CloseReason = 'ui' | 'history';

/**
 * The address of a link the reader plain-left-clicked to open in this tab (no modifier key, no
 * `target` other than `_self`, no `download`), resolved against the page; null for any other click.
 */
export function plainLinkClick(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return new URL(anchor.href, window.location.href);
}
