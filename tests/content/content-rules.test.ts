// The content rules of the compile (lib/compile/rules/): a hostile or careless page fails
// with file:line:col and what is allowed, and a page with an error gets no module, so nothing in it
// runs at build time.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { otherThanSources, page, tempTree } from '../helpers';

/** Compiles one page in a temporary content folder (front matter ends at line 3, the body starts at line 5). */
async function compileOne(body: string, frontMatter = 'title: P') {
  const root = tempTree({ 'content/p.mdx': `---\n${frontMatter}\n---\n\n${body}\n` });
  const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return { problems: otherThanSources(compiled.problems.map(formatProblem)), module: modules.get('p') };
}

describe('content is data: a page cannot run code', () => {
  // The messages: tests/content/contributor-errors.test.ts.
  it.each([
    `<details dangerouslySetInnerHTML={{ __html: '<script>alert(1)</script>' }} />`,
    '<Card title={process.env.ALGOLIA_ADMIN_API_KEY} href="/x" />',
    '<details onToggle={() => fetch("/x")}>\n<summary>More</summary>\n\nText.\n\n</details>',
    'Text {/* a */ process.exit(1) /* b */} more.',
    "import fs from 'node:fs'\n\nText.",
    '<script>alert(1)</script>',
  ])('%s fails the compile, and the page gets no module', async (body) => {
    const { problems, module } = await compileOne(body);
    expect(problems).toEqual([expect.stringMatching(/^content\/p\.mdx:5:\d+: error: /)]);
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
  it('a deliberate nested fence inside a longer outer fence, and a tilde fence holding backticks, pass', async () => {
    const body = ['````md', '```python', 'print(1)', '```', '````', '', '~~~text', '```bash', '~~~'].join('\n');
    expect((await compileOne(body)).problems).toEqual([]);
  });
});

describe('highlighted line ranges', () => {
  it('a range past the block is refused before it is expanded', async () => {
    const started = Date.now();
    const { problems } = await compileOne('```python {1-50000000}\na = 1\nb = 2\n```');
    expect(problems).toHaveLength(1);
    // Expanding the range would take seconds; refused before the highlighter, it takes none.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ranges inside the block pass', async () => {
    expect((await compileOne('```python {1,3} title="a.py"\na = 1\nb = 2\nc = 3\n```')).problems).toEqual([]);
  });
});

describe('title length', () => {
  it('a title over the limit is a warning; the page still compiles', async () => {
    const { problems, module } = await compileOne('Text.', `title: ${'Long title '.repeat(8).trim()}`);
    expect(problems).toEqual([expect.stringMatching(/^content\/p\.mdx:2: warning: /)]);
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

/** Compiles fixture pages of tests/fixtures/writing-rules/ and returns their problems. */
async function compileFixtures(...names: string[]) {
  const fixtures = path.join(import.meta.dirname, '../fixtures/writing-rules');
  const root = tempTree(Object.fromEntries(names.map((n) => [`content/${n}`, fs.readFileSync(path.join(fixtures, n), 'utf8')])));
  const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return otherThanSources(compiled.problems.map(formatProblem));
}

/** Compiles one page at a given content path and returns the problems' `line: message`. */
async function linesOf(body: string, file = 'content/p.mdx') {
  const root = tempTree({ [file]: page('P', body) });
  const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return otherThanSources(compiled.problems).map((p) => `${p.line}: ${p.message}`);
}

describe('writing rules', () => {
  it('allows one uncertainty box on a page', async () => {
    expect(await linesOf('Text.\n\n:::note\n\nThe port is not confirmed.\n\n:::\n')).toEqual([]);
  });

  it('does not count admonitions without uncertainty wording, nor admonition fences inside code blocks', async () => {
    const body = ':::tip\n\nUse nilup.\n\n:::\n\n```text\n:::warning\nnot verified\n:::\n```\n\n:::info\n\nNot verified on Windows.\n\n:::';
    expect(await linesOf(body)).toEqual([]);
  });
});

describe('stated results', () => {
  it('passes a result line and a multi-line nada run block that equal the test file', async () => {
    expect(await compileFixtures('result-agrees.mdx')).toEqual([]);
  });

  const test = '```yaml title="tests/votes_test.yaml"\nprogram: votes\ninputs: {}\nexpected_outputs:\n  a: 3\n  b: -1\n  ok: true\n```';
  const messages = async (body: string) => (await linesOf(body)).map((l) => l.replace(/^\d+: /, ''));

  it('passes a result that states every expected output', async () => {
    expect(await messages(`${test}\n\n**Result** (\`votes_test\`): \`a\` is 3, \`b\` is -1 and \`ok\` is true.`)).toEqual([]);
  });
});
