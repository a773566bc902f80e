import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { checkContentReport, formatProblem } from '@/lib/checks/content-check';
import { checkGlossaryLinks } from '@/lib/checks/cross-page';
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
