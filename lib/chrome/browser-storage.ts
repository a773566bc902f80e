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

/**
 * A Web Storage object (HTML § 12.2) that keeps nothing: reads give `null`, writes are dropped.
 * Its methods live on the prototype, so `for (key in storage)` sees no keys.
 */
class NoStorage implements Storage {
  [name: string]: unknown;
  get length(): number {
    return 0;
  }
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

/**
 * Makes `window.localStorage` safe for third-party code that reads it without a guard (DocSearch
 * 5.1.0 does so whenever its modal opens): when reading the property throws, it is replaced, for
 * this page load, by a storage that keeps nothing. Call it before mounting such code.
 *
 * @returns `true` when the real storage is usable, `false` when the keep-nothing storage is in place
 */
export function ensureSafeLocalStorage(): boolean {
  if (localStorageOrNull() !== null) return true;
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, enumerable: true, value: new NoStorage() });
  } catch (error) {
    warnOnce(error);
  }
  return false;
}
