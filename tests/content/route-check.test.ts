// The route check (lib/compile/route-check.ts): a page on a reserved, generated or public path, or
// named outside the route alphabet, fails at its source file before anything compiles.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { compileApiSpecs } from '@/lib/compile/api-specs';
import { page, tempTree } from '../helpers';

/** The site's nilAI spec: its operation pages are generated routes of the temporary tree too. */
const SPEC = 'openapi/nilai.yaml';

/** Compiles a content folder of the given pages (and `public/` files) with the site's nilAI API pages. */
async function compileFiles(files: Record<string, string>) {
  const root = tempTree({ 'content/ok.mdx': page('Ok', 'Text.'), [SPEC]: fs.readFileSync(SPEC, 'utf8'), ...files });
  const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, publicDir: path.join(root, 'public') });
  return compiled.problems.map(formatProblem);
}

const apiPage = (await compileApiSpecs(tempTree({ [SPEC]: fs.readFileSync(SPEC, 'utf8') }))).models[0]!.pages.at(-1)!.entry.id;

describe('a page on a path the site does not own for content fails at its file', () => {
  it.each([
    ['content/_next/static/x.mdx', /"_next" is outside the route alphabet .* Rename it: next\/static\/x\.mdx$/],
    ['content/pagefind/x.mdx', /the route \/pagefind\/x is reserved: \/pagefind the search index is written there/],
    ['content/pagefind.mdx', /the route \/pagefind is reserved/],
    ['content/search.mdx', /the route \/search is reserved: \/search it is the search results page/],
    ['content/index.mdx', /the route \/ is the landing page/],
    ['content/preview/x.mdx', /the route \/preview\/x is reserved: \/preview pull request previews/],
    ['content/404.mdx', /the route \/404 is reserved: \/404 it is the not-found page/],
    ['content/llms.txt.mdx', /"llms\.txt\.mdx" is outside the route alphabet .* Rename it: llms-txt\.mdx$/],
    ['content/my page.mdx', /"my page\.mdx" is outside the route alphabet .* Rename it: my-page\.mdx$/],
    ['content/über.mdx', /"über\.mdx" is outside the route alphabet .* Rename it: uber\.mdx$/],
    ['content/_draft.mdx', /"_draft\.mdx" is outside the route alphabet .* Rename it: draft\.mdx$/],
    [
      `content/${apiPage}.mdx`,
      new RegExp(`the route /${apiPage} is also the route of .*openapi/nilai\\.yaml#.*, generated from the API spec\\. Rename the page\\.$`),
    ],
  ])('%s', async (file, message) => {
    const problems = await compileFiles({ [file]: page('X', 'Text.') });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1: error: ${message.source}`))]);
  });

  it.each([['logo.html'], ['logo.md'], ['logo'], ['logo/index.html']])('a page whose route is public/%s', async (file) => {
    const problems = await compileFiles({ 'content/logo.mdx': page('Logo', 'Text.'), [`public/${file}`]: 'x' });
    expect(problems).toEqual([
      `content/logo.mdx:1: error: the route /logo is also the path of public/${file}, which the export would serve in its place. Rename the page or the file.`,
    ]);
  });

  it('a file and a folder index for one route', async () => {
    const problems = await compileFiles({ 'content/a.mdx': page('A'), 'content/a/index.mdx': page('A too') });
    expect(problems).toEqual([expect.stringMatching(/^content\/a\.mdx:1: error: route \/a has 2 sources: content\/a\.mdx, content\/a\/index\.mdx/)]);
  });

  it('two routes that differ only in case', async () => {
    const problems = await compileFiles({ 'content/Guide.mdx': page('G'), 'content/guide.mdx': page('g') });
    expect(problems).toEqual([expect.stringMatching(/^content\/guide\.mdx:1: error: the route \/guide differs from the route of Guide\.mdx only in case/)]);
  });

  it('camelCase folders, hyphens, folder index pages, a hand-written page next to the generated ones and data files starting with _ pass', async () => {
    const problems = await compileFiles({
      'content/build/secretVault-overview/access.mdx': page('A', 'Text.'),
      'content/guide/index.mdx': page('G', 'Text.'),
      [`content/${apiPage.split('/').slice(0, 2).join('/')}/overview.mdx`]: page('Spec overview', 'Text.'),
      'content/_nav/docs.yaml': '- ok\n',
    });
    expect(problems).toEqual([]);
  });
});
