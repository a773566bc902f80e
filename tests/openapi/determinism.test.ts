import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiModel, serializeApiModel, writeApiModel } from '@/lib/openapi/generate';

const fixtures = ['petstore-3.0.yaml', 'petstore-3.1.yaml', 'recursive.yaml', 'composition.yaml'].map((f) => `tests/fixtures/openapi/${f}`);

describe('deterministic output', () => {
  it.each(fixtures)('%s: two generations are byte-identical', async (file) => {
    const a = serializeApiModel(await generateApiModel(file, { routePrefix: 'api/x' }));
    const b = serializeApiModel(await generateApiModel(file, { routePrefix: 'api/x' }));
    expect(a).toBe(b);
    expect(a).not.toContain(process.cwd());
  });

  it('writes byte-identical files from the gen:api script', () => {
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'gen-api-')));
    for (const dir of dirs) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--spec', fixtures[0]!, '--out', dir], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('petstore-3.0.json (7 pages, written');
    }
    const [a, b] = dirs.map((d) => fs.readFileSync(path.join(d, 'petstore-3.0.json')));
    expect(a!.equals(b!)).toBe(true);
  }, 120_000);

  it('exits 1 with the validator message for an invalid spec', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--spec', 'tests/fixtures/openapi/broken.yaml', '--out', os.tmpdir()], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('#/components/schemas/Pet/properties/name/type');
  }, 60_000);

  it('leaves an identical file untouched and reports a changed one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-api-'));
    const out = path.join(dir, 'model.json');
    expect((await writeApiModel(fixtures[0]!, out, { routePrefix: 'api/x' })).changed).toBe(true);
    expect((await writeApiModel(fixtures[0]!, out, { routePrefix: 'api/x' })).changed).toBe(false);
    fs.appendFileSync(out, ' ');
    expect((await writeApiModel(fixtures[0]!, out, { routePrefix: 'api/x' })).changed).toBe(true);
  });
});
