// Every page that shows code or names the releases it documents records what its facts were
// checked against (front matter `sources`): the compile's page-sources rule reports a page without
// them at its first code block or its applies_to line, and a malformed entry fails the compile at
// its line. The site's own pages pass it in the prebuild of `npm test` (scripts/test-all.ts),
// which fails on any error.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { tempTree } from '../helpers';

/** Compiles a planted content tree (no API pages); returns its entries and problems as lines. */
async function compileTree(files: Record<string, string>) {
  const root = tempTree(files);
  const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return { entries: compiled.entries, problems: compiled.problems.map(formatProblem) };
}

const checked = `sources:
  - repo: NillionNetwork/nilvm
    ref: 88ee6173052396db3b0ae469c8bb2d2119f4daa8
    paths:
      - node/src/services/user_values.rs
`;

describe('page sources', () => {
  it('fails a planted page that shows code without sources at the block, and one that sets applies_to at its line', async () => {
    const { entries, problems } = await compileTree({
      'content/code.mdx': '---\ntitle: Code\n---\n\nRun it:\n\n```text\nok\n```\n\n```python\nprint(1)\n```\n',
      'content/label.mdx': '---\ntitle: Label\napplies_to: Nillion SDK 0.9\n---\n\nText.\n',
      'content/console.mdx': '---\ntitle: Console\n---\n\n```text\nok\n```\n',
      'content/checked.mdx': `---\ntitle: Checked\napplies_to: Nillion SDK 0.9\n${checked}---\n\n\`\`\`python\nprint(1)\n\`\`\`\n`,
    });
    const fix = 'add `sources:` to the front matter';
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/code\\.mdx:11:1: error: the page shows code \\(\`\`\`python\\) but lists no sources: ${fix}`)),
      expect.stringMatching(new RegExp(`^content/label\\.mdx:3:1: error: the page sets applies_to but lists no sources: ${fix}`)),
    ]);
    expect(entries.find((e) => e.id === 'checked')).toMatchObject({
      sources: [{ repo: 'NillionNetwork/nilvm', ref: '88ee6173052396db3b0ae469c8bb2d2119f4daa8', paths: ['node/src/services/user_values.rs'] }],
    });
  });

  it('`npm run lint:mdx` fails a planted page that shows code without sources, with its line and the fix', () => {
    const root = tempTree({ 'content/code.mdx': '---\ntitle: Code\n---\n\nRun it:\n\n```python\nprint(1)\n```\n' });
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/lint-mdx.ts')], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/code.mdx:7:1: error: the page shows code (```python) but lists no sources: add `sources:` to the front matter');
  }, 60_000);
});
