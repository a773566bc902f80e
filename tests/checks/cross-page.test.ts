import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { checkContentReport, formatProblem } from '@/lib/checks/content-check';
import { checkGlossaryLinks, checkSnapshot, readSnapshot } from '@/lib/checks/cross-page';
import { tempTree, page } from '../helpers';

const build = async (files: Record<string, string>) => {
  const root = tempTree(files);
  const index = await buildContentIndex(path.join(root, 'content'), { api: false, root });
  return { root, index };
};
const doc = (index: Awaited<ReturnType<typeof build>>['index'], id: string) => index.byId.get(id) as DocEntry;

const GLOSSARY = page('Glossary', '## Share\n\nA piece of a secret.\n\n## Local protocol\n\nNo messages.');

describe('glossary links', () => {
  it('refuses a bare /glossary link with file:line and the term to link; the link check refuses an unknown term', async () => {
    const files = {
      'content/glossary.mdx': GLOSSARY,
      'content/a.mdx': page(
        'A',
        'Each node holds a [share](/glossary).\n\nA [local step](/glossary#local-protocol) is fine.\n\nA [party](/glossary#party) is not a term.',
      ),
    };
    const { root, index } = await build(files);
    const problems = checkGlossaryLinks([doc(index, 'a')], doc(index, 'glossary')).map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/a\.mdx:5: error: bare glossary link "\/glossary": name the term\. link the term's heading, e\.g\. \/glossary#share, or add the term to the glossary\. Terms: share, local-protocol\.$/,
      ),
    ]);
    // The whole content check reports it, and the link check the term the glossary lacks.
    expect(checkContentReport(index, undefined, root).problems.map(formatProblem)).toEqual([
      problems[0],
      'content/a.mdx:9: error: anchor "#party" not found on /glossary: link one of its headings (share, local-protocol).',
    ]);
  });
});

describe('snapshot lists of repository-driving tutorials', () => {
  const SHA = '0588c98006bc1835475f738bb7769c1fa39a8419';
  const front = `---\ntitle: Run the examples\nsource_repo: NillionNetwork/python-examples\nsource_commit: ${SHA}\n---\n\n`;
  const snapshot = [
    '# NillionNetwork/python-examples at 0588c98',
    'requirements.txt',
    'examples_and_tutorials/nada_programs/src/addition_simple.py',
    'examples_and_tutorials/core_concept_single_party_compute/addition_simple.py',
    '',
  ].join('\n');
  const steps = (runDir: string) =>
    [
      '```shell',
      'git clone https://github.com/NillionNetwork/python-examples.git',
      'cd python-examples',
      'python3 -m venv .venv && source .venv/bin/activate',
      'pip install -r requirements.txt',
      '```',
      '',
      '```shell',
      `cd ${runDir}`,
      'python3 addition_simple.py',
      '```',
      '',
      'The program is `examples_and_tutorials/nada_programs/src/addition_simple.py`.',
    ].join('\n');

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
    const { root, index } = await build({
      'content/run.mdx': front + steps('examples_and_tutorials/core_concept_single_party_compute') + made,
      'content/.snapshots/run.txt': snapshot,
    });
    expect(checkSnapshot(doc(index, 'run'), fs.readFileSync(path.join(root, 'content/run.mdx'), 'utf8'), path.join(root, 'content'))).toEqual([]);
  });

  it('fails a script run from a folder that does not hold it, and a path the repository lacks', async () => {
    const source = (front + steps('examples_and_tutorials/nada_programs')).replace('src/addition_simple.py`', 'src/addition.py`');
    const { root, index } = await build({ 'content/run.mdx': source, 'content/.snapshots/run.txt': snapshot });
    expect(checkSnapshot(doc(index, 'run'), source, path.join(root, 'content')).map(formatProblem)).toEqual([
      'content/run.mdx:16: error: "addition_simple.py" (run from examples_and_tutorials/nada_programs) is not in NillionNetwork/python-examples at 0588c98 (content/.snapshots/run.txt): fix the path, or re-check the page against the repository and update the list.',
      'content/run.mdx:19: error: "examples_and_tutorials/nada_programs/src/addition.py" is not in NillionNetwork/python-examples at 0588c98 (content/.snapshots/run.txt): fix the path, or re-check the page against the repository and update the list.',
    ]);
    expect(checkContentReport(index, undefined, root).problems.map(formatProblem)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content\/run\.mdx:16: error: "addition_simple\.py"/)]),
    );
  });

  it('fails a pinned page without its snapshot list, at source_repo', async () => {
    const source = front + steps('examples_and_tutorials/core_concept_single_party_compute');
    const { root, index } = await build({ 'content/run.mdx': source });
    expect(checkSnapshot(doc(index, 'run'), source, path.join(root, 'content')).map(formatProblem)).toEqual([
      `content/run.mdx:3: error: the page drives NillionNetwork/python-examples but has no snapshot list content/.snapshots/run.txt: list the repository paths at ${SHA} it names, one per line.`,
    ]);
  });

  it('reads one path per line, skipping comments and blank lines', () => {
    expect(readSnapshot('# repo at sha\n\n./a/b.py\nc.txt\n')).toEqual(['a/b.py', 'c.txt']);
  });
});
