/**
 * The announcement bar's browser-storage rule: two keys,
 * one constant each. Closing stores dismiss=true; on load, a configured id that differs from the
 * stored one is stored and clears the dismissal, so a new bar shows again.
 */

/** localStorage key: `'true'` once the reader closed the bar with the stored id. */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
/** localStorage key: the id of the bar the reader last saw. */
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** `<html>` attribute the inline script sets, so CSS hides a dismissed bar before first paint. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * The inline `<head>` script that applies the storage rule before first paint (no layout shift).
 * Storage failures are swallowed: the bar then simply shows (lib/chrome/browser-storage.ts warns later).
 * @param id - the configured bar id
 * @returns JavaScript source for a `<script>` element
 */
export function announcementScript(id: string): string {
  const [dismissKey, idKey, attr] = [ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISSED_ATTRIBUTE].map((v) => JSON.stringify(v));
  return (
    `try{var s=localStorage;` +
    `if(s.getItem(${idKey})!==${JSON.stringify(id)}){s.setItem(${idKey},${JSON.stringify(id)});s.removeItem(${dismissKey})}` +
    `if(s.getItem(${dismissKey})==='true')document.documentElement.setAttribute(${attr},'true')}catch(e){}`
  );
}
