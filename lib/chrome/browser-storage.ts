/**
 * The one adapter for browser storage. `localStorage` access that never throws: private mode, a
 * full quota or blocked site data (the `localStorage` getter itself throws a `SecurityError`)
 * make the site work without persistence, and log one warning per page load. No Node imports.
 */
let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
}

/** The page's `localStorage`, or `null` when reading the property throws or it is absent. */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Reads a key; `null` when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Writes a key (removes it for `null`); a failure is logged once and otherwise ignored. */
export function writeStorage(key: string, value: string | null): void {
  try {
    const storage = localStorageOrNull();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}
