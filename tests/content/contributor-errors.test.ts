// The compile's error messages, one table: each row is a content tree (a page's body, or files),
// and the exact problems `npm run build` and `npm run dev` print for it, as
// `file:line[:col]: severity: message` with the fix. Each message is asserted here and nowhere else;
// the other tests of the compile check what it does, not what it says.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toIndex } from '@/lib/content';
import { compileContent } from '@/lib/compile';
import { checkLinks, formatProblem } from '@/lib/checks/content-check';
import { buildNavigation, readNavigationSources } from '@/lib/compile/navigation';
import { otherThanSources, page, RUN_TUTORIAL, tempTree } from '../helpers';

/** A content tree: the body of one page titled "P" (the body starts at line 5), or the files. */
type Input = string | Record<string, string | Buffer>;

/** A page with the given front matter lines (they start at line 2) and body. */
const withFrontMatter = (frontMatter: string, body = 'Text.') => ({ 'content/p.mdx': `---\n${frontMatter}\n---\n\n${body}\n` });

/** A fixture page (its bytes) as `content/<name>`. */
const fixture = (file: string) => ({ [`content/${path.basename(file)}`]: fs.readFileSync(path.join(import.meta.dirname, '../fixtures', file)) });

/**
 * Compiles a content tree (no API pages) with the compile's link check; every problem as
 * `file:line:col: severity: message`. A page with an error gets no module (nothing in it runs at
 * build time); every other page gets one.
 */
async function problemsOf(input: Input, sizeLimits?: { warnBytes: number; failBytes: number }) {
  const files = typeof input === 'string' ? { 'content/p.mdx': page('P', input) } : input;
  const root = tempTree({ 'public/img/real.png': 'png', ...files });
  const { compiled, modules } = await compileContent({
    dirs: [path.join(root, 'content')],
    root,
    api: false,
    publicDir: path.join(root, 'public'),
    sizeLimits,
  });
  const failed = new Set(compiled.entries.filter((e) => compiled.problems.some((p) => p.file === e.file && p.severity === 'error')).map((e) => e.route));
  expect(compiled.entries.filter((e) => modules.has(e.id) === failed.has(e.route)).map((e) => e.file)).toEqual([]);
  const links = checkLinks(toIndex(compiled.entries), new Set(compiled.entries.map((e) => e.route)), failed);
  return otherThanSources([...compiled.problems, ...links].map(formatProblem));
}

const SHA = RUN_TUTORIAL.sha;
const SOURCES =
  'sources:\n  - repo: NillionNetwork/nilvm\n    ref: 88ee6173052396db3b0ae469c8bb2d2119f4daa8\n    paths:\n      - node/src/services/user_values.rs\n';
const VOTES_TEST = '```yaml title="tests/votes_test.yaml"\nprogram: votes\ninputs: {}\nexpected_outputs:\n  a: 3\n  b: -1\n  ok: true\n```';
const votesRun = (a: number) =>
  `\`\`\`text\nRunning program 'votes' with inputs from test case votes_test\nProgram ran!\nOutputs: {\n    "a": SecretInteger(\n        NadaInt(\n            ${a},\n        ),\n    ),\n}\n\`\`\``;
const { front: RUN_FRONT, snapshot: RUN_SNAPSHOT, steps: runSteps } = RUN_TUTORIAL;
/** nada-dsl 0.8.0 as vendored in tests/fixtures/pypi/nada-dsl-0.8.0 (its SOURCE.json commit); its body starts at line 10. */
const NADA_DSL = 'sources:\n  - repo: NillionNetwork/nada-dsl\n    ref: 3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62\n    paths:\n      - nada_dsl/errors.py';
const cited = (body: string, sources = NADA_DSL) => withFrontMatter(`title: P\n${sources}`, body);
const ERRORS_PY_LINES = fs
  .readFileSync(path.join(import.meta.dirname, '../fixtures/pypi/nada-dsl-0.8.0/nada_dsl/errors.py'), 'utf8')
  .trimEnd()
  .split('\n').length;
const UNCERTAINTY_BOX = ':::note\n\nThe port is not confirmed.\n\n:::';
const VALUES_TABLE = '| key | value |\n| --- | --- |\n| port | 1 |';

