import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeApiModel } from '@/lib/openapi/generate';
import { parseGenApiArgs, USAGE } from '@/scripts/gen-api';

/** Runs `npm run gen:api` with these arguments. */
const genApi = (...argv: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', ...argv], { encoding: 'utf8' });
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gen-api-'));
const DEVIATIONS = 'tests/fixtures/openapi/deviations-3.0.yaml';

describe('gen:api command line', () => {
  it('models one file into <out>/<name>.json with the default route prefix', () => {
    expect(parseGenApiArgs(['--spec', 'specs/pets.yaml', '--out', 'tmp', '--strict'])).toEqual({
      kind: 'run',
      strict: true,
      spec: 'specs/pets.yaml',
      model: 'tmp/pets.json',
      routePrefix: 'api/pets',
    });
  });

  it.each([
    [['--out'], "Option '--out <value>' argument missing"],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--spec', 'a.yaml'], 'give --spec <file> and --out <dir>'],
    [[], 'give --spec <file> and --out <dir>'],
    [['stray.yaml'], 'positional'],
    [['--check'], "Unknown option '--check'"],
  ])('refuses %j', (argv, message) => {
    const command = parseGenApiArgs(argv);
    expect(command.kind).toBe('usage-error');
    expect(command.kind === 'usage-error' && command.message).toContain(message);
  });

  it('prints the usage and exits 2 on a missing --out value', () => {
    const run = genApi('--out');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("gen:api: Option '--out <value>' argument missing");
    expect(run.stderr).toContain(USAGE);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('prints each warning and writes byte-identical models run after run; with --strict, exits 1', () => {
    const dirs = [tempDir(), tempDir()];
    for (const dir of dirs) {
      const run = genApi('--spec', DEVIATIONS, '--out', dir);
      expect(run.status, run.stderr).toBe(0);
      // One warning per deviation, each with file, line, column and JSON pointer.
      expect(run.stderr.match(/^gen:api: warning: tests\/fixtures\/openapi\/deviations-3\.0\.yaml:\d+:\d+ \(#\/[^)]*\): /gm)).toHaveLength(4);
      expect(run.stdout).toMatch(/deviations-3\.0\.yaml → .*deviations-3\.0\.json \(3 pages, written/);
    }
    const [a, b] = dirs.map((d) => fs.readFileSync(path.join(d, 'deviations-3.0.json')));
    expect(a!.equals(b!)).toBe(true);
    const strict = genApi('--spec', DEVIATIONS, '--out', dirs[0]!, '--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(`gen:api: ${DEVIATIONS}: 4 warnings, errors with --strict:`);
  }, 120_000);

  it('exits 1 without --strict for a description link that can run code, naming its pointer', () => {
    const run = genApi('--spec', 'tests/fixtures/openapi/unsafe-links.yaml', '--out', tempDir());
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('(#/info/description): description has a link "javascript:alert(document.cookie)" uses the javascript: scheme');
  }, 60_000);

  it('leaves an identical model file untouched and reports a changed one', async () => {
    const out = path.join(tempDir(), 'model.json');
    const spec = 'tests/fixtures/openapi/petstore-3.0.yaml';
    expect((await writeApiModel(spec, out, { routePrefix: 'api/x' })).changed).toBe(true);
    expect((await writeApiModel(spec, out, { routePrefix: 'api/x' })).changed).toBe(false);
    fs.appendFileSync(out, ' ');
    expect((await writeApiModel(spec, out, { routePrefix: 'api/x' })).changed).toBe(true);
  });
});
