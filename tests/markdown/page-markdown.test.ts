import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '@/lib/compile';
import { docEntryToMarkdown, homeToMarkdown } from '@/lib/markdown/page-markdown';
import { cardTargetDescription } from '@/lib/chrome/card-target';
import { platformValues } from '@/lib/mdx/values.mjs';

const FIXTURES = path.resolve('tests/fixtures/markdown');

/** The page's entry and tree from the content compile, as the build gets them. */
async function compiled(source: string, file: string, absolutePath: string) {
  const { entry, tree, problems } = await compilePage(source, { file, absolutePath, id: 'x' }, { publicDir: FIXTURES });
  if (!entry || !tree) throw new Error(`fixture does not compile: ${problems.map((p) => p.message).join('; ')}`);
  return { entry, tree };
}

async function toMarkdown(source: string, file = 'content/sample.mdx') {
  const { entry, tree } = await compiled(source, file, path.join(FIXTURES, 'sample.mdx'));
  return docEntryToMarkdown({ ...entry, file }, tree);
}

describe('page Markdown', () => {
  it('renders a page with an admonition, tabs, code, cards and details as the hand-written fixture', async () => {
    const source = fs.readFileSync(path.join(FIXTURES, 'page.mdx'), 'utf8');
    // The fixture names platform values by key; the page shows their values.
    const expected = fs.readFileSync(path.join(FIXTURES, 'page.md'), 'utf8').replace(/%%(\w+)%%/g, (_, key: string) => platformValues[key]!);
    expect(await toMarkdown(source)).toBe(expected);
  });

  it('puts the applies_to line under the title and description', async () => {
    const source = ['---', 'title: T', 'description: D.', 'applies_to: nada-dsl 0.8 · early 2025', '---', '', 'Body.', ''].join('\n');
    expect(await toMarkdown(source)).toBe('# T\n\n> D.\n\n_Applies to: nada-dsl 0.8 · early 2025_\n\nBody.\n');
  });

  it('keeps tabs below the section they are in, and nested headings below the tab', async () => {
    const md = await toMarkdown(
      ['---', 'title: T', '---', '', '### Deep', '', '<Tabs>', '<TabItem value="a" label="A">', '', '## Inner', '', 'x', '', '</TabItem>', '</Tabs>', ''].join(
        '\n',
      ),
    );
    expect(md).toContain('### Deep\n\n#### A\n\n##### Inner\n\nx\n');
  });

  it('rejects JSX outside the allow-list with the file and line', async () => {
    const source = ['---', 'title: T', '---', '', 'Text', '', '<Video src="x" />', ''].join('\n');
    await expect(toMarkdown(source, 'content/bad.mdx')).rejects.toThrow(/^content\/bad\.mdx:7: <Video> has no Markdown equivalent/);
  });

  it("gives a card without a body its target page's description, and fails when the target has none", async () => {
    const source = [
      '---',
      'title: T',
      '---',
      '',
      '<Cards>',
      '  <Card title="Tool" href="/tool#use" />',
      '  <Card title="Own" href="/tool">Own words.</Card>',
      '</Cards>',
      '',
    ].join('\n');
    const { entry: data, tree } = await compiled(source, 'content/landing.mdx', path.join(FIXTURES, 'landing.mdx'));
    const entry = { title: data.title, description: data.description, file: 'content/landing.mdx' };
    const cardText = (href: string) => cardTargetDescription(href, new Map([['tool', { route: '/tool', description: 'Runs the tool.' }]]));
    const md = docEntryToMarkdown(entry, tree, cardText);
    expect(md).toContain('- [Tool](https://docs.nillion.com/tool#use): Runs the tool.\n');
    expect(md).toContain('- [Own](https://docs.nillion.com/tool): Own words.\n');
    expect(() =>
      docEntryToMarkdown(entry, tree, (href) => cardTargetDescription(href, new Map([['tool', { route: '/tool', description: undefined }]]))),
    ).toThrowError(/^content\/landing\.mdx:6: <Card href="\/tool#use"> has no text and \/tool has no description/);
  });

  it('renders the landing page as its title, tagline, section links and most-used pages', () => {
    const home = {
      actions: [],
      sections: [{ title: 'Learn', href: '/what-is-nillion', text: 'The basics.' }],
      mostUsed: {
        heading: 'Most-used pages',
        intro: 'Read most.',
        pages: [{ kind: 'API', title: 'nilDB API', href: '/api/nildb/overview', text: 'Every endpoint.' }],
      },
    };
    const md = homeToMarkdown({ title: 'Example Docs', tagline: 'Docs for an example network.', url: 'https://docs.example.org', basePath: '/v2' }, home);
    expect(md).toBe(
      [
        '# Example Docs',
        '',
        '> Docs for an example network.',
        '',
        '- [Learn](https://docs.example.org/v2/what-is-nillion): The basics.',
        '',
        '## Most-used pages',
        '',
        '- [nilDB API](https://docs.example.org/v2/api/nildb/overview): Every endpoint.',
        '',
      ].join('\n'),
    );
  });
});
