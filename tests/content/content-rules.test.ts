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
  it('fails a page that says "upstream", naming file and line, and ignores code blocks', async () => {
    expect(await compileFixtures('meta-wording.mdx')).toEqual([
      expect.stringMatching(/^content\/meta-wording\.mdx:7:\d+: error: "upstream" talks about how the page was written/),
    ]);
  });

  it('fails the second uncertainty admonition of a page, naming file and line', async () => {
    expect(await compileFixtures('two-uncertainty-boxes.mdx')).toEqual([
      expect.stringMatching(/^content\/two-uncertainty-boxes\.mdx:15:1: error: second uncertainty admonition on the page \(the first is at line 7\)/),
    ]);
  });

  it('finds each kind of meta wording and placeholder prose, case-insensitively, outside code and link URLs', async () => {
    const body = [
      'See the Original Page.',
      '',
      'Older versions of this guide differ.',
      '',
      'This is our explanation.',
      '',
      'As the brief says.',
      '',
      'Run `git pull upstream main` first, see [the fork](https://github.com/upstream/x).',
      '',
      'Text TODO later.',
      '',
      '```text',
      'TODO in code is fine',
      '```',
      '',
      'Lorem ipsum dolor.',
    ].join('\n');
    expect((await linesOf(body)).map((l) => Number(l.split(':')[0]))).toEqual([5, 7, 9, 11, 15, 21]);
  });

  it('allows one uncertainty box, but not next to a table or on a values page', async () => {
    const box = ':::note\n\nThe port is not confirmed.\n\n:::';
    const table = '| key | value |\n| --- | --- |\n| port | 1 |';
    expect(await linesOf(`Text.\n\n${box}\n`)).toEqual([]);
    expect(await linesOf(`${table}\n\n${box}\n`)).toEqual([expect.stringMatching(/^9: uncertainty admonition next to a table of values/)]);
    expect(await linesOf(`${box}\n\n${table}\n`)).toEqual([expect.stringMatching(/^5: uncertainty admonition next to a table of values/)]);
    expect(await linesOf(`Text.\n\n${box}\n`, 'content/network-configuration.mdx')).toEqual([
      expect.stringMatching(/^7: uncertainty admonition on a values page/),
    ]);
  });

  it('does not count admonitions without uncertainty wording, nor admonition fences inside code blocks', async () => {
    const body = ':::tip\n\nUse nilup.\n\n:::\n\n```text\n:::warning\nnot verified\n:::\n```\n\n:::info\n\nNot verified on Windows.\n\n:::';
    expect(await linesOf(body)).toEqual([]);
  });

  it('a link that says its page lists or defines something must name the heading', async () => {
    const body = [
      'The [operators page](/ops) lists every operation.',
      '',
      'Supported platforms are listed on [limitations](/limits).',
      '',
      'The [operators page](/ops#arithmetic) lists the arithmetic ones.',
      '',
      '`[x](/ops) lists` in code is not a link.',
    ].join('\n');
    expect(await linesOf(body)).toEqual([
      '5: "[operators page](/ops)" says the page lists something: link the heading that does (/ops#<heading>), so the link check verifies it.',
      '7: "[limitations](/limits)" says the page listed something: link the heading that does (/limits#<heading>), so the link check verifies it.',
    ]);
  });
});

describe('stated results', () => {
  it('passes a result line and a multi-line nada run block that equal the test file', async () => {
    expect(await compileFixtures('result-agrees.mdx')).toEqual([]);
  });

  it('fails a result line and a nada run block that disagree with the test file', async () => {
    expect(await compileFixtures('result-disagrees.mdx')).toEqual([
      expect.stringMatching(/^content\/result-disagrees\.mdx:27:1: error: `sum` is stated as 41, but tests\/addition_test\.yaml expects 40/),
      expect.stringMatching(/^content\/result-disagrees\.mdx:34:1: error: `sum` is stated as 39, but tests\/addition_test\.yaml expects 40/),
    ]);
  });

  const test = '```yaml title="tests/votes_test.yaml"\nprogram: votes\ninputs: {}\nexpected_outputs:\n  a: 3\n  b: -1\n  ok: true\n```';
  const messages = async (body: string) => (await linesOf(body)).map((l) => l.replace(/^\d+: /, ''));

  it('requires every expected output, known outputs and a test file on the page', async () => {
    expect(await messages(`${test}\n\n**Result** (\`votes_test\`): \`a\` is 3, \`b\` is -1 and \`ok\` is true.`)).toEqual([]);
    expect(await messages(`${test}\n\n**Result** (\`votes_test\`): \`a\` is 3 and \`c\` is 1.`)).toEqual([
      expect.stringMatching(/`c` is not an output of tests\/votes_test\.yaml/),
      expect.stringMatching(/leaves out `b`, `ok` of tests\/votes_test\.yaml/),
    ]);
    expect(await messages('**Result** (`other_test`): `a` is 3.')).toEqual([expect.stringMatching(/no `tests\/other_test\.yaml` block/)]);
  });

  it('reads the test name from the line SDK 0.9 prints (test case), and states its values', async () => {
    const run = (a: number) =>
      `\`\`\`text\nRunning program 'votes' with inputs from test case votes_test\nProgram ran!\nOutputs: {\n    "a": SecretInteger(\n        NadaInt(\n            ${a},\n        ),\n    ),\n}\n\`\`\``;
    expect(await messages(`${test}\n\n${run(3)}`)).toEqual([expect.stringMatching(/leaves out `b`, `ok`/)]);
    expect(await messages(`${test}\n\n${run(4)}`)).toEqual([
      expect.stringMatching(/`a` is stated as 4, but tests\/votes_test\.yaml expects 3/),
      expect.stringMatching(/leaves out/),
    ]);
  });

  it('rejects the one-line Outputs form', async () => {
    const run = '```text\nRunning program \'votes\' with inputs from test file votes_test\nOutputs: {"a": SecretInteger(NadaInt(3))}\n```';
    expect(await messages(`${test}\n\n${run}`)).toEqual([expect.stringMatching(/one-line `Outputs: \{…\}` is not what `nada run` prints/)]);
  });
});

describe('code blocks', () => {
  it('requires a language, and JSON and YAML that parse, each at its line', async () => {
    const body = [
      '```',
      'plain',
      '```',
      '',
      '```json',
      '{"a": 1,}',
      '```',
      '',
      '```yaml',
      'ok: 1',
      'a: [1, 2',
      '```',
      '',
      '```json',
      '{"ok": true}',
      '```',
    ].join('\n');
    expect(await linesOf(body)).toEqual([
      '5: code block without a language: add one after the opening fence (```python, ```bash, ```text …).',
      expect.stringMatching(/^9: JSON block does not parse: /),
      expect.stringMatching(/^15: YAML block does not parse: /),
    ]);
  });
});
