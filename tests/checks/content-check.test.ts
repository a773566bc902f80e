import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '@/lib/content';
import { checkPython, formatAnnotation, formatProblem } from '@/lib/checks/content-check';
import { page, plantedIndex, tempTree } from '../helpers';

const build = async (files: Record<string, string>) => {
  const root = tempTree(files);
  const index = await plantedIndex(path.join(root, 'content'), root);
  return index;
};
const fence = (lang: string, meta: string, code: string) => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('code blocks', () => {
  it('reports a Python syntax error at its line in the file', async () => {
    const index = await build({ 'content/p.mdx': page('P', fence('python', '', 'x = 1\ndef broken(:\n    pass')) });
    const problems = checkPython([index.byId.get('p') as DocEntry]);
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^content\/p\.mdx:7: error: Python block does not parse/)]);
  });
});

describe('formatAnnotation for GitHub Actions', () => {
  it('prints an annotation of the file and line, escaping the workflow-command characters', () => {
    const line = formatAnnotation({ file: 'content/a,b.mdx', line: 12, severity: 'error', message: 'broken link "/x": 100%\nfix it' });
    expect(line).toBe('::error file=content/a%2Cb.mdx,line=12::broken link "/x": 100%25%0Afix it');
    expect(formatAnnotation({ file: 'content/a.mdx', line: 3, severity: 'warning', message: 'w' })).toBe('::warning file=content/a.mdx,line=3::w');
  });
});
