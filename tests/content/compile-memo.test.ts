// A compile that keeps a memo (the dev server's) compiles only the pages whose files changed, and
// its model equals the one a fresh compile makes: the changed page, a deleted one, and the
// Markdown twins that show another page's description.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent, createCompileMemo } from '@/lib/compile';
import { page, tempTree } from '../helpers';

describe('compileContent with a memo', () => {
  it('compiles only what changed, and makes the model a fresh compile makes', async () => {
    const root = tempTree({
      'content/a.mdx': page('Alpha', 'First text.\n\n<Card title="Beta" href="/b" />'),
      'content/b.mdx': `---\ntitle: Beta\ndescription: Beta, before.\n---\n\nSecond text.\n`,
      'content/c.mdx': page('Gamma', 'Third text.'),
    });
    const options = { dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') };
    const fresh = async () => (await compileContent(options)).compiled;
    const memo = createCompileMemo();
    const withMemo = async () => (await compileContent({ ...options, memo })).compiled;

    expect((await withMemo()).stats.compiles).toBe(3);
    expect((await withMemo()).stats.compiles).toBe(0);

    fs.writeFileSync(path.join(root, 'content/a.mdx'), page('Alpha', 'Edited text.\n\n<Card title="Beta" href="/b" />'));
    const edited = await withMemo();
    expect(edited.stats.compiles).toBe(1);
    expect(edited.markdown['/a']).toContain('Edited text.');
    expect(edited).toEqual({ ...(await fresh()), stats: edited.stats });

    // b's description shows in a's Markdown twin (a body-less card), and the page's card shows the same text: a's twin is made again.
    expect(edited.markdown['/a']).toContain('- [Beta](https://docs.nillion.com/b): Beta, before.');
    expect(edited.cards).toEqual({ '/b': 'Beta, before.' });
    fs.writeFileSync(path.join(root, 'content/b.mdx'), `---\ntitle: Beta\ndescription: Beta, after.\n---\n\nSecond text.\n`);
    const described = await withMemo();
    expect(described.stats.compiles).toBe(1);
    expect(described.markdown['/a']).toContain('Beta, after.');
    expect(described).toEqual({ ...(await fresh()), stats: described.stats });

    fs.rmSync(path.join(root, 'content/c.mdx'));
    const deleted = await withMemo();
    expect(deleted.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(deleted).toEqual({ ...(await fresh()), stats: deleted.stats });
    expect([...memo.pages.keys()].sort()).toEqual([expect.stringMatching(/a\.mdx$/), expect.stringMatching(/b\.mdx$/)]);
  });
});

describe('compileContent with a memo, and a spec', () => {
  const spec = (summary: string) =>
    `openapi: 3.0.3\ninfo: {title: Pings, version: "1"}\npaths:\n  /ping:\n    get:\n      operationId: ping\n      summary: ${summary}\n      responses:\n        "200": {description: Pong.}\n`;

  it('compiles no API page for a page edit, and only the spec’s pages for a spec edit', async () => {
    const root = tempTree({ 'content/a.mdx': page('Alpha', 'First text.'), 'openapi/pings.yaml': spec('Ping') });
    const options = { dirs: [path.join(root, 'content')], root, publicDir: path.join(root, 'public') };
    const memo = createCompileMemo();
    const withMemo = async () => (await compileContent({ ...options, memo })).compiled;
    // The page, and the spec's info and operation pages.
    expect((await withMemo()).stats.compiles).toBe(3);

    fs.writeFileSync(path.join(root, 'content/a.mdx'), page('Alpha', 'Edited text.'));
    expect((await withMemo()).stats.compiles).toBe(1);

    fs.writeFileSync(path.join(root, 'openapi/pings.yaml'), spec('Ping twice'));
    const edited = await withMemo();
    expect(edited.stats.compiles).toBe(2);
    expect(edited.entries.find((e) => e.id === 'api/pings/ping')?.title).toBe('Ping twice');
    expect(edited).toEqual({ ...(await compileContent(options)).compiled, stats: edited.stats });
  });
});
