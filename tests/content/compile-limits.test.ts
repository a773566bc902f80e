// Source limits (lib/compile/source-limits.ts) and highlight ranges (lib/compile/rules/code-meta.ts):
// a small hostile page fails at its file and line before the expensive step, never with a stack
// overflow or minutes of compile.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { otherThanSources, tempTree } from '../helpers';

async function compileTree(root: string) {
  const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  // The planted pages show code without `sources:`: that rule is the page-sources test's.
  return { problems: otherThanSources(compiled.problems.map(formatProblem)), module: modules.get('p') };
}

/** Compiles one page whose body starts at line 5. */
const compileOne = (body: string) => compileTree(tempTree({ 'content/p.mdx': `---\ntitle: P\n---\n\n${body}\n` }));

describe('a page past a source limit fails at its line, before the compile', () => {
  it.each([
    ['10,000 block quote markers', `${'>'.repeat(10000)} x`, 5, /block quotes and list items nest more than 32 levels deep/],
    ['5,000 nested list markers on one line', `${'- '.repeat(5000)}x`, 5, /block quotes and list items nest more than 32 levels deep/],
    [
      '2,000 nested <details>',
      `${'<details>\n'.repeat(2000)}x\n${'</details>\n'.repeat(2000)}`,
      5 + 32,
      /elements \(<details>\) nest more than 32 levels deep/,
    ],
    ['2,000 nested <sub> on one line', `${'<sub>'.repeat(2000)}x${'</sub>'.repeat(2000)}`, 5, /elements \(<sub>\) nest more than 32 levels deep/],
    ['10,000 nested braces', '{'.repeat(10000), 5, /brackets \(\{, \[, \(\) nest more than 32 levels deep/],
    [
      'a list indented 70 levels',
      Array.from({ length: 70 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
      5 + 65,
      /the line is indented 130 columns \(limit 128\)/,
    ],
    ['20 KB of `*x`', '*x'.repeat(10000), 5, /the page holds more than 1000 emphasis markers/],
    ['20 KB of `*` around a letter', `${'*'.repeat(10000)}a${'*'.repeat(10000)}`, 5, /the page holds more than 1000 emphasis markers/],
  ])('%s', async (_, body, line, message) => {
    const { problems, module } = await compileOne(body);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/p\\.mdx:${line}: error: ${message.source}`))]);
    expect(module).toBeUndefined();
  });

  it('markers, brackets and elements inside a fenced code block do not count', async () => {
    const code = `${'>'.repeat(100)} ${'{'.repeat(100)} ${'<b>'.repeat(100)} ${'*x'.repeat(600)}`;
    const { problems, module } = await compileOne(`\`\`\`text\n${code}\n${code}\n\`\`\`\n\nText.`);
    expect(problems).toEqual([]);
    expect(module).toBeDefined();
  });

  it('escaped characters, code spans and attribute values open nothing', async () => {
    const line = `${'\\<b> \\{ '.repeat(40)} ${'`<b>{[(`'.repeat(40)} <Card title="${'<b>{[('.repeat(40)}" />`;
    const { problems, module } = await compileOne(`${line}\n\n${line}`);
    expect(problems).toEqual([]);
    expect(module).toBeDefined();
  });

  it('a 50 MB page is refused on its size at line 1, without a compile', async () => {
    const root = tempTree({ 'content/p.mdx': '---\ntitle: P\n---\n\n' });
    fs.truncateSync(path.join(root, 'content/p.mdx'), 50 * 1024 * 1024);
    expect((await compileTree(root)).problems).toEqual([
      'content/p.mdx:1: error: the file is 51200 KiB (limit 64 KiB): no page needs that much text, and the compile would take minutes. Split it into several pages.',
    ]);
  });
});

describe('highlight ranges: all groups of a meta string, together', () => {
  it.each([
    [
      'a range past the block in a second group',
      '{1, 2} {1-50000000}',
      /highlighted lines \{1, 2\} \{1-50000000\}: "1-50000000" goes past the block's last line, 3/,
    ],
    ['one range in two groups', '{1-3} {1-3}', /highlighted lines \{1-3\} \{1-3\}: the ranges name 6\+ lines, more than the block's 3/],
    ['5,000 ranges in one group', `{${'1-3,'.repeat(5000)}1}`, /highlighted lines \{1-3,1-3,.*: the ranges name 6\+ lines, more than the block's 3/],
  ])('%s is refused at the block and never expanded', async (_, meta, message) => {
    const { problems } = await compileOne(`\`\`\`python ${meta}\na = 1\nb = 2\nc = 3\n\`\`\``);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/p\\.mdx:5:1: error: ${message.source}`))]);
  });

  it('ranges in one group naming lines the block has pass', async () => {
    expect((await compileOne('```python {1,3} title="a.py"\na = 1\nb = 2\nc = 3\n```')).problems).toEqual([]);
  });
});
