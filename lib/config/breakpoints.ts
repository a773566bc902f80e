/**
 * The layout breakpoints, in CSS pixels: the one source for the media queries of the stylesheets
 * (`app/*.css`, checked against these values by tests/config/breakpoints.test.ts) and of the
 * scripts (the mobile drawer closes when the window reaches desktop width). Plain constants, no
 * imports: client components import this module.
 */

/** Widest viewport with the mobile layout (hamburger and drawer, no sidebar column). */
export const MOBILE_MAX_WIDTH_PX = 996;
/** Narrowest viewport with the desktop layout. */
export const DESKTOP_MIN_WIDTH_PX = MOBILE_MAX_WIDTH_PX + 1;
/** Widest viewport without the table-of-contents column. */
export const TOC_HIDDEN_MAX_WIDTH_PX = 1200;

/** Narrowest viewport with the table-of-contents column. */
const TOC_COLUMN_MIN_WIDTH_PX = TOC_HIDDEN_MAX_WIDTH_PX + 1;
/** Widest viewport treated as a phone (the in-article "On this page" starts closed). */
const PHONE_MAX_WIDTH_PX = 768;

/** Widest viewport where DocSearch's own stylesheet (@docsearch/css 5) shows its compact button. */
export const DOCSEARCH_COMPACT_MAX_WIDTH_PX = 768;

/** Media query of the mobile layout, as written in the stylesheets. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** Media query of the desktop layout, as written in the stylesheets and given to `matchMedia`. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;
/** Media query of the layout without the table of contents. */
export const TOC_HIDDEN_MEDIA_QUERY = `(max-width: ${TOC_HIDDEN_MAX_WIDTH_PX}px)`;
/** Media query of the layout with the table-of-contents column. */
export const TOC_COLUMN_MEDIA_QUERY = `(min-width: ${TOC_COLUMN_MIN_WIDTH_PX}px)`;
/** Media query of viewports wider than a phone. */
export const ABOVE_PHONE_MEDIA_QUERY = `(min-width: ${PHONE_MAX_WIDTH_PX + 1}px)`;
/** Media query above DocSearch's compact button width. */
export const DOCSEARCH_WIDE_MEDIA_QUERY = `(min-width: ${DOCSEARCH_COMPACT_MAX_WIDTH_PX + 1}px)`;
