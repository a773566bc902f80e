// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// lib/chrome/browser-storage.ts keeps a module-level "warned" flag: import a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('@/lib/chrome/browser-storage');
}

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  vi.restoreAllMocks();
});

describe('browser storage', () => {
  test('reads and writes when storage works, without warnings', async () => {
    const { readStorage, writeStorage } = await load();
    writeStorage('k', 'v');
    expect(readStorage('k')).toBe('v');
    writeStorage('k', null);
    expect(readStorage('k')).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  test('disabled storage: no throw, null reads, one warning for many failures', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const { readStorage, writeStorage } = await load();
    expect(readStorage('theme')).toBeNull();
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    expect(() => writeStorage('docusaurus.announcement.dismiss', 'true')).not.toThrow();
    expect(console.warn).toHaveBeenCalledOnce();
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toBe('Browser storage is unavailable; preferences will not be remembered.');
  });

  test('a full quota: the write is dropped with one warning', async () => {
    const store = new Map<string, string>();
    const full = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (key: string) => store.delete(key),
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, value: full });
    const { readStorage, writeStorage } = await load();
    writeStorage('a', '1');
    writeStorage('b', '2');
    expect(readStorage('a')).toBeNull();
    expect(console.warn).toHaveBeenCalledOnce();
  });
});
