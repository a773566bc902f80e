import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseGenApiArgs, USAGE } from '@/scripts/gen-api';

describe('gen:api command line', () => {
  it('regenerates the configured specs when given no option', () => {
    const command = parseGenApiArgs([]);
    expect(command.kind).toBe('run');
    expect(command.kind === 'run' && command.jobs.map((j) => j.spec)).toContain('openapi/nildb.yaml');
  });

  it('models one file into <out>/<name>.json with the default route prefix', () => {
    expect(parseGenApiArgs(['--spec', 'specs/pets.yaml', '--out', 'tmp', '--check'])).toEqual({
      kind: 'run',
      check: true,
      strict: false,
      jobs: [{ spec: 'specs/pets.yaml', model: 'tmp/pets.json', routePrefix: 'api/pets' }],
    });
  });

  it.each([
    [['--out'], "Option '--out <value>' argument missing"],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--spec', 'a.yaml'], 'give both --spec <file> and --out <dir>'],
    [['stray.yaml'], 'positional'],
    [['--route-prefix', 'api/x'], '--route-prefix needs --spec and --out'],
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
