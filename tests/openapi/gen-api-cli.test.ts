import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseGenApiArgs, USAGE } from '@/scripts/gen-api';

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
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--out'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("gen:api: Option '--out <value>' argument missing");
    expect(run.stderr).toContain(USAGE);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
