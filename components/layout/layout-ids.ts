/**
 * DOM ids shared by server components and client leaves (a plain module: constants exported from
 * a `'use client'` file are client references on the server, not values).
 */

/** The page's sidebar `<aside>`: a column on desktop (the mobile drawer renders its own copy). */
export const DOC_SIDEBAR_ID = 'doc-sidebar';

/**
 * The body of a doc page (after the navbar, the sidebar and the page header). The page asks the
 * browser not to render before this element is parsed (`<link rel="expect" blocking="render">`),
 * so a first paint of a half-parsed navbar or header never shifts when the rest arrives.
 */
export const DOC_BODY_ID = 'doc-body';

/** `<html>` attribute set while the mobile drawer is open: `primary` or `secondary` (sidebar shown). */
export const DRAWER_ATTRIBUTE = 'data-drawer';

/** `<html>` attribute set while hide-on-scroll has hidden the navbar. */
export const NAVBAR_HIDDEN_ATTRIBUTE = 'data-navbar-hidden';

/** The navbar's items (left and right, search excluded); hidden on mobile, where the drawer shows them. */
export const NAVBAR_MENU_ID = 'navbar-menu';

/**
 * Attribute of a doc page's layout element naming the content id of the navbar `doc` item that
 * holds the page (lib/content/navigation.ts `navbarOwner`): the navbar marks that item current.
 */
export const NAVBAR_OWNER_ATTRIBUTE = 'data-navbar-owner';
