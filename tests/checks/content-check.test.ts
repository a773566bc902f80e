import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { checkBlocks, checkLinks, checkProse, checkPython, formatAnnotation, formatProblem } from '@/lib/checks/content-check';
import { tempTree, page } from '../helpers';

const build = async (files: Record<string, string>) => {
  const root = tempTree(files);
  const index = await buildContentIndex(path.join(root, 'content'), { api: false, root });
  return index;
};
const fence = (lang: string, meta: string, code: string) => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('links', () => {
  it('fails a broken internal link and a missing anchor with file:line', async () => {
    const index = await build({
      'content/a.mdx': page('A', 'Good [b](/b#usage).\n\nBad [x](/does-not-exist).\n\nAnchor [y](/b#nowhere).'),
      'content/b.mdx': page('B', '## Usage'),
    });
    const problems = checkLinks(index).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/a\.mdx:7: error: broken link "\/does-not-exist"/),
      expect.stringMatching(/^content\/a\.mdx:9: error: anchor "#nowhere" not found on \/b: link one of its headings \(usage\)/),
    ]);
  });

  it('checks href attributes of components too', async () => {
    const index = await build({ 'content/a.mdx': page('A', '<Cards>\n  <Card title="T" href="/missing">x</Card>\n</Cards>') });
    expect(checkLinks(index).map(formatProblem)).toEqual([expect.stringMatching(/content\/a\.mdx:6: error: broken link "\/missing"/)]);
  });
});

describe('code blocks', () => {
  it('requires a language and parseable JSON and YAML', async () => {
    const index = await build({
      'content/a.mdx': page(
        'A',
        ['```\nplain\n```', fence('json', '', '{"a": 1,}'), fence('yaml', '', 'a: [1, 2'), fence('json', '', '{"ok": true}')].join('\n\n'),
      ),
    });
    const messages = checkBlocks(index.byId.get('a') as DocEntry).map((p) => `${p.line}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^5: code block without a language/),
      expect.stringMatching(/^9: JSON block does not parse/),
      expect.stringMatching(/^13: YAML block does not parse/),
    ]);
  });

  it('reports a Python syntax error at its line in the file', async () => {
    const index = await build({ 'content/p.mdx': page('P', fence('python', '', 'x = 1\ndef broken(:\n    pass')) });
    const problems = checkPython([index.byId.get('p') as DocEntry]);
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^content\/p\.mdx:7: error: Python block does not parse/)]);
  });

  const program = (ret: string) =>
    fence(
      'python',
      'title="src/add.py"',
      `from nada_dsl import *\n\ndef nada_main():\n    p = Party(name="P")\n    a = SecretInteger(Input(name="a", party=p))\n    b = SecretInteger(Input(name="b", party=p))\n    ${ret}`,
    );

  it('checks nada programs: nada_dsl import, nada_main, a list of Output(...)', async () => {
    const good = await build({ 'content/g.mdx': page('G', program('return [Output(a + b, "sum", p)]')) });
    expect(checkPython([good.byId.get('g') as DocEntry])).toEqual([]);
    const bad = await build({ 'content/b.mdx': page('B', program('return a + b')) });
    expect(checkPython([bad.byId.get('b') as DocEntry]).map((p) => p.message)).toEqual([
      expect.stringMatching(/src\/add\.py nada_main\(\) must return a list of Output/),
    ]);
  });

  it('matches a test file against its program inputs and outputs', async () => {
    const test = (inputs: string, outputs: string) =>
      fence('yaml', 'title="tests/add_test.yaml"', `---\nprogram: add\ninputs:\n${inputs}\nexpected_outputs:\n${outputs}`);
    const ok = await build({ 'content/o.mdx': page('O', `${program('return [Output(a + b, "sum", p)]')}\n\n${test('  a: 1\n  b: 2', '  sum: 3')}`) });
    expect(checkPython([ok.byId.get('o') as DocEntry])).toEqual([]);
    const wrong = await build({ 'content/w.mdx': page('W', `${program('return [Output(a + b, "sum", p)]')}\n\n${test('  a: 1\n  c: 2', '  total: 3')}`) });
    expect(checkPython([wrong.byId.get('w') as DocEntry]).map((p) => p.message)).toEqual([
      expect.stringMatching(/inputs do not match program "add"; missing: b; unknown: c/),
      expect.stringMatching(/expected_outputs do not match program "add"; missing: sum; unknown: total/),
    ]);
    const missingKey = await build({ 'content/m.mdx': page('M', fence('yaml', 'title="tests/x_test.yaml"', 'program: x\ninputs: {}')) });
    expect(checkBlocks(missingKey.byId.get('m') as DocEntry).map((p) => p.message)).toEqual([expect.stringMatching(/has no "expected_outputs" key/)]);
  });
});

describe('prose', () => {
  it('flags placeholder words outside code only', () => {
    const source = '---\ntitle: A\n---\nText TODO later.\n\n```text\nTODO in code is fine\n```\n\nUse `TBD` inline is fine.\nLorem ipsum dolor.';
    expect(checkProse('content/a.mdx', source).map((p) => p.line)).toEqual([4, 11]);
  });
});

describe('formatAnnotation for GitHub Actions', () => {
  it('prints an annotation of the file and line, escaping the workflow-command characters', () => {
    const line = formatAnnotation({ file: 'content/a,b.mdx', line: 12, severity: 'error', message: 'broken link "/x": 100%\nfix it' });
    expect(line).toBe('::error file=content/a%2Cb.mdx,line=12::broken link "/x": 100%25%0Afix it');
    expect(formatAnnotation({ file: 'content/a.mdx', line: 3, severity: 'warning', message: 'w' })).toBe('::warning file=content/a.mdx,line=3::w');
  });
});
