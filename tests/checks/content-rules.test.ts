import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { checkContent, formatProblem } from '@/lib/checks/content-check';
import { checkStatedResults, checkWritingRules } from '@/lib/checks/content-rules';
import { tempTree, page } from '../helpers';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/content-rules');

/** Runs the whole content check over fixture pages copied into a fresh `content/` folder. */
const checkFixtures = async (...names: string[]) => {
  const root = tempTree(Object.fromEntries(names.map((n) => [`content/${n}`, fs.readFileSync(path.join(FIXTURES, n), 'utf8')])));
  const index = await buildContentIndex(path.join(root, 'content'), { api: false, root });
  return checkContent(index, undefined, root).map(formatProblem);
};

describe('writing rules (check:content)', () => {
  it('fails a page that says "upstream", naming file and line, and ignores code blocks', async () => {
    expect(await checkFixtures('meta-wording.mdx')).toEqual([
      expect.stringMatching(/^content\/meta-wording\.mdx:7: error: "upstream" talks about how the page was written/),
    ]);
  });

  it('fails the second uncertainty admonition of a page, naming file and line', async () => {
    expect(await checkFixtures('two-uncertainty-boxes.mdx')).toEqual([
      expect.stringMatching(/^content\/two-uncertainty-boxes\.mdx:15: error: second uncertainty admonition on the page \(the first is at line 7\)/),
    ]);
  });

  it('finds each kind of meta wording, case-insensitively, outside inline code', () => {
    const source = [
      'See the Original Page.',
      'Older versions of this guide differ.',
      'This is our explanation.',
      'As the brief says.',
      'Run `git pull upstream main` first.',
    ].join('\n');
    expect(checkWritingRules('content/a.mdx', source).map((p) => p.line)).toEqual([1, 2, 3, 4]);
  });

  it('allows one uncertainty box, but not next to a table or on a values page', () => {
    const box = ':::note\n\nThe port is not confirmed.\n\n:::';
    const table = '| key | value |\n| --- | --- |\n| port | 1 |';
    expect(checkWritingRules('content/a.mdx', `Text.\n\n${box}\n`)).toEqual([]);
    expect(checkWritingRules('content/a.mdx', `${table}\n\n${box}\n`).map((p) => `${p.line}: ${p.message}`)).toEqual([
      expect.stringMatching(/^5: uncertainty admonition next to a table of values/),
    ]);
    expect(checkWritingRules('content/a.mdx', `${box}\n\n${table}\n`).map((p) => p.line)).toEqual([1]);
    expect(checkWritingRules('content/network-configuration.mdx', `Text.\n\n${box}\n`).map((p) => p.message)).toEqual([
      expect.stringMatching(/uncertainty admonition on a values page/),
    ]);
  });

  it('does not count admonitions without uncertainty wording, nor fences inside code blocks', () => {
    const source = ':::tip\n\nUse nilup.\n\n:::\n\n```text\n:::warning\nnot verified\n:::\n```\n\n:::info\n\nNot verified on Windows.\n\n:::';
    expect(checkWritingRules('content/a.mdx', source)).toEqual([]);
  });
});

describe('stated results (check:content)', () => {
  it('passes a result line and a multi-line nada run block that equal the test file', async () => {
    expect(await checkFixtures('result-agrees.mdx')).toEqual([]);
  });

  it('fails a result line and a nada run block that disagree with the test file', async () => {
    expect(await checkFixtures('result-disagrees.mdx')).toEqual([
      expect.stringMatching(/^content\/result-disagrees\.mdx:27: error: `sum` is stated as 41, but tests\/addition_test\.yaml expects 40/),
      expect.stringMatching(/^content\/result-disagrees\.mdx:34: error: `sum` is stated as 39, but tests\/addition_test\.yaml expects 40/),
    ]);
  });

  const entryFor = async (body: string) => {
    const root = tempTree({ 'content/r.mdx': page('R', body) });
    const index = await buildContentIndex(path.join(root, 'content'), { api: false, root });
    const entry = index.byId.get('r') as DocEntry;
    return checkStatedResults(entry, fs.readFileSync(path.join(root, entry.file), 'utf8')).map((p) => p.message);
  };
  const test = '```yaml title="tests/votes_test.yaml"\nprogram: votes\ninputs: {}\nexpected_outputs:\n  a: 3\n  b: -1\n  ok: true\n```';

  it('requires every expected output, known outputs and a test file on the page', async () => {
    expect(await entryFor(`${test}\n\n**Result** (\`votes_test\`): \`a\` is 3, \`b\` is -1 and \`ok\` is true.`)).toEqual([]);
    expect(await entryFor(`${test}\n\n**Result** (\`votes_test\`): \`a\` is 3 and \`c\` is 1.`)).toEqual([
      expect.stringMatching(/`c` is not an output of tests\/votes_test\.yaml/),
      expect.stringMatching(/leaves out `b`, `ok` of tests\/votes_test\.yaml/),
    ]);
    expect(await entryFor('**Result** (`other_test`): `a` is 3.')).toEqual([expect.stringMatching(/no `tests\/other_test\.yaml` block/)]);
  });

  it('rejects the one-line Outputs form', async () => {
    const run = '```text\nRunning program \'votes\' with inputs from test file votes_test\nOutputs: {"a": SecretInteger(NadaInt(3))}\n```';
    expect(await entryFor(`${test}\n\n${run}`)).toEqual([expect.stringMatching(/one-line `Outputs: \{…\}` is not what `nada run` prints/)]);
  });
});
