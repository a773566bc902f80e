/** Marks the history entry pushed while the mobile drawer is open, so Back closes the drawer. */
export const HISTORY_KEY = '__drawer';

/** How the drawer closes decides what happens to the history entry it pushed: `ui` drops it, `history` (Back) already did. */
export type CloseReason = 'ui' | 'history';
