import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintMdxPath } from '@/lib/compile/lint';
import { ContentError } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { otherThanSources, tempTree, page } from '../helpers';

const FIXTURES = path.resolve('tests/fixtures/content-damage');
const lint = (name: string) => {
  const file = path.join(FIXTURES, 'content', name);
  return lintMdxPath(file, `content/${name}`, path.join(FIXTURES, 'public')).then(otherThanSources);
};

// Each damaged page of tests/fixtures/content-damage with the line a reader would point at.
describe('lint:mdx reports content damage at its true line', () => {
  it.each([
    ['unknown-component.mdx', 17, '<Bogus> is not an allowed component'],
    ['unclosed-component.mdx', 17, 'Expected a closing tag for `<Admonition>`'],
    ['bad-yaml.mdx', 2, 'invalid YAML front matter'],
    ['unclosed-fence.mdx', 9, 'code fence ``` is never closed'],
    ['non-utf8.mdx', 7, 'the file is not valid UTF-8'],
  ])('%s → line %i', async (name, line, message) => {
    const problems = await lint(name);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/${name.replace('.', '\\.')}:${line}(:\\d+)?: `));
    expect(problems[0]).toContain(message);
  });

  it('missing-assets.mdx → each missing image and file link at its line, the existing image passes', async () => {
    expect(await lint('missing-assets.mdx')).toEqual([
      'content/missing-assets.mdx:7: image "/img/missing-diagram.png" not found: public/img/missing-diagram.png does not exist. Add the file or fix the path.',
      expect.stringMatching(
        /^content\/missing-assets\.mdx:9: image "\.\/images\/missing-local\.png" not found: .*content\/images\/missing-local\.png does not exist/,
      ),
      'content/missing-assets.mdx:11: file link "/files/missing-config.yaml" not found: public/files/missing-config.yaml does not exist. Add the file or fix the path.',
    ]);
  });
});

describe('check:content and the content index', () => {
  it('stop at the first non-UTF-8 byte with file:line', async () => {
    const root = tempTree({ 'content/ok.mdx': page('OK') });
    fs.copyFileSync(path.join(FIXTURES, 'content/non-utf8.mdx'), path.join(root, 'content/latin1.mdx'));
    const error = await buildContentIndex(path.join(root, 'content'), { api: false, root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe('content/latin1.mdx:7: the file is not valid UTF-8: save it as UTF-8.');
  });

  it('fail an unclosed fence', async () => {
    const root = tempTree({ 'content/f.mdx': fs.readFileSync(path.join(FIXTURES, 'content/unclosed-fence.mdx'), 'utf8') });
    const cwd = process.cwd();
    process.chdir(root);
    try {
      await expect(buildContentIndex(path.join(root, 'content'), { api: false, root })).rejects.toThrowError(
        /^content\/f\.mdx:9:1: code fence ``` is never closed/,
      );
    } finally {
      process.chdir(cwd);
    }
  });
});
