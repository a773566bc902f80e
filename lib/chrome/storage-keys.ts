/**
 * Browser-storage keys, one constant each, importable from server and client modules alike
 * (a constant exported from a `'use client'` module is only a client reference on the server).
 */

/** The colour-mode choice (next-themes `storageKey`). */
export const THEME_KEY = 'theme';

/** `'true'` while the reader keeps the docs sidebar hidden. */
export const SIDEBAR_HIDDEN_KEY = 'docs.sidebar.hidden';

/** Prefix of the remembered tab choice per `<Tabs groupId>`. */
export const TABS_KEY_PREFIX = 'docs.tabs.';

/** The recent searches of the search dialog (a JSON list, newest first). */
export const RECENT_SEARCHES_KEY = 'docs.search.recent';
