// What public/ may hold (lib/hosting/public-rules.ts), refused by the prebuild at the file.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { page, tempTree } from '../helpers';

async function prebuildProblems(publicFiles: Record<string, string>, publicScript: string | null = null) {
  const root = tempTree({ 'content/p.mdx': page('P', 'Text.'), ...Object.fromEntries(Object.entries(publicFiles).map(([f, t]) => [`public/${f}`, t])) });
  const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public'), publicScript });
  return compiled.problems.map(formatProblem);
}

describe('public/ holds no script and no page the site does not police', () => {
  it.each([
    ['evil.js', /^public\/evil\.js: error: evil\.js is a script: the site runs only the scripts its build emits/],
    ['lib/x.MJS', /^public\/lib\/x\.MJS: error: x\.MJS is a script/],
    ['js/nested/x.js', /^public\/js\/nested\/x\.js: error: x\.js is a script/],
    ['old.htm', /^public\/old\.htm: error: old\.htm is a \.htm document, which hosts serve as a page without the site's CSP/],
    ['page.xhtml', /^public\/page\.xhtml: error: page\.xhtml is a \.xhtml document/],
    ['EVIL.HTML', /^public\/EVIL\.HTML: error: EVIL\.HTML has an upper-case extension: .* Rename it to EVIL\.html\.$/],
    ['logo.SVG', /^public\/logo\.SVG: error: logo\.SVG has an upper-case extension: .* Rename it to logo\.svg\.$/],
  ])('%s is refused', async (file, message) => {
    expect(await prebuildProblems({ [file]: 'alert(1)' })).toEqual([expect.stringMatching(message)]);
  });

  it('images, pages, data files, extension-less files and the analytics tag ANALYTICS_PRIVACY_TAG_SRC names pass', async () => {
    expect(
      await prebuildProblems(
        { 'logo.svg': '<svg/>', 'demo.html': '<p>x</p>', 'data/a.json': '{}', CNAME: 'docs.example.org', 'js/tag.js': 'void 0' },
        '/js/tag.js',
      ),
    ).toEqual([]);
  });

  it('a script beside the analytics tag is refused, and so is the tag when no build names it', async () => {
    expect(await prebuildProblems({ 'js/tag.js': 'void 0', 'js/evil.js': 'alert(1)' }, '/js/tag.js')).toEqual([
      expect.stringMatching(/^public\/js\/evil\.js: error: evil\.js is a script: .* set ANALYTICS_PRIVACY_TAG_SRC=\/js\/evil\.js for every build\.$/),
    ]);
    expect(await prebuildProblems({ 'js/tag.js': 'void 0' })).toEqual([expect.stringMatching(/^public\/js\/tag\.js: error: tag\.js is a script/)]);
  });
});