/** name, input, every problem (a string is exact, a RegExp matches one line), the page size limits. */
const ROWS: [string, Input, (string | RegExp)[], { warnBytes: number; failBytes: number }?][] = [
  // Markdown and MDX
  [
    'unclosed code fence',
    'Intro.\n\n```python\nprint(1)\n',
    [/^content\/p\.mdx:7:1: error: code fence ``` is never closed: everything after it becomes code\. Close it with ``` on its own line\.$/],
  ],
  [
    'a fence closed only by a later block',
    ['## First', '', '```python', 'print(1)', '', '## Swallowed', '', '```bash', 'ls', '```', '', '## Last'].join('\n'),
    [
      /^content\/p\.mdx:7:1: error: code fence ``` is closed only by a later block's fence: line 12 \(```bash\) opens another block inside it, .* open the outer block with a longer fence \(````\)\.$/,
    ],
  ],
  [
    'an unclosed fence in a list item',
    ['1. Run:', '', '   ```bash', '   ls', '', '2. Next step.'].join('\n'),
    [/^content\/p\.mdx:7:4: error: code fence ``` is never closed/],
  ],
  [
    'unknown component',
    'Intro.\n\n<Video src="a.mp4" />\n',
    [
      /^content\/p\.mdx:7:1: error: <Video> is not an allowed component\. Use one of: Admonition, Tabs, TabItem, Cards, Card, details, summary, br, kbd, sub, sup/,
    ],
  ],
  [
    'a <Tabs> child without a value',
    '<Tabs>\n<TabItem label="No value">\n\nx\n\n</TabItem>\n</Tabs>',
    ['content/p.mdx:6: error: <Tabs> children must be <TabItem value="…" label="…">.'],
  ],
  ['an element outside the allow-list', '<script>alert(1)</script>', [/^content\/p\.mdx:5:1: error: <script> is not an allowed component\. Use one of: /]],
  ['MDX syntax', 'Broken <b here.\n', [/^content\/p\.mdx:5:\d+: error: MDX does not compile: /]],
  [
    'an unknown platform value',
    'Line one.\n\nValue %%noSuchKey%% here.',
    [/^content\/p\.mdx:7(:\d+)?: error: MDX does not compile: Unknown platform value "%%noSuchKey%%"/],
  ],
  ['an unknown container directive', 'Text.\n\n:::caution\nx\n:::', [/^content\/p\.mdx:7(:\d+)?: error: MDX does not compile: Unknown directive ":::caution"/]],
  ['an import', "import fs from 'node:fs'\n\nText.", [/^content\/p\.mdx:5:1: error: import\/export is not allowed in content/]],
  ['an expression', 'Value {count} here.', [/^content\/p\.mdx:5:7: error: "\{count\}" is a JavaScript expression/]],
  [
    'a code expression hidden between comments',
    'Text {/* a */ process.exit(1) /* b */} more.',
    [/^content\/p\.mdx:5:6: error: "\{\/\* a \*\/ process\.exit\(1\) \/\* b \*\/\}" is a JavaScript expression/],
  ],
  [
    'require in an expression',
    "{require('node:fs').readFileSync('/etc/passwd', 'utf8')}",
    [/^content\/p\.mdx:5:1: error: "\{require\('node:fs'\)\.readFileSync\('\/etc\/pa\}" is a JavaScript expression/],
  ],
  // Attributes: content is data
  [
    'dangerouslySetInnerHTML on <details>',
    `<details dangerouslySetInnerHTML={{ __html: '<script>alert(1)</script>' }} />`,
    [
      /^content\/p\.mdx:5:10: error: <details> takes no attribute "dangerouslySetInnerHTML": content is data \(no event handlers, styles or HTML injection\)\. Attributes of <details>: open \(CONTRIBUTING\.md § Markdown and components\)\.$/,
    ],
  ],
  [
    'dangerouslySetInnerHTML on <kbd>',
    `Press <kbd dangerouslySetInnerHTML={{ __html: '<img src=x onerror=alert(1)>' }} />.`,
    [/^content\/p\.mdx:5:12: error: <kbd> takes no attribute "dangerouslySetInnerHTML".* Attributes of <kbd>: none/],
  ],
  [
    'a spread',
    `<details {...{ dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' } }} />`,
    [/^content\/p\.mdx:5:10: error: <details> spreads attributes \(\{\.\.\.\}\): content is data, so write each attribute as name="value"/],
  ],
  [
    'an attribute expression reading the environment',
    '<Card title={process.env.ALGOLIA_ADMIN_API_KEY} href="/p" />',
    [
      /^content\/p\.mdx:5:7: error: <Card title=\{process\.env\.ALGOLIA_ADMIN_API_KEY\}> is an expression: content is data, so an attribute is text \(title="…"\), a number or true\/false/,
    ],
  ],
  [
    'an attribute expression running a command',
    `<Card title={process.getBuiltinModule('node:child_process').execSync('id -un').toString()} />`,
    [/^content\/p\.mdx:5:7: error: <Card title=\{process\.getBuiltinModule\('node:child_pro\}> is an expression/],
  ],
  [
    'a string event handler',
    '<details onToggle="alert(1)">\n<summary>More</summary>\n\nText.\n\n</details>',
    [/^content\/p\.mdx:5:10: error: <details> takes no attribute "onToggle"/],
  ],
  [
    'a function event handler',
    '<details onToggle={() => fetch("/x")}>\n<summary>More</summary>\n\nText.\n\n</details>',
    [/^content\/p\.mdx:5:10: error: <details> takes no attribute "onToggle"/],
  ],
  ['a style string', '<sup style="position:fixed;inset:0">x</sup>', [/^content\/p\.mdx:5:6: error: <sup> takes no attribute "style"/]],
  [
    'admonition types that name Object.prototype members',
    ['__proto__', 'toString', 'constructor', 'hasOwnProperty'].map((t) => `<Admonition type="${t}">Text.</Admonition>`).join('\n\n'),
    ['__proto__', 'toString', 'constructor', 'hasOwnProperty'].map(
      (t, i) => new RegExp(`^content/p\\.mdx:${5 + 2 * i}:\\d+: error: <Admonition type="${t}">: the type is one of note, tip, info, warning, danger`),
    ),
  ],
  // Source limits: refused at the line, before the compile
  ['10,000 block quote markers', `${'>'.repeat(10000)} x`, [/^content\/p\.mdx:5: error: block quotes and list items nest more than 32 levels deep/]],
  ['5,000 nested list markers on one line', `${'- '.repeat(5000)}x`, [/^content\/p\.mdx:5: error: block quotes and list items nest more than 32 levels deep/]],
  [
    '2,000 nested <details>',
    `${'<details>\n'.repeat(2000)}x\n${'</details>\n'.repeat(2000)}`,
    [/^content\/p\.mdx:37: error: elements \(<details>\) nest more than 32 levels deep/],
  ],
  [
    '2,000 nested <sub> on one line',
    `${'<sub>'.repeat(2000)}x${'</sub>'.repeat(2000)}`,
    [/^content\/p\.mdx:5: error: elements \(<sub>\) nest more than 32 levels deep/],
  ],
  ['10,000 nested braces', '{'.repeat(10000), [/^content\/p\.mdx:5: error: brackets \(\{, \[, \(\) nest more than 32 levels deep/]],
  [
    'a list indented 70 levels',
    Array.from({ length: 70 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
    [/^content\/p\.mdx:70: error: the line is indented 130 columns \(limit 128\)/],
  ],
  ['20 KB of `*x`', '*x'.repeat(10000), [/^content\/p\.mdx:5: error: the page holds more than 1000 emphasis markers/]],
  ['20 KB of `*` around a letter', `${'*'.repeat(10000)}a${'*'.repeat(10000)}`, [/^content\/p\.mdx:5: error: the page holds more than 1000 emphasis markers/]],
  [
    'a 50 MB page, refused on its size without a compile',
    { 'content/p.mdx': Buffer.concat([Buffer.from('---\ntitle: P\n---\n\n'), Buffer.alloc(50 * 1024 * 1024 - 18)]) },
    [
      'content/p.mdx:1: error: the file is 51200 KiB (limit 64 KiB): no page needs that much text, and the compile would take minutes. Split it into several pages.',
    ],
  ],
  // Links and assets
  [
    'missing image',
    'Intro.\n\n![Diagram](/img/missing.png)\n',
    [/^content\/p\.mdx:7: error: image "\/img\/missing\.png" not found: public\/img\/missing\.png does not exist\. Add the file or fix the path\.$/],
  ],
  [
    'javascript: link',
    'Click [here](javascript:alert(1)).\n',
    [
      /^content\/p\.mdx:5:7: error: link "javascript:alert\(1\)" uses the javascript: scheme, which can run code in the reader's browser\. Link to an http\(s\) URL or a page of the site\.$/,
    ],
  ],
  ['data: link', 'See [this](data:text/html,<b>x</b>).\n', [/^content\/p\.mdx:5:5: error: link "data:text\/html,<b>x<\/b>" uses the data: scheme/]],
  [
    'vbscript: link in a component',
    '<Card title="X" href="vbscript:msgbox" />\n',
    [/^content\/p\.mdx:5:1: error: link "vbscript:msgbox" uses the vbscript: scheme/],
  ],
  [
    'broken internal link and missing anchor',
    { 'content/a.mdx': page('A', 'Good [b](/b#usage).\n\nBad [x](/does-not-exist).\n\nAnchor [y](/b#nowhere).'), 'content/b.mdx': page('B', '## Usage') },
    [
      'content/a.mdx:7: error: broken link "/does-not-exist": no page has the route /does-not-exist. Fix the route.',
      /^content\/a\.mdx:9: error: anchor "#nowhere" not found on \/b: link one of its headings \(usage\)/,
    ],
  ],
  ['a broken link in a component', '<Cards>\n  <Card title="T" href="/missing">x</Card>\n</Cards>', [/^content\/p\.mdx:6: error: broken link "\/missing"/]],
  // Code blocks
  [
    'a highlighted range past the block',
    '```python {1-50000000}\na = 1\nb = 2\n```',
    ['content/p.mdx:5:1: error: highlighted lines {1-50000000}: "1-50000000" goes past the block\'s last line, 2. Name lines the block has.'],
  ],
  ['highlighted line 0', '```python {0}\na = 1\nb = 2\nc = 3\n```', [/^content\/p\.mdx:5:1: error: highlighted lines \{0\}: "0" is not a range of lines/]],
  [
    'a highlighted range backwards',
    '```python {3-1}\na = 1\nb = 2\nc = 3\n```',
    [/^content\/p\.mdx:5:1: error: highlighted lines \{3-1\}: "3-1" is not a range of lines/],
  ],
  [
    'a highlighted range past any number',
    '```python {1-99999999999999999999}\na = 1\nb = 2\nc = 3\n```',
    [/^content\/p\.mdx:5:1: error: highlighted lines .*goes past the block/],
  ],
  [
    'a range past the block in a second group',
    '```python {1, 2} {1-50000000}\na = 1\nb = 2\nc = 3\n```',
    [/^content\/p\.mdx:5:1: error: highlighted lines \{1, 2\} \{1-50000000\}: "1-50000000" goes past the block's last line, 3/],
  ],
  [
    'one range in two groups',
    '```python {1-3} {1-3}\na = 1\nb = 2\nc = 3\n```',
    [/^content\/p\.mdx:5:1: error: highlighted lines \{1-3\} \{1-3\}: the ranges name 6\+ lines, more than the block's 3/],
  ],
  [
    '5,000 ranges in one group',
    `\`\`\`python {${'1-3,'.repeat(5000)}1}\na = 1\nb = 2\nc = 3\n\`\`\``,
    [/^content\/p\.mdx:5:1: error: highlighted lines \{1-3,1-3,.*: the ranges name 6\+ lines, more than the block's 3/],
  ],
  [
    'a block without a language, JSON and YAML that do not parse',
    ['```', 'plain', '```', '', '```json', '{"a": 1,}', '```', '', '```yaml', 'ok: 1', 'a: [1, 2', '```', '', '```json', '{"ok": true}', '```'].join('\n'),
    [
      'content/p.mdx:5:1: error: code block without a language: add one after the opening fence (```python, ```bash, ```text …).',
      /^content\/p\.mdx:9:1: error: JSON block does not parse: /,
      /^content\/p\.mdx:15:1: error: YAML block does not parse: /,
    ],
  ],
  // Writing rules
  [
    '"upstream" in the prose',
    fixture('writing-rules/meta-wording.mdx'),
    [/^content\/meta-wording\.mdx:7:\d+: error: "upstream" talks about how the page was written/],
  ],
  [
    'a second uncertainty admonition',
    fixture('writing-rules/two-uncertainty-boxes.mdx'),
    [/^content\/two-uncertainty-boxes\.mdx:15:1: error: second uncertainty admonition on the page \(the first is at line 7\)/],
  ],
  [
    'each kind of meta wording and placeholder prose, outside code and link URLs',
    [
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
    ].join('\n'),
    [
      /^content\/p\.mdx:5:\d+: error: /,
      /^content\/p\.mdx:7:\d+: error: /,
      /^content\/p\.mdx:9:\d+: error: /,
      /^content\/p\.mdx:11:\d+: error: /,
      /^content\/p\.mdx:15:\d+: error: /,
      /^content\/p\.mdx:21:\d+: error: /,
    ],
  ],
  [
    'an uncertainty admonition after a table',
    `${VALUES_TABLE}\n\n${UNCERTAINTY_BOX}\n`,
    [/^content\/p\.mdx:9(:\d+)?: error: uncertainty admonition next to a table of values/],
  ],
  [
    'an uncertainty admonition before a table',
    `${UNCERTAINTY_BOX}\n\n${VALUES_TABLE}\n`,
    [/^content\/p\.mdx:5(:\d+)?: error: uncertainty admonition next to a table of values/],
  ],
  [
    'an uncertainty admonition on a values page',
    { 'content/network-configuration.mdx': page('P', `Text.\n\n${UNCERTAINTY_BOX}\n`) },
    [/^content\/network-configuration\.mdx:7(:\d+)?: error: uncertainty admonition on a values page/],
  ],
  [
    'a link that says its page lists something, without the heading',
    {
      'content/p.mdx': page(
        'P',
        [
          'The [operators page](/ops) lists every operation.',
          '',
          'Supported platforms are listed on [limitations](/limits).',
          '',
          'The [operators page](/ops#arithmetic) lists the arithmetic ones.',
          '',
          '`[x](/ops) lists` in code is not a link.',
        ].join('\n'),
      ),
      'content/ops.mdx': page('Ops', '## Arithmetic'),
      'content/limits.mdx': page('Limits'),
    },
    [
      'content/p.mdx:5:5: error: "[operators page](/ops)" says the page lists something: link the heading that does (/ops#<heading>), so the link check verifies it.',
      'content/p.mdx:7:35: error: "[limitations](/limits)" says the page listed something: link the heading that does (/limits#<heading>), so the link check verifies it.',
    ],
  ],
  [
    'a title over the length limit (a warning)',
    withFrontMatter(`title: ${'Long title '.repeat(8).trim()}`),
    [
      'content/p.mdx:2: warning: the title is 87 characters (warning above 70): it is cut short in the sidebar, the browser tab and search results. Shorten it, or set a shorter sidebar_label.',
    ],
  ],
  // Stated results
  [
    'a result line and a nada run block that disagree with the test file',
    fixture('writing-rules/result-disagrees.mdx'),
    [
      /^content\/result-disagrees\.mdx:27:1: error: `sum` is stated as 41, but tests\/addition_test\.yaml expects 40/,
      /^content\/result-disagrees\.mdx:34:1: error: `sum` is stated as 39, but tests\/addition_test\.yaml expects 40/,
    ],
  ],
  [
    'a result naming an unknown output and leaving one out',
    `${VOTES_TEST}\n\n**Result** (\`votes_test\`): \`a\` is 3 and \`c\` is 1.`,
    [
      /^content\/p\.mdx:\d+(:\d+)?: error: `c` is not an output of tests\/votes_test\.yaml/,
      /^content\/p\.mdx:\d+(:\d+)?: error: .*leaves out `b`, `ok` of tests\/votes_test\.yaml/,
    ],
  ],
  [
    'a result without its test file on the page',
    '**Result** (`other_test`): `a` is 3.',
    [/^content\/p\.mdx:5(:\d+)?: error: .*no `tests\/other_test\.yaml` block/],
  ],
  ['a nada run block leaving outputs out', `${VOTES_TEST}\n\n${votesRun(3)}`, [/^content\/p\.mdx:\d+(:\d+)?: error: .*leaves out `b`, `ok`/]],
  [
    'a nada run block stating a wrong value',
    `${VOTES_TEST}\n\n${votesRun(4)}`,
    [/^content\/p\.mdx:\d+(:\d+)?: error: `a` is stated as 4, but tests\/votes_test\.yaml expects 3/, /^content\/p\.mdx:\d+(:\d+)?: error: .*leaves out/],
  ],
  [
    'the one-line Outputs form',
    `${VOTES_TEST}\n\n\`\`\`text\nRunning program 'votes' with inputs from test file votes_test\nOutputs: {"a": SecretInteger(NadaInt(3))}\n\`\`\``,
    [/^content\/p\.mdx:\d+(:\d+)?: error: .*one-line `Outputs: \{…\}` is not what `nada run` prints/],
  ],
  // Citations
  [
    'a cited path not in sources:',
    cited('A compile error is raised.:cite[nada_dsl/compile.py#L3-L9]'),
    [
      "content/p.mdx:10:27: error: :cite[nada_dsl/compile.py#L3-L9]: nada_dsl/compile.py is not listed in `sources:` of content/p.mdx: add it to that entry's `paths` (with the repository and ref it was read at), or correct the path.",
    ],
  ],
  [
    'a cited line range past the end of the vendored release',
    cited(`Text.\n\nIt raises an error.:cite[nada_dsl/errors.py#L${ERRORS_PY_LINES - 2}-L${ERRORS_PY_LINES + 1}]`),
    [
      `content/p.mdx:12:20: error: :cite[nada_dsl/errors.py#L${ERRORS_PY_LINES - 2}-L${ERRORS_PY_LINES + 1}]: nada_dsl/errors.py has ${ERRORS_PY_LINES} lines at NillionNetwork/nada-dsl@3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62 (vendored in tests/fixtures/pypi/), so lines ${ERRORS_PY_LINES - 2}–${ERRORS_PY_LINES + 1} do not exist: cite the lines that enforce the rule at that ref.`,
    ],
  ],
  [
    'a citation on a page without sources',
    withFrontMatter('title: P\ndescription: D.', 'Rule.:cite[a.py#L1]'),
    [/^content\/p\.mdx:6:6: error: :cite\[a\.py#L1\] on a page without `sources:`/],
  ],
  [
    'a citation label without lines',
    cited('Rule.:cite[nada_dsl/errors.py]'),
    [/^content\/p\.mdx:10:6: error: :cite\[nada_dsl\/errors\.py\] is not a citation: write :cite\[<path>#L<start>-L<end>\]/],
  ],
  [
    'a cited range that ends before it starts, and line 0',
    cited('Rule.:cite[nada_dsl/errors.py#L9-L3]\n\nRule.:cite[nada_dsl/errors.py#L0]'),
    [
      /^content\/p\.mdx:10:6: error: .*the line range must start at 1 or later, end at or after its start and span at most 200 lines/,
      /^content\/p\.mdx:12:6: error: .*the line range must start at 1 or later/,
    ],
  ],
  [
    'a repo attribute naming another entry',
    cited('Rule.:cite[nada_dsl/errors.py#L1]{repo="NillionNetwork/nilvm"}'),
    [/^content\/p\.mdx:10:6: error: .*is not listed in the `sources:` entry of NillionNetwork\/nilvm/],
  ],
  [
    'a cited path under two sources entries',
    cited('Rule.:cite[nada_dsl/errors.py#L1]', `${NADA_DSL}\n  - repo: NillionNetwork/nada-numpy\n    ref: 0.6.0\n    paths:\n      - nada_dsl/errors.py`),
    [
      /^content\/p\.mdx:14:6: error: .*listed under several `sources:` entries \(NillionNetwork\/nada-dsl, NillionNetwork\/nada-numpy\): name one with \{repo="Owner\/name"\}/,
    ],
  ],
  [
    'a rule sentence without a citation (a warning)',
    cited('The value must be public. It is cited too.:cite[nada_dsl/errors.py#L1] A plain sentence.'),
    [
      'content/p.mdx:10:1: warning: "The value must be public." reads like a behaviour rule without a citation: cite the line that enforces it (:cite[<path>#L<start>-L<end>]), or reword it if it is not a rule.',
    ],
  ],
  // Tutorials that drive a repository: the snapshot list
  [
    'a script run from a folder that does not hold it, and a path the repository lacks',
    {
      'content/run.mdx': (RUN_FRONT + runSteps('examples_and_tutorials/nada_programs')).replace('src/addition_simple.py`', 'src/addition.py`'),
      'content/.snapshots/run.txt': RUN_SNAPSHOT,
    },
    [
      'content/run.mdx:16: error: "addition_simple.py" (run from examples_and_tutorials/nada_programs) is not in NillionNetwork/python-examples at 0588c98 (content/.snapshots/run.txt): fix the path, or re-check the page against the repository and update the list.',
      'content/run.mdx:19: error: "examples_and_tutorials/nada_programs/src/addition.py" is not in NillionNetwork/python-examples at 0588c98 (content/.snapshots/run.txt): fix the path, or re-check the page against the repository and update the list.',
    ],
  ],
  [
    'a pinned page without its snapshot list',
    { 'content/run.mdx': RUN_FRONT + runSteps('examples_and_tutorials/core_concept_single_party_compute') },
    [
      `content/run.mdx:3: error: the page drives NillionNetwork/python-examples but has no snapshot list content/.snapshots/run.txt: list the repository paths at ${SHA} it names, one per line.`,
    ],
  ],
  // Front matter
  [
    'an unknown platform value in front matter',
    withFrontMatter('title: P\ndescription: "See %%noSuchValue%%."'),
    [/^content\/p\.mdx:3: error: front matter key "description": unknown platform value "%%noSuchValue%%"/],
  ],
  ['front matter YAML', { 'content/p.mdx': '---\ntitle: "Unclosed\nkeywords: [a]\n---\nBody.\n' }, [/^content\/p\.mdx:2: error: invalid YAML front matter: /]],
  ['no front matter', { 'content/p.mdx': 'just text\n' }, [/^content\/p\.mdx:1: error: missing front matter/]],
  [
    'an unknown front matter key',
    withFrontMatter('title: P\nsidebar_lable: x'),
    [/^content\/p\.mdx:3: error: front matter key "sidebar_lable": remove it; allowed keys: title, description, sidebar_label/],
  ],
  [
    'a front matter value of the wrong type',
    withFrontMatter('title: P\nhide_table_of_contents: "yes"'),
    [/^content\/p\.mdx:3: error: front matter key "hide_table_of_contents"/],
  ],
  ['no title', withFrontMatter('description: no title'), [/^content\/p\.mdx:\d+: error: front matter key "title"/]],
  [
    'sidebar other than false',
    withFrontMatter('title: P\nsidebar: docs'),
    [/^content\/p\.mdx:3: error: front matter key "sidebar": only `sidebar: false` is allowed .* list the page in content\/_nav\/sidebars\.yaml/],
  ],
  [
    'source_repo without source_commit',
    withFrontMatter('title: P\nsource_repo: NillionNetwork/python-examples'),
    [/^content\/p\.mdx:3: error: front matter key "source_repo": set source_repo and source_commit together/],
  ],
  [
    'an abbreviated source_commit',
    withFrontMatter('title: P\nsource_repo: a/b\nsource_commit: 0588c98'),
    [/^content\/p\.mdx:4: error: front matter key "source_commit": write the full 40-character/],
  ],
  [
    'source_repo as a URL',
    withFrontMatter(`title: P\nsource_repo: https://github.com/a/b\nsource_commit: ${SHA}`),
    [/^content\/p\.mdx:3: error: front matter key "source_repo": write the GitHub repository as owner\/name/],
  ],
  [
    'sources: a URL instead of owner/name',
    withFrontMatter('title: P\nsources:\n  - repo: https://github.com/NillionNetwork/nilvm\n    ref: v0.9.0\n    paths: [node/src/lib.rs]'),
    [/^content\/p\.mdx:4: error: front matter key "sources\.0\.repo": write the GitHub repository as owner\/name/],
  ],
  [
    'sources: an abbreviated sha in the second entry',
    withFrontMatter(`title: P\n${SOURCES}  - repo: NillionNetwork/nildb\n    ref: 0588c98\n    paths: [src/data/data.services.ts]`),
    [/^content\/p\.mdx:9: error: front matter key "sources\.1\.ref": write the full 40-character commit sha, not an abbreviated one$/],
  ],
  [
    'sources: no paths',
    withFrontMatter('title: P\nsources:\n  - repo: NillionNetwork/nildb\n    ref: v0.5.0\n    paths: []'),
    [/^content\/p\.mdx:6: error: front matter key "sources\.0\.paths": list at least one path/],
  ],
  [
    'sources: a path with a leading slash',
    withFrontMatter(
      'title: P\nsources:\n  - repo: NillionNetwork/nildb\n    ref: v0.5.0\n    paths:\n      - src/common/validator.ts\n      - /src/data/data.services.ts',
    ),
    [/^content\/p\.mdx:8: error: front matter key "sources\.0\.paths\.1": write a repository path without a leading slash/],
  ],
  [
    'sources: a missing ref',
    withFrontMatter('title: P\nsources:\n  - repo: NillionNetwork/nildb\n    paths: [src/common/validator.ts]'),
    [/^content\/p\.mdx:4: error: front matter key "sources\.0\.ref": /],
  ],
  [
    'sources: an unknown key in an entry',
    withFrontMatter('title: P\nsources:\n  - repo: NillionNetwork/nildb\n    ref: v0.5.0\n    commit: abc\n    paths: [src/common/validator.ts]'),
    [/^content\/p\.mdx:6: error: front matter key "sources\.0\.commit": remove it/],
  ],
  [
    'sources: a string instead of a list',
    withFrontMatter('title: P\nsources: NillionNetwork/nildb'),
    [/^content\/p\.mdx:3: error: front matter key "sources": /],
  ],
  // Files
  [
    'duplicate route',
    { 'content/a.mdx': page('A'), 'content/a/index.mdx': page('A again') },
    ['content/a.mdx:1: error: route /a has 2 sources: content/a.mdx, content/a/index.mdx. Keep one file per route (rename or delete the others).'],
  ],
  [
    'a Markdown and an MDX file for one route',
    { 'content/x.md': page('Markdown'), 'content/x.mdx': page('MDX') },
    [/^content\/x\.md:1: error: route \/x has 2 sources: content\/x\.md, content\/x\.mdx/],
  ],
  [
    'a file that is not UTF-8',
    fixture('content-damage/content/non-utf8.mdx'),
    ['content/non-utf8.mdx:7: error: the file is not valid UTF-8: save it as UTF-8.'],
  ],
  [
    'an unknown component on a long page',
    fixture('content-damage/content/unknown-component.mdx'),
    [/^content\/unknown-component\.mdx:17(:\d+)?: error: <Bogus> is not an allowed component/],
  ],
  [
    'an unclosed component',
    fixture('content-damage/content/unclosed-component.mdx'),
    [/^content\/unclosed-component\.mdx:17(:\d+)?: error: .*Expected a closing tag for `<Admonition>`/],
  ],
  ['broken YAML on a long page', fixture('content-damage/content/bad-yaml.mdx'), [/^content\/bad-yaml\.mdx:2(:\d+)?: error: invalid YAML front matter/]],
  [
    'an unclosed fence on a long page',
    fixture('content-damage/content/unclosed-fence.mdx'),
    [/^content\/unclosed-fence\.mdx:9(:\d+)?: error: code fence ``` is never closed/],
  ],
  [
    'missing images and file links',
    { ...fixture('content-damage/content/missing-assets.mdx'), 'public/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    [
      'content/missing-assets.mdx:7: error: image "/img/missing-diagram.png" not found: public/img/missing-diagram.png does not exist. Add the file or fix the path.',
      /^content\/missing-assets\.mdx:9: error: image "\.\/images\/missing-local\.png" not found: .*content\/images\/missing-local\.png does not exist/,
      'content/missing-assets.mdx:11: error: file link "/files/missing-config.yaml" not found: public/files/missing-config.yaml does not exist. Add the file or fix the path.',
      // The link check reports the missing file's link too.
      'content/missing-assets.mdx:11: error: broken link "/files/missing-config.yaml": no page has the route /files/missing-config.yaml. Fix the route.',
    ],
  ],
  // Several pages: every problem at once, and a broken page's anchors are no cascade of warnings
  [
    'every broken page in one run',
    {
      'content/a.mdx': '---\ntitle: "Unclosed\n---\n\n## Setup\n',
      'content/b.mdx': page('B', 'Read [setup](/a#setup) and [install](/a#install).\n\n<Video />\n'),
      'content/c.mdx': page('C', '```js\nlet x;\n'),
      'content/d.mdx': page('D', '[ok](/b) and [gone](/nowhere).\n'),
    },
    [
      /^content\/a\.mdx:2: error: invalid YAML front matter/,
      /^content\/b\.mdx:7:1: error: <Video> is not an allowed component/,
      /^content\/c\.mdx:5:1: error: code fence ``` is never closed/,
      'content/d.mdx:5: error: broken link "/nowhere": no page has the route /nowhere. Fix the route.',
    ],
  ],
];

describe('the compile names each problem with its place and its fix', () => {
  it.each(ROWS)('%s', async (_name, input, expected, sizeLimits) => {
    expect(await problemsOf(input, sizeLimits)).toEqual(expected.map((e) => (typeof e === 'string' ? e : expect.stringMatching(e))));
  });

  it('oversized page: a warning above the first limit, an error above the second', async () => {
    const body = 'Long text. '.repeat(400);
    expect(await problemsOf(body, { warnBytes: 1024, failBytes: 64 * 1024 })).toEqual([
      expect.stringMatching(
        /^content\/p\.mdx:1: warning: the page compiles to \d+ KB \(warning above 1 KB\): readers download all of it\. Split it into several pages\.$/,
      ),
    ]);
    expect(await problemsOf(body, { warnBytes: 512, failBytes: 1024 })).toEqual([
      expect.stringMatching(/^content\/p\.mdx:1: error: the page compiles to \d+ KB \(limit 1 KB\)/),
    ]);
  });

  it('a page linked from outside the repository: refused with its path, never read', async () => {
    const outside = tempTree({ 'p.mdx': page('Elsewhere', 'Outside text.') });
    const root = tempTree({ 'content/home.mdx': page('Home') });
    fs.symlinkSync(path.join(outside, 'p.mdx'), path.join(root, 'content/p.mdx'));
    const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
    expect(compiled.problems.map(formatProblem)).toEqual([
      `content/p.mdx: error: p.mdx is a symbolic link to ${fs.realpathSync(path.join(outside, 'p.mdx'))}, outside the repository: the export holds only files from inside the repository. Replace the link with a copy of the file, or delete it.`,
    ]);
    expect(compiled.entries.map((e) => e.route)).toEqual(['/home']);
  });

  it('sidebar entry naming no page: its line:col and the fix', async () => {
    const root = tempTree({
      'content/a.mdx': page('A'),
      'content/_nav/sidebars.yaml': 'docs:\n  label: Docs\n  items:\n    - a\n    - no-such-page\n',
      'content/_nav/navbar.yaml': 'items:\n  - doc: a\n',
      'content/_nav/home.yaml': 'actions: []\nsections:\n  - title: A\n    href: /a\n    text: A page.\nmost-used:\n  heading: H\n  intro: I\n  pages: []\n',
    });
    const dir = path.join(root, 'content');
    const { compiled } = await compileContent({ dirs: [dir], root, api: false });
    const { problems } = buildNavigation(readNavigationSources([dir], root), toIndex(compiled.entries));
    expect(problems.map(formatProblem)).toEqual([
      'content/_nav/sidebars.yaml:5:7: error: sidebar entry "no-such-page" names no page; fix the content id, or create content/no-such-page.mdx.',
    ]);
  });
});
