import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

// Count real git processes: wrap execFile, keep its behaviour.
const spawned = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  const execFile = ((...args: Parameters<typeof original.execFile>) => {
    if (args[0] === 'git') spawned.count += 1;
    return original.execFile(...args);
  }) as typeof original.execFile;
  return { ...original, default: { ...original, execFile }, execFile };
});
// A small index keeps the test fast; the files are real, so git finds them.
vi.mock('@/lib/content', () => ({
  getContentIndex: async () => ({
    entries: [{ file: 'content/nilup.mdx' }, { file: 'content/learn/architecture.mdx' }, { file: 'openapi/nildb.yaml#/x' }],
  }),
}));

describe('the site-wide last-updated pass', () => {
  it('runs git once per build process, even when Next loads the module once per route bundle', async () => {
    vi.stubEnv('NODE_ENV', 'production'); // as in `next build`
    const first = await import('@/lib/content/git-last-updated');
    vi.resetModules();
    const second = await import('@/lib/content/git-last-updated');
    expect(second).not.toBe(first); // two module instances, as in two route bundles

    await Promise.all([
      first.siteLastUpdated.lastUpdated('content/nilup.mdx'),
      second.siteLastUpdated.lastUpdated('content/learn/architecture.mdx'),
      first.siteLastUpdated.all(),
      second.siteLastUpdated.all(),
    ]);
    expect(spawned.count).toBe(1);
  });
});
