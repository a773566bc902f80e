/**
 * localStorage access that never throws: private mode, a full quota or disabled storage make the
 * site work without persistence, and log one warning per page load (issue 9, item 7).
 */
let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
}

/** Reads a key; `null` when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Writes a key (removes it for `null`); a failure is logged once and otherwise ignored. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}
