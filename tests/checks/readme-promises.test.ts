import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The rows of README § Reliability promises: the promise, the test file and the test names. */
function promises(): { promise: string; file: string; names: string[] }[] {
  const readme = fs.readFileSync('README.md', 'utf8');
  const start = readme.indexOf('## Reliability promises');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes(' › '))
    .map((line) => {
      const [promise, tests] = line.slice(2, -2).split(' | ');
      const [file, names] = tests!.split(' › ');
      return { promise: promise!, file: file!, names: [...names!.matchAll(/`` (.+?) ``|``([^`].*?[^`])``/g)].map((m) => m[1] ?? m[2]!) };
    });
}

describe('README § Reliability promises', () => {
  it('lists promises, each with at least one test', () => {
    const rows = promises();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row.names.length, row.promise).toBeGreaterThan(0);
  });

  it('names tests that exist in the files it names', () => {
    for (const { file, names } of promises()) {
      const source = fs.readFileSync(file, 'utf8');
      for (const name of names)
        expect(source.includes(`'${name}'`) || source.includes(`"${name}"`) || source.includes(`\`${name}\``), `${file} › ${name}`).toBe(true);
    }
  });
});
