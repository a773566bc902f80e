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
      { name: 'alpha', spec: 'openapi/alpha.yaml', routePrefix: 'api/alpha' },
      { name: 'beta', spec: 'openapi/beta.yml', routePrefix: 'api/beta' },
      { name: 'zeta', spec: 'openapi/zeta.json', routePrefix: 'api/zeta' },
    ]);
  });

  it('refuses two files that would publish the same routes', () => {
    expect(() => listApiSpecs(repoWith(['a.json', 'a.yaml']))).toThrow('openapi/a.json and openapi/a.yaml both publish /api/a/: rename or remove one of them.');
  });

  it('lists this repository’s specs: nilai and nildb', () => {
    expect(listApiSpecs().map((s) => s.name)).toEqual(['nilai', 'nildb']);
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
