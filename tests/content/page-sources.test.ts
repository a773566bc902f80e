// Every page that shows code or names the releases it documents records what its facts were
// checked against (front matter `sources`), and a malformed entry fails the compile at its line.
// The rule runs over the real content compile and over planted fixture pages.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '@/lib/content';
import { compileContent, openFileCache } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/content-check';
import { tempTree } from '../helpers';

/**
 * The pages that need `sources` and have none, one line each: `file: reason`. A page needs them
 * when it sets `applies_to` or shows code (a fenced block in any language but `text`; a block
 * without a language counts as code).
 */
function pagesWithoutSources(entries: ContentEntry[]): string[] {
  const missing: string[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'doc' || entry.sources?.length) continue;
    const code = entry.codeBlocks.find((block) => block.lang !== 'text');
    const reasons = [...(code ? [`shows code (\`\`\`${code.lang ?? ''} at line ${code.line})`] : []), ...(entry.appliesTo ? ['sets applies_to'] : [])];
    if (reasons.length) missing.push(`${entry.file}: ${reasons.join(' and ')} but lists no sources`);
  }
  return missing;
}

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
  it('every page of the site that shows code or sets applies_to lists its sources', async () => {
    const { compiled } = await compileContent({ api: false, cache: openFileCache(process.cwd()) });
    expect(compiled.problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
    expect(compiled.entries.length).toBeGreaterThan(50);
    expect(pagesWithoutSources(compiled.entries)).toEqual([]);
  }, 300_000);

  it('flags a planted page that shows code without sources, and one that sets applies_to', async () => {
    const { entries, problems } = await compileTree({
      'content/code.mdx': '---\ntitle: Code\n---\n\nRun it:\n\n```python\nprint(1)\n```\n',
      'content/label.mdx': '---\ntitle: Label\napplies_to: Nillion SDK 0.9\n---\n\nText.\n',
      'content/console.mdx': '---\ntitle: Console\n---\n\n```text\nok\n```\n',
      'content/checked.mdx': `---\ntitle: Checked\napplies_to: Nillion SDK 0.9\n${checked}---\n\n\`\`\`python\nprint(1)\n\`\`\`\n`,
    });
    expect(problems).toEqual([]);
    expect(pagesWithoutSources(entries)).toEqual([
      'content/code.mdx: shows code (```python at line 7) but lists no sources',
      'content/label.mdx: sets applies_to but lists no sources',
    ]);
    expect(entries.find((e) => e.id === 'checked')).toMatchObject({
      sources: [{ repo: 'NillionNetwork/nilvm', ref: '88ee6173052396db3b0ae469c8bb2d2119f4daa8', paths: ['node/src/services/user_values.rs'] }],
    });
  });
});
