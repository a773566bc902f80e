import { describe, expect, it, vi } from 'vitest';

/** Two instances of the module, as two route bundles of one Next build have. */
async function twoInstances() {
  vi.resetModules();
  const a = await import('@/lib/content/process-memo');
  vi.resetModules();
  const b = await import('@/lib/content/process-memo');
  return [a, b] as const;
}

describe('processMemo', () => {
  it('shares one value between module instances in a production build', async () => {
    const [a, b] = await twoInstances();
    const create = vi.fn(() => ({ built: true }));
    const key = `test-${Math.random()}`;
    expect(a.processMemo(key, create, true)).toBe(b.processMemo(key, create, true));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('does not share outside production (dev server, tests, scripts)', async () => {
    const [a, b] = await twoInstances();
    const create = vi.fn(() => ({}));
    const key = `test-${Math.random()}`;
    expect(a.processMemo(key, create, false)).not.toBe(b.processMemo(key, create, false));
    expect(create).toHaveBeenCalledTimes(2);
  });
});
