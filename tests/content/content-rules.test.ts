// The content rules of the compile (lib/content/compile/rules/): a hostile or careless page fails
// with file:line:col and what is allowed, and a page with an error gets no module, so nothing in it
// runs at build time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/content/compile';
import { formatProblem } from '@/lib/checks/problem';
import { page, tempTree } from '../helpers';

/** Compiles one page `content/p.mdx` (front matter ends at line 3, the body starts at line 5). */
async function compileOne(body: string, frontMatter = 'title: P') {
  const root = tempTree({ 'content/p.mdx': `---\n${frontMatter}\n---\n\n${body}\n` });
  const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return { problems: compiled.problems.map(formatProblem), module: modules.get('p') };
}

describe('content is data: a page cannot run code', () => {
  it.each([
    [
      'dangerouslySetInnerHTML on <details>',
      `<details dangerouslySetInnerHTML={{ __html: '<script>alert(1)</script>' }} />`,
      /^content\/p\.mdx:5:10: error: <details> takes no attribute "dangerouslySetInnerHTML": content is data \(no event handlers, styles or HTML injection\)\. Attributes of <details>: open \(CONTRIBUTING\.md § Markdown and components\)\.$/,
    ],
    [
      'dangerouslySetInnerHTML on <kbd>',
      `Press <kbd dangerouslySetInnerHTML={{ __html: '<img src=x onerror=alert(1)>' }} />.`,
      /^content\/p\.mdx:5:12: error: <kbd> takes no attribute "dangerouslySetInnerHTML".* Attributes of <kbd>: none/,
    ],
    [
      'a spread',
      `<details {...{ dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' } }} />`,
      /^content\/p\.mdx:5:10: error: <details> spreads attributes \(\{\.\.\.\}\): content is data, so write each attribute as name="value"/,
    ],
    [
      'an attribute expression reading the environment',
      '<Card title={process.env.ALGOLIA_ADMIN_API_KEY} href="/x" />',
      /^content\/p\.mdx:5:7: error: <Card title=\{process\.env\.ALGOLIA_ADMIN_API_KEY\}> is an expression: content is data, so an attribute is text \(title="…"\), a number or true\/false/,
    ],
    [
      'an attribute expression running a command',
      `<Card title={process.getBuiltinModule('node:child_process').execSync('id -un').toString()} />`,
      /^content\/p\.mdx:5:7: error: <Card title=\{process\.getBuiltinModule\('node:child_pro\}> is an expression/,
    ],
    [
      'a string event handler',
      '<details onToggle="alert(1)">\n<summary>More</summary>\n\nText.\n\n</details>',
      /^content\/p\.mdx:5:10: error: <details> takes no attribute "onToggle"/,
    ],
    [
      'a function event handler',
      '<details onToggle={() => fetch("/x")}>\n<summary>More</summary>\n\nText.\n\n</details>',
      /^content\/p\.mdx:5:10: error: <details> takes no attribute "onToggle"/,
    ],
    ['a style string', '<sup style="position:fixed;inset:0">x</sup>', /^content\/p\.mdx:5:6: error: <sup> takes no attribute "style"/],
    [
      'a code expression hidden between comments',
      'Text {/* a */ process.exit(1) /* b */} more.',
      /^content\/p\.mdx:5:6: error: "\{\/\* a \*\/ process\.exit\(1\) \/\* b \*\/\}" is a JavaScript expression/,
    ],
    ['an import', "import fs from 'node:fs'\n\nText.", /^content\/p\.mdx:5:1: error: import\/export is not allowed in content/],
    [
      'require in an expression',
      "{require('node:fs').readFileSync('/etc/passwd', 'utf8')}",
      /^content\/p\.mdx:5:1: error: "\{require\('node:fs'\)\.readFileSync\('\/etc\/pa\}" is a JavaScript expression/,
    ],
    ['an element outside the allow-list', '<script>alert(1)</script>', /^content\/p\.mdx:5:1: error: <script> is not an allowed component\. Use one of: /],
  ])('%s fails the compile at its line and column, and the page gets no module', async (_name, body, message) => {
    const { problems, module } = await compileOne(body);
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(module).toBeUndefined();
  });

  it('literal attribute values compile: text, a number, true/false and the bare name', async () => {
    const body = [
      '<Tabs groupId="lang">',
      '<TabItem value="py" label="Python" default={true}>',
      '',
      'Python.',
      '',
      '</TabItem>',
      '<TabItem value="ts" label={`TypeScript`} default={false}>',
      '',
      'TypeScript.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<details open>',
      '<summary>More</summary>',
      '',
      'Press <kbd>Ctrl</kbd>.',
      '',
      '</details>',
    ].join('\n');
    const { problems, module } = await compileOne(body);
    expect(problems).toEqual([]);
    expect(module).toContain('TypeScript');
  });
});

describe('fences', () => {
  it('a fence closed by a later block fails at the opening fence, naming the line that opens the other block', async () => {
    const body = ['## First', '', '```python', 'print(1)', '', '## Swallowed', '', '```bash', 'ls', '```', '', '## Last'].join('\n');
    const { problems } = await compileOne(body);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/p\.mdx:7:1: error: code fence ``` is closed only by a later block's fence: line 12 \(```bash\) opens another block inside it, .* open the outer block with a longer fence \(````\)\.$/,
      ),
    ]);
  });

  it('a deliberate nested fence inside a longer outer fence, and a tilde fence holding backticks, pass', async () => {
    const body = ['````md', '```python', 'print(1)', '```', '````', '', '~~~text', '```bash', '~~~'].join('\n');
    expect((await compileOne(body)).problems).toEqual([]);
  });

  it('an unclosed fence inside a list item is reported at its line', async () => {
    const body = ['1. Run:', '', '   ```bash', '   ls', '', '2. Next step.'].join('\n');
    const { problems } = await compileOne(body);
    expect(problems).toEqual([expect.stringMatching(/^content\/p\.mdx:7:4: error: code fence ``` is never closed/)]);
  });
});

describe('highlighted line ranges', () => {
  it('a range past the block is an error at the block, and is never expanded', async () => {
    const started = Date.now();
    const { problems } = await compileOne('```python {1-50000000}\na = 1\nb = 2\n```');
    expect(problems).toEqual([
      'content/p.mdx:5:1: error: highlighted lines {1-50000000}: "1-50000000" goes past the block\'s last line, 2. Name lines the block has.',
    ]);
    // Expanding the range would take seconds; refused before the highlighter, it takes none.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['{0}', '"0" is not a range of lines'],
    ['{3-1}', '"3-1" is not a range of lines'],
    ['{1-99999999999999999999}', 'goes past the block'],
  ])('%s is refused', async (meta, reason) => {
    const { problems } = await compileOne(`\`\`\`python ${meta}\na = 1\nb = 2\nc = 3\n\`\`\``);
    expect(problems).toEqual([expect.stringContaining(reason)]);
  });

  it('ranges inside the block pass', async () => {
    expect((await compileOne('```python {1,3} title="a.py"\na = 1\nb = 2\nc = 3\n```')).problems).toEqual([]);
  });
});

describe('title length', () => {
  it('a title over the limit is a warning at the title line; the page still compiles', async () => {
    const { problems, module } = await compileOne('Text.', `title: ${'Long title '.repeat(8).trim()}`);
    expect(problems).toEqual([
      'content/p.mdx:2: warning: the title is 87 characters (warning above 70): it is cut short in the sidebar, the browser tab and search results. Shorten it, or set a shorter sidebar_label.',
    ]);
    expect(module).toBeDefined();
  });

  it('a title at the limit passes', async () => {
    expect((await compileOne('Text.', `title: ${'x'.repeat(70)}`)).problems).toEqual([]);
  });
});

it('a hostile page is refused the same way in a plain Markdown page: raw HTML is not rendered', async () => {
  const root = tempTree({ 'content/n.md': page('N', '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nText.') });
  const { modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  const js = modules.get('n') ?? '';
  expect(js).toContain('Text.');
  expect(js).not.toContain('alert(1)');
});
