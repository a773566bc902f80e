// The content rules of the compile (lib/compile/rules/, lib/compile/source-limits.ts) let through
// what CONTRIBUTING allows: each page below compiles with no problem and gets its module. What
// they refuse, and the messages: tests/content/contributor-errors.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { buildLlmsTxt, readerSections } from '@/lib/markdown/llms-txt';
import { platformValues } from '@/lib/mdx/values.mjs';
import { otherThanSources, page, tempTree } from '../helpers';

/** Compiles one page `content/<name>` (front matter ends at line 3, the body starts at line 5). */
async function compileOne(body: string, frontMatter = 'title: P', name = 'p.mdx') {
  const root = tempTree({ [`content/${name}`]: `---\n${frontMatter}\n---\n\n${body}\n` });
  const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return { problems: otherThanSources(compiled.problems.map(formatProblem)), module: modules.get(name.replace(/\.mdx?$/, '')), compiled };
}

const SOURCES = 'sources:\n  - repo: NillionNetwork/nada-dsl\n    ref: v0.8.0\n    paths: [nada_dsl/errors.py]';
const VOTES_TEST = '```yaml title="tests/votes_test.yaml"\nprogram: votes\ninputs: {}\nexpected_outputs:\n  a: 3\n  b: -1\n  ok: true\n```';
const CODE_MARKERS = `${'>'.repeat(100)} ${'{'.repeat(100)} ${'<b>'.repeat(100)} ${'*x'.repeat(600)}`;
const ESCAPED = `${'\\<b> \\{ '.repeat(40)} ${'`<b>{[(`'.repeat(40)} <Card title="${'<b>{[('.repeat(40)}" />`;
const RESULT_AGREES = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/writing-rules/result-agrees.mdx'), 'utf8').split('---\n');

describe('a page CONTRIBUTING allows compiles without a problem', () => {
  it.each([
    [
      'literal attribute values: text, a number, true/false and the bare name',
      '<Tabs groupId="lang">\n<TabItem value="py" label="Python" default={true}>\n\nPython.\n\n</TabItem>\n<TabItem value="ts" label={`TypeScript`} default={false}>\n\nTypeScript.\n\n</TabItem>\n</Tabs>\n\n<details open>\n<summary>More</summary>\n\nPress <kbd>Ctrl</kbd>.\n\n</details>',
    ],
    ['a listed admonition type', '<Admonition type="tip" title="T">Text.</Admonition>'],
    ['a nested fence inside a longer outer fence, and a tilde fence holding backticks', '````md\n```python\nprint(1)\n```\n````\n\n~~~text\n```bash\n~~~'],
    ['highlighted ranges inside the block', '```python {1,3} title="a.py"\na = 1\nb = 2\nc = 3\n```'],
    ['a title at the length limit', 'Text.', `title: ${'x'.repeat(70)}`],
    ['one uncertainty box', 'Text.\n\n:::note\n\nThe port is not confirmed.\n\n:::'],
    [
      'admonitions without uncertainty wording, and admonition fences inside code',
      ':::tip\n\nUse nilup.\n\n:::\n\n```text\n:::warning\nnot verified\n:::\n```\n\n:::info\n\nNot verified on Windows.\n\n:::',
    ],
    ['a result that states every expected output', `${VOTES_TEST}\n\n**Result** (\`votes_test\`): \`a\` is 3, \`b\` is -1 and \`ok\` is true.`],
    ['a result line and a multi-line nada run block that equal the test file', RESULT_AGREES.slice(2).join('---\n'), RESULT_AGREES[1]!.trim()],
    ['markers, brackets and elements inside a fenced code block', `\`\`\`text\n${CODE_MARKERS}\n${CODE_MARKERS}\n\`\`\`\n\nText.`],
    ['escaped characters, code spans and attribute values', `${ESCAPED}\n\n${ESCAPED}`],
  ])('%s', async (_name, body, frontMatter = 'title: P') => {
    // With `sources:`, so the pages that show code have what the page-sources rule asks for.
    const { problems, module } = await compileOne(body, `${frontMatter}\n${SOURCES}`);
    expect(problems).toEqual([]);
    expect(module).toBeDefined();
  });
});

it('a range past the block is refused before it is expanded', async () => {
  const started = Date.now();
  expect((await compileOne('```python {1-50000000}\na = 1\nb = 2\n```')).problems).toHaveLength(1);
  // Expanding the range would take seconds; refused before the highlighter, it takes none.
  expect(Date.now() - started).toBeLessThan(5000);
});

it('a hostile page is refused the same way in a plain Markdown page: raw HTML is not rendered', async () => {
  const root = tempTree({ 'content/n.md': page('N', '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nText.') });
  const { modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  const js = modules.get('n') ?? '';
  expect(js).toContain('Text.');
  expect(js).not.toContain('alert(1)');
});

it('front-matter text in llms.txt is text: a Markdown link or autolink in a title or description is not live', async () => {
  const { compiled, problems } = await compileOne(
    'Body.',
    'title: "Click [me](javascript:alert(1))"\ndescription: "See [here](javascript:alert(document.domain)) and <javascript:alert(2)> ![x](data:text/html,x)"',
  );
  expect(problems).toEqual([]);
  const site = { title: 'Docs', tagline: 'Tagline.', url: 'https://docs.example.org', basePath: '' };
  const text = buildLlmsTxt(readerSections({ entries: compiled.entries, byId: new Map(compiled.entries.map((e) => [e.id, e])) }, [], site), site);
  const urls: string[] = [];
  visit(unified().use(remarkParse).parse(text), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
  });
  expect(urls).toEqual(['https://docs.example.org/index.md', 'https://docs.example.org/p.md']);
  expect(text).toContain('alert(document.domain)');
});

it('platform values in front matter are substituted in the title and description, as in the text', async () => {
  const [key, value] = Object.entries(platformValues)[0]!;
  const { compiled, problems } = await compileOne('Body.', `title: "Use %%${key}%%"\ndescription: "With %%${key}%%."`);
  expect(problems).toEqual([]);
  expect(compiled.entries[0]).toMatchObject({ title: `Use ${value}`, description: `With ${value}.` });
});

it.each([
  ['in the text', 'Text {/* a note for editors */} here.'],
  ['as a block', '{/* a note for editors */}\n\nText.'],
])('a JSX comment %s compiles, and leaves nothing in the Markdown twin', async (_, body) => {
  const { problems, module, compiled } = await compileOne(body);
  expect(problems).toEqual([]);
  expect(module).toBeDefined();
  expect(compiled.markdown['/p']).toContain('Text');
  expect(compiled.markdown['/p']).not.toContain('note for editors');
});
