import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent, openFileCache } from '@/lib/compile';
import { readSnapshot } from '@/lib/compile/snapshot-check';
import { formatProblem } from '@/lib/checks/problem';
import { compileTree, otherThanSources, RUN_TUTORIAL, tempTree } from '../helpers';

const compileProblems = async (files: Record<string, string>) => (await compileTree(files)).problems;

describe('snapshot lists of repository-driving tutorials', () => {
  const { front, snapshot, steps } = RUN_TUTORIAL;

  it('passes when the folders and files the commands use are in the list, or the page has the reader make them', async () => {
    const made = [
      '',
      'Create `examples_and_tutorials/nada_programs/src/mine.py`, then build it:',
      '',
      '```shell',
      'nada build',
      '```',
      '',
      'The build writes `examples_and_tutorials/nada_programs/target/mine.nada.bin`.',
    ].join('\n');
    const problems = await compileProblems({
      'content/run.mdx': front + steps('examples_and_tutorials/core_concept_single_party_compute') + made,
      'content/.snapshots/run.txt': snapshot,
    });
    expect(problems).toEqual([]);
  });

  it('reads inline code of the prose only: a path inside a code block is not a claim about the repository', async () => {
    const block = ['', '```text', 'Output goes to `examples_and_tutorials/nada_programs/src/none.py`', '```'].join('\n');
    const source = front + steps('examples_and_tutorials/core_concept_single_party_compute') + block;
    expect(await compileProblems({ 'content/run.mdx': source, 'content/.snapshots/run.txt': snapshot })).toEqual([]);
  });

  it('checks a page served from the page cache against its list as the list is now', async () => {
    const root = tempTree({
      'content/run.mdx': front + steps('examples_and_tutorials/core_concept_single_party_compute'),
      'content/.snapshots/run.txt': snapshot,
    });
    const compile = async () => {
      const cache = openFileCache(root);
      const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, cache });
      return { problems: otherThanSources(compiled.problems.map(formatProblem)), compiles: compiled.stats.compiles };
    };
    expect(await compile()).toEqual({ problems: [], compiles: 1 });
    fs.writeFileSync(path.join(root, 'content/.snapshots/run.txt'), snapshot.replace('examples_and_tutorials/nada_programs/src/addition_simple.py\n', ''));
    expect(await compile()).toEqual({
      problems: [expect.stringMatching(/^content\/run\.mdx:\d+: error: "examples_and_tutorials\/nada_programs\/src\/addition_simple\.py" is not in/)],
      compiles: 0,
    });
  });

  it('reads one path per line, skipping comments and blank lines', () => {
    expect(readSnapshot('# repo at sha\n\n./a/b.py\nc.txt\n')).toEqual(['a/b.py', 'c.txt']);
  });
});
