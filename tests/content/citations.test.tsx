// Claim citations (`:cite[…]`): the compile resolves each against the page's `sources:`, renders a
// small "source" link, writes it into the Markdown twin, and fails a citation that points nowhere
// with file:line:col — including lines past the end of a vendored release.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { compileContent, compilePage } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { docEntryToMarkdown } from '@/lib/markdown/page-markdown';
import { docComponent } from '@/components/mdx/doc-module';
import { mdxComponents } from '@/components/mdx';
import { tempTree } from '../helpers';

/** nada-dsl 0.8.0 as vendored in tests/fixtures/pypi/nada-dsl-0.8.0 (its SOURCE.json commit). */
const NADA_DSL = [
  'sources:',
  '  - repo: NillionNetwork/nada-dsl',
  '    ref: 3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62',
  '    paths:',
  '      - nada_dsl/errors.py',
].join('\n');
const VENDORED_LINES = fs.readFileSync('tests/fixtures/pypi/nada-dsl-0.8.0/nada_dsl/errors.py', 'utf8').trimEnd().split('\n').length;

/** Compiles one page in a temporary content folder (the body starts at line 5 + front matter lines). */
async function compileOne(body: string, frontMatter: string) {
  const root = tempTree({ 'content/p.mdx': `---\ntitle: P\n${frontMatter}\n---\n\n${body}\n` });
  const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return { problems: compiled.problems.map(formatProblem), module: modules.get('p') };
}

const BODY_LINE = 5 + NADA_DSL.split('\n').length;

