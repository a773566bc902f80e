import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ContentError } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { tempTree, page } from '../helpers';

const FIXTURES = path.resolve('tests/fixtures/content-damage');

// What the compile says about each damaged page: tests/content/contributor-errors.test.ts.
it.each([
  ['the first non-UTF-8 byte', 'non-utf8.mdx', /^content\/non-utf8\.mdx:7: /],
  ['an unclosed fence', 'unclosed-fence.mdx', /^content\/unclosed-fence\.mdx:9:1: /],
])('check:content and the content index stop at %s, with file:line', async (_name, file, message) => {
  const root = tempTree({ 'content/ok.mdx': page('OK') });
  fs.copyFileSync(path.join(FIXTURES, 'content', file), path.join(root, 'content', file));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const error = await buildContentIndex(path.join(root, 'content'), { api: false, root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(message);
  } finally {
    process.chdir(cwd);
  }
});
