// Claim citations (`:cite[…]`): the compile resolves each against the page's `sources:`, renders a
// small "source" link and writes it into the Markdown twin. What fails, and the messages:
// tests/content/contributor-errors.test.ts.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/checks/problem';
import { compileTree, renderPageModule } from '../helpers';

/** nada-dsl 0.8.0 as vendored in tests/fixtures/pypi/nada-dsl-0.8.0 (its SOURCE.json commit). */
const NADA_DSL = [
  'sources:',
  '  - repo: NillionNetwork/nada-dsl',
  '    ref: 3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62',
  '    paths:',
  '      - nada_dsl/errors.py',
].join('\n');
const VENDORED_LINES = fs.readFileSync('tests/fixtures/pypi/nada-dsl-0.8.0/nada_dsl/errors.py', 'utf8').trimEnd().split('\n').length;

/** Compiles one page (the body starts at line 5 + front matter lines). */
async function compileOne(body: string, frontMatter: string) {
  const { compiled, modules } = await compileTree({ 'content/p.mdx': `---\ntitle: P\n${frontMatter}\n---\n\n${body}\n` });
  return { problems: compiled.problems.map(formatProblem), module: modules.get('p') };
}

const BODY_LINE = 5 + NADA_DSL.split('\n').length;

describe('citations', () => {
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

  it('a path under two sources entries is taken from the one {repo="…"} names', async () => {
    const two = `${NADA_DSL}\n  - repo: NillionNetwork/nada-numpy\n    ref: 0.6.0\n    paths:\n      - nada_dsl/errors.py`;
    expect((await compileOne('Rule.:cite[nada_dsl/errors.py#L1]{repo="NillionNetwork/nada-numpy"}', two)).problems).toEqual([]);
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

it('a citation renders as a small source link on the page, and as ([source](url)) in the Markdown twin', async () => {
  const source = `---\ntitle: P\n${NADA_DSL}\n---\n\nA division by zero raises an error.:cite[nada_dsl/errors.py#L2-L4]\n\n| Case | Result |\n| --- | --- |\n| zero | an error.:cite[nada_dsl/errors.py#L5] |\n`;
  const url = 'https://github.com/NillionNetwork/nada-dsl/blob/3e4fb2fb5e34f57aac1ac95e733a73da26ce5c62/nada_dsl/errors.py';
  const { compiled, modules, problems } = await compileTree({ 'content/p.mdx': source });
  expect(problems).toEqual([]);
  const html = await renderPageModule(modules.get('p')!, 'content/p.mdx');
  expect(html).toContain(
    `raises an error.<sup class="citation" data-pagefind-ignore="all"><a href="${url}#L2-L4" rel="noopener noreferrer" aria-label="Source: NillionNetwork/nada-dsl nada_dsl/errors.py lines 2–4" title="Source: NillionNetwork/nada-dsl nada_dsl/errors.py lines 2–4">source</a></sup></p>`,
  );
  expect(html).toContain(
    `an error.<sup class="citation" data-pagefind-ignore="all"><a href="${url}#L5" rel="noopener noreferrer" aria-label="Source: NillionNetwork/nada-dsl nada_dsl/errors.py line 5"`,
  );
  expect(compiled.markdown['/p']).toContain(`A division by zero raises an error. ([source](${url}#L2-L4))\n`);
  expect(compiled.markdown['/p']).toContain(`| zero | an error. ([source](${url}#L5)) |`);
});