describe('citations fail the compile where they point nowhere', () => {
  it('a path not in sources: fails at its line and column, naming the fix', async () => {
    const { problems, module } = await compileOne('A compile error is raised.:cite[nada_dsl/compile.py#L3-L9]', NADA_DSL);
    expect(problems).toEqual([
      `content/p.mdx:${BODY_LINE}:27: error: :cite[nada_dsl/compile.py#L3-L9]: nada_dsl/compile.py is not listed in \`sources:\` of content/p.mdx: add it to that entry's \`paths\` (with the repository and ref it was read at), or correct the path.`,
    ]);
    expect(module).toBeUndefined();
  });

  it('a line range past the end of the vendored release fails at its line and column', async () => {
    const past = VENDORED_LINES + 1;
    const { problems } = await compileOne(`Text.\n\nIt raises an error.:cite[nada_dsl/errors.py#L${past - 3}-L${past}]`, NADA_DSL);
    expect(problems).toEqual([
      `content/p.mdx:${BODY_LINE + 2}:20: error: :cite[nada_dsl/errors.py#L${past - 3}-L${past}]: nada_dsl/errors.py has ${VENDORED_LINES} lines at NillionNetwork/nada-dsl@3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62 (vendored in tests/fixtures/pypi/), so lines ${past - 3}–${past} do not exist: cite the lines that enforce the rule at that ref.`,
    ]);
  });

  it('the last line of the vendored file is a valid citation', async () => {
    const { problems, module } = await compileOne(`It raises an error.:cite[nada_dsl/errors.py#L${VENDORED_LINES}]`, NADA_DSL);
    expect(problems).toEqual([]);
    expect(module).toBeDefined();
  });

  it('a path Markdown would read as emphasis (`__init__.py`) is taken as written', async () => {
    const init = NADA_DSL.replace('nada_dsl/errors.py', 'nada_dsl/__init__.py');
    const lines = fs.readFileSync('tests/fixtures/pypi/nada-dsl-0.8.0/nada_dsl/__init__.py', 'utf8').trimEnd().split('\n').length;
    const valid = await compileOne(`It is exported.:cite[nada_dsl/__init__.py#L${lines}]`, init);
    expect(valid.problems).toEqual([]);
    const past = await compileOne(`It is exported.:cite[nada_dsl/__init__.py#L${lines + 1}]`, init);
    expect(past.problems).toEqual([expect.stringContaining(`nada_dsl/__init__.py has ${lines} lines`)]);
  });

  it.each([
    ['a page without sources', 'Rule.:cite[a.py#L1]', 'description: D.', /:cite\[a\.py#L1\] on a page without `sources:`/],
    ['a label without lines', 'Rule.:cite[nada_dsl/errors.py]', NADA_DSL, /is not a citation: write :cite\[<path>#L<start>-L<end>\]/],
    [
      'a range that ends before it starts',
      'Rule.:cite[nada_dsl/errors.py#L9-L3]',
      NADA_DSL,
      /the line range must start at 1 or later, end at or after its start/,
    ],
    ['line 0', 'Rule.:cite[nada_dsl/errors.py#L0]', NADA_DSL, /the line range must start at 1 or later/],
    [
      'a repo attribute naming another entry',
      'Rule.:cite[nada_dsl/errors.py#L1]{repo="NillionNetwork/nilvm"}',
      NADA_DSL,
      /is not listed in the `sources:` entry of NillionNetwork\/nilvm/,
    ],
  ])('%s is an error at the citation', async (_name, body, frontMatter, message) => {
    const line = 5 + frontMatter.split('\n').length;
    const { problems } = await compileOne(body, frontMatter);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/p\\.mdx:${line}:6: error: `))]);
    expect(problems[0]).toMatch(message);
  });

  it('a path under two sources entries needs {repo="…"}', async () => {
    const two = `${NADA_DSL}\n  - repo: NillionNetwork/nada-numpy\n    ref: 0.6.0\n    paths:\n      - nada_dsl/errors.py`;
    const ambiguous = await compileOne('Rule.:cite[nada_dsl/errors.py#L1]', two);
    expect(ambiguous.problems).toEqual([
      expect.stringMatching(
        /listed under several `sources:` entries \(NillionNetwork\/nada-dsl, NillionNetwork\/nada-numpy\): name one with \{repo="Owner\/name"\}/,
      ),
    ]);
    const named = await compileOne('Rule.:cite[nada_dsl/errors.py#L1]{repo="NillionNetwork/nada-numpy"}', two);
    expect(named.problems).toEqual([]);
  });

  it('warns, without failing, about a rule sentence with no citation on a page with sources', async () => {
    const { problems, module } = await compileOne('The value must be public. It is cited too.:cite[nada_dsl/errors.py#L1] A plain sentence.', NADA_DSL);
    expect(problems).toEqual([
      `content/p.mdx:${BODY_LINE}:1: warning: "The value must be public." reads like a behaviour rule without a citation: cite the line that enforces it (:cite[<path>#L<start>-L<end>]), or reword it if it is not a rule.`,
    ]);
    expect(module).toBeDefined();
  });

  it('warns about rule wording (refusals, limits, permissions, defaults, errors), not about advice', async () => {
    const rules = ['The server rejects requests larger than 1 MB.', 'Only the owner may delete a record.', 'Defaults to 30 seconds.', 'It raises ValueError.'];
    const advice = [
      'Reveal only what may be disclosed.',
      'If your user id must stay the same, save its bytes.',
      'You need only a browser.',
      'Write at least one program.',
      'Their squares add up to 4044.',
    ];
    const { problems } = await compileOne([...rules, ...advice].join('\n\n'), NADA_DSL);
    expect(problems.map((p) => p.replace(/: warning: "(.*?)".*/, ' $1'))).toEqual(rules.map((rule, i) => `content/p.mdx:${BODY_LINE + 2 * i}:1 ${rule}`));
  });
});

describe('a citation renders as a small source link, and as a Markdown link in the twin', () => {
  const temporary: string[] = [];
  afterAll(() => {
    for (const d of temporary) fs.rmSync(d, { recursive: true, force: true });
  });
  const source = `---\ntitle: P\n${NADA_DSL}\n---\n\nA division by zero raises an error.:cite[nada_dsl/errors.py#L2-L4]\n\n| Case | Result |\n| --- | --- |\n| zero | an error.:cite[nada_dsl/errors.py#L5] |\n`;
  const url = 'https://github.com/NillionNetwork/nada-dsl/blob/3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62/nada_dsl/errors.py';

  it('the page shows a superscript "source" link naming repository, path and lines', async () => {
    fs.mkdirSync('.generated', { recursive: true });
    const dir = fs.mkdtempSync(path.join(process.cwd(), '.generated', 'cite-'));
    temporary.push(dir);
    const where = { file: 'content/p.mdx', absolutePath: path.join(dir, 'p.mdx'), id: 'p' };
    const { js, problems } = await compilePage(source, where, { publicDir: path.join(process.cwd(), 'public') });
    expect(problems).toEqual([]);
    fs.writeFileSync(path.join(dir, 'page.js'), js!);
    const Content = docComponent(await import(path.join(dir, 'page.js')), where.file);
    const html = renderToStaticMarkup(<Content components={mdxComponents} />);
    expect(html).toContain(
      `raises an error.<sup class="citation" data-pagefind-ignore="all"><a href="${url}#L2-L4" rel="noopener noreferrer" aria-label="Source: NillionNetwork/nada-dsl nada_dsl/errors.py lines 2–4" title="Source: NillionNetwork/nada-dsl nada_dsl/errors.py lines 2–4">source</a></sup></p>`,
    );
    expect(html).toContain(
      `an error.<sup class="citation" data-pagefind-ignore="all"><a href="${url}#L5" rel="noopener noreferrer" aria-label="Source: NillionNetwork/nada-dsl nada_dsl/errors.py line 5"`,
    );
  });

  it('the Markdown twin writes ([source](url)) after the sentence and in the table cell', async () => {
    const where = { file: 'content/p.mdx', absolutePath: path.join(process.cwd(), 'content', 'p.mdx'), id: 'p' };
    const { entry, tree } = await compilePage(source, where, { publicDir: path.join(process.cwd(), 'public') });
    const md = docEntryToMarkdown({ ...entry!, file: where.file }, tree!);
    expect(md).toContain(`A division by zero raises an error. ([source](${url}#L2-L4))\n`);
    expect(md).toContain(`| zero | an error. ([source](${url}#L5)) |`);
  });
});
