import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { tempTree, page } from '../helpers';

const FIXTURES = path.resolve('tests/fixtures/content-damage');

// What the compile says about each damaged page: tests/content/contributor-errors.test.ts.
describe('check:content and the content index', () => {
  it('stop at the first non-UTF-8 byte with file:line', async () => {
    const root = tempTree({ 'content/ok.mdx': page('OK') });
    fs.copyFileSync(path.join(FIXTURES, 'content/non-utf8.mdx'), path.join(root, 'content/latin1.mdx'));
    const error = await buildContentIndex(path.join(root, 'content'), { api: false, root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/^content\/latin1\.mdx:7: /);
  });

  it('fail an unclosed fence', async () => {
    const root = tempTree({ 'content/f.mdx': fs.readFileSync(path.join(FIXTURES, 'content/unclosed-fence.mdx'), 'utf8') });
    const cwd = process.cwd();
    process.chdir(root);
    try {
      await expect(buildContentIndex(path.join(root, 'content'), { api: false, root })).rejects.toThrowError(/^content\/f\.mdx:9:1: /);
    } finally {
      process.chdir(cwd);
    }
  });
});
