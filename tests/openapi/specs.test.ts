import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listApiSpecs } from '@/lib/openapi/config';
import { sortBySidebarPosition } from '@/lib/openapi/generate';
import type { ApiModel } from '@/lib/openapi/types';

const dirs: string[] = [];
function repoWith(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'specs-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'openapi'), { recursive: true });
  for (const f of files) fs.writeFileSync(path.join(root, 'openapi', f), '');
  return root;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('listApiSpecs', () => {
  it('publishes every yaml, yml and json file of openapi/ under /api/<name>, by file name', () => {
    const root = repoWith(['zeta.json', 'alpha.yaml', 'beta.yml', 'notes.md']);
    expect(listApiSpecs(root)).toEqual([
      { spec: 'openapi/alpha.yaml', routePrefix: 'api/alpha' },
      { spec: 'openapi/beta.yml', routePrefix: 'api/beta' },
      { spec: 'openapi/zeta.json', routePrefix: 'api/zeta' },
    ]);
  });

  it('refuses two files that would publish the same routes', () => {
    expect(() => listApiSpecs(repoWith(['a.json', 'a.yaml']))).toThrow('openapi/a.json and openapi/a.yaml both publish /api/a/: rename or remove one of them.');
  });
});

describe('sortBySidebarPosition', () => {
  const model = (source: string, sidebarPosition?: number) =>
    ({ source, document: { ...(sidebarPosition === undefined ? {} : { sidebarPosition }) } }) as unknown as ApiModel;

  it('orders by info.x-sidebar-position, then specs without one by file name', () => {
    const sorted = sortBySidebarPosition([model('openapi/c.yaml'), model('openapi/b.yaml', 2), model('openapi/a.yaml'), model('openapi/d.yaml', 1)]);
    expect(sorted.map((m) => m.source)).toEqual(['openapi/d.yaml', 'openapi/b.yaml', 'openapi/a.yaml', 'openapi/c.yaml']);
  });
});

describe('compileApiSpecs (the compile’s API half)', () => {
  const spec = (title: string) =>
    `openapi: 3.0.3\ninfo: {title: ${title}, version: "1"}\npaths:\n  /ping:\n    get:\n      operationId: ping\n      responses:\n        "200": {description: Pong.}\n`;

  it('parses each spec once per build, and not at all when neither the spec nor the compiler changed', async () => {
    const { compileApiSpecs } = await import('@/lib/compile/api-specs');
    const root = repoWith([]);
    fs.writeFileSync(path.join(root, 'openapi/one.yaml'), spec('One'));
    fs.writeFileSync(path.join(root, 'openapi/two.yaml'), spec('Two'));
    const cacheDir = path.join(root, '.generated/cache/api-models');
    const first = await compileApiSpecs(root, { cacheDir, fingerprint: 'f' });
    expect([first.parses, first.models.map((m) => m.routePrefix), first.problems]).toEqual([2, ['api/one', 'api/two'], []]);
    expect((await compileApiSpecs(root, { cacheDir, fingerprint: 'f' })).parses).toBe(0);
    fs.writeFileSync(path.join(root, 'openapi/two.yaml'), spec('Two again'));
    const third = await compileApiSpecs(root, { cacheDir, fingerprint: 'f' });
    // Only the spec that changed is parsed again.
    expect([third.parses, third.models[1]!.document.title]).toEqual([1, 'Two again']);
    expect((await compileApiSpecs(root, { cacheDir, fingerprint: 'g' })).parses).toBe(2);
  }, 60_000);

  it('parses a spec again when a file it names (a $ref to a neighbour) changes, and that file’s own references too', async () => {
    const { compileApiSpecs } = await import('@/lib/compile/api-specs');
    const root = repoWith([]);
    fs.writeFileSync(path.join(root, 'openapi/one.yaml'), spec('One').replace('{description: Pong.}', '{$ref: "pong.yaml#/Pong"}'));
    fs.writeFileSync(path.join(root, 'openapi/two.yaml'), spec('Two'));
    fs.writeFileSync(path.join(root, 'openapi/pong.yaml'), 'Pong: {$ref: "words.yaml#/Pong"}\n');
    fs.writeFileSync(path.join(root, 'openapi/words.yaml'), 'Pong: {description: Pong.}\n');
    const cacheDir = path.join(root, '.generated/cache/api-models');
    const parsed = async () => (await compileApiSpecs(root, { cacheDir, fingerprint: 'f' })).parses;
    // The two referenced files are specs of their own too (every YAML file of the folder is one).
    expect(await parsed()).toBe(4);
    fs.writeFileSync(path.join(root, 'openapi/words.yaml'), 'Pong: {description: Pong again.}\n');
    // The edited file itself, the file that names it, and the spec that names that one; not the other spec.
    expect(await parsed()).toBe(3);
  }, 60_000);

  it('turns a spec error into a problem at the spec’s line, with its JSON pointer', async () => {
    const { compileApiSpecs } = await import('@/lib/compile/api-specs');
    const root = repoWith([]);
    fs.writeFileSync(
      path.join(root, 'openapi/bad.yaml'),
      spec('Bad').replace('        "200": {description: Pong.}\n', '        "200": {$ref: "../.env.local"}\n'),
    );
    const { models, problems } = await compileApiSpecs(root);
    expect(models).toEqual([]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'openapi/bad.yaml',
        line: 8,
        severity: 'error',
        message: expect.stringContaining('(#/paths/~1ping/get/responses/200): $ref "../.env.local" leaves the spec’s folder'),
      }),
    ]);
  });
});

describe('the API pages in the page cache', () => {
  const spec = (title: string, summary: string) =>
    `openapi: 3.0.3\ninfo: {title: ${title}, version: "1", description: "The *${title}* API."}\npaths:\n  /ping:\n    get:\n      operationId: ping\n      summary: ${summary}\n      responses:\n        "200": {description: Pong.}\n`;

  it('compiles again only the pages whose generated source changed', async () => {
    const { compileContent, openFileCache } = await import('@/lib/compile');
    const root = repoWith([]);
    fs.mkdirSync(path.join(root, 'content'));
    fs.writeFileSync(path.join(root, 'openapi/one.yaml'), spec('One', 'Ping one'));
    fs.writeFileSync(path.join(root, 'openapi/two.yaml'), spec('Two', 'Ping two'));
    const compile = async () => {
      const cache = openFileCache(root);
      const { compiled } = await compileContent({ root, dirs: [path.join(root, 'content')], cache, publicDir: path.join(root, 'public') });
      expect(compiled.problems.filter((p) => p.severity === 'error')).toEqual([]);
      return { compiled, compiles: cache.stats.compiled };
    };
    const first = await compile();
    expect(first.compiles).toBe(4);
    fs.writeFileSync(path.join(root, 'openapi/two.yaml'), spec('Two', 'Ping two, edited'));
    const second = await compile();
    // The edited operation's page and its spec's info page, which lists it by title; spec one's pages come from the cache.
    expect(second.compiles).toBe(2);
    expect(second.compiled.entries.find((e) => e.id === 'api/two/ping')?.title).toBe('Ping two, edited');
  }, 60_000);
});
