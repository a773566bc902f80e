import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '@/lib/content';
import type { OutlineSection } from '@/lib/content/navigation';
import { buildLlmsFullTxt, buildLlmsTxt, readerSections } from '@/lib/markdown/llms-txt';

const entry = (id: string, title: string, description?: string, text = ''): ContentEntry => ({
  kind: 'doc',
  id,
  route: `/${id}`,
  file: `content/${id}.mdx`,
  title,
  description,
  hideTableOfContents: false,
  keywords: [],
  headings: [],
  sections: text ? [{ heading: null, text }] : [],
  links: [],
  codeBlocks: [],
});

const entries = [
  entry('intro', 'Intro', 'Start here.'),
  entry('shared', 'Shared page', 'In two sidebars.'),
  entry('tool', 'Tool [beta]', undefined, 'Runs programs. Second sentence.'),
  entry('cat-page', 'Category page', 'A category with a page.'),
  entry('orphan', 'Orphan', 'In no sidebar.'),
];
const index = { entries, byId: new Map(entries.map((e) => [e.id, e])) };
const site = { title: 'Example Docs', tagline: 'Docs for an example network.', url: 'https://docs.example.org', basePath: '/v2' };
// The sidebars' outline as the navigation builder writes it: each page once, under the title it is shown with.
const outline: OutlineSection[] = [
  { sidebarId: 'docs', title: 'Learn', ids: ['intro'] },
  { sidebarId: 'nilvm', title: 'Tools', ids: ['shared', 'cat-page', 'tool'] },
];

describe('llms.txt sections', () => {
  const sections = readerSections(index, outline, site);

  it("lists the outline's pages in its order, then the landing page and the pages no sidebar lists", () => {
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.route)])).toEqual([
      ['Learn', ['/intro']],
      ['Tools', ['/shared', '/cat-page', '/tool']],
      ['Other pages', ['/', '/orphan']],
    ]);
  });

  it('writes the llmstxt.org layout with one link per page to its .md', () => {
    expect(buildLlmsTxt(sections, site)).toBe(
      [
        '# Example Docs',
        '',
        '> Docs for an example network.',
        '',
        'Each link below is the Markdown version of one page of https://docs.example.org/v2; add `.md` to any page URL to get it. All pages in one file: https://docs.example.org/v2/llms-full.txt.',
        '',
        '## Learn',
        '',
        '- [Intro](https://docs.example.org/v2/intro.md): Start here.',
        '',
        '## Tools',
        '',
        '- [Shared page](https://docs.example.org/v2/shared.md): In two sidebars.',
        '- [Category page](https://docs.example.org/v2/cat-page.md): A category with a page.',
        '- [Tool \\[beta\\]](https://docs.example.org/v2/tool.md): Runs programs.',
        '',
        '## Other pages',
        '',
        '- [Example Docs](https://docs.example.org/v2/index.md): Docs for an example network.',
        '- [Orphan](https://docs.example.org/v2/orphan.md): In no sidebar.',
        '',
      ].join('\n'),
    );
  });

  it('puts every page Markdown in llms-full.txt in the same order, with its source URL', () => {
    const markdown = new Map(['/', ...entries.map((e) => e.route)].map((r) => [r, `# Page ${r}\n\nBody of ${r}.\n`]));
    const full = buildLlmsFullTxt(sections, markdown, site);
    expect(full.startsWith('# Example Docs\n\n> Docs for an example network.')).toBe(true);
    expect(full).toContain('# Page /shared\n\nSource: https://docs.example.org/v2/shared\n\nBody of /shared.\n\n# Page /cat-page');
    const order = [...full.matchAll(/^Source: (.*)$/gm)].map((m) => m[1]);
    expect(order).toEqual(['/intro', '/shared', '/cat-page', '/tool', '/', '/orphan'].map((r) => `https://docs.example.org/v2${r === '/' ? '' : r}`));
  });

  it('fails when a listed page has no Markdown', () => {
    expect(() => buildLlmsFullTxt(sections, new Map(), site)).toThrow('llms-full.txt: no Markdown for /intro.');
  });
});
