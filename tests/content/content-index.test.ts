import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledDir, readCompiledContent } from '@/lib/content';
import { buildContentIndex, compileContent, fileToId, parseFrontMatter, writeCompiledContent } from '@/lib/compile';
import { tempTree, page } from '../helpers';

const build = (files: Record<string, string>) => {
  const root = tempTree(files);
  return buildContentIndex(path.join(root, 'content'), { api: false, root });
};

describe('front matter', () => {
  // What it refuses, and the messages: tests/content/contributor-errors.test.ts.
  it.each([
    ['sidebar: false', { title: 'A', sidebar: false }],
    ['every documented key', { title: 'T', description: 'D', sidebar_label: 'S', hide_table_of_contents: true, keywords: ['x'] }],
    [
      'a pinned source repository and commit',
      { title: 'T', source_repo: 'NillionNetwork/python-examples', source_commit: '0588c98006bc1835475f738bb7769c1fa39a8419' },
    ],
  ])('accepts %s', (_name, data) => {
    const yaml = Object.entries(data)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n');
    expect(parseFrontMatter(`---\n${yaml}\n---\n`, 'content/f.mdx').data).toEqual(data);
  });
});

describe('content index', () => {
  it('maps files to ids and routes', () => {
    expect(fileToId(path.join('learn', 'architecture.mdx'))).toBe('learn/architecture');
    expect(fileToId(path.join('guides', 'index.mdx'))).toBe('guides');
  });

  it('extracts headings with github-slugger ids, sections and links with their lines', async () => {
    const index = await build({
      'content/a.mdx': page('A', 'Intro text.\n\n## Set up `nada`\n\nFirst [link](/b#usage).\n\n## Set up `nada`\n\n### Deep dive\n\nMore.'),
      'content/b.mdx': page('B', '## Usage\n\nText.'),
    });
    const a = index.byId.get('a')!;
    expect(a.headings.map((h) => [h.depth, h.text, h.id])).toEqual([
      [2, 'Set up nada', 'set-up-nada'],
      [2, 'Set up nada', 'set-up-nada-1'],
      [3, 'Deep dive', 'deep-dive'],
    ]);
    expect(a.links).toEqual([{ url: '/b#usage', line: 9, text: 'link' }]);
    expect(a.sections[0]).toEqual({ heading: null, text: 'Intro text.' });
    expect(a.sections[1]!.text).toBe('First link.');
    expect(a.route).toBe('/a');
  });

  it('substitutes platform values', async () => {
    const index = await build({ 'content/v.mdx': page('V', 'Chain `%%testnetChainId%%`.') });
    expect(index.byId.get('v')!.sections[0]!.text).toBe('Chain nillion-chain-testnet-1.');
  });

  it('maps index files and .md files to routes and records the file each route imports', async () => {
    const index = await build({ 'content/guide-demo/index.mdx': page('Guide'), 'content/notes.md': page('Notes', '## Plain *Markdown*') });
    const guide = index.byId.get('guide-demo')!;
    const notes = index.byId.get('notes')!;
    expect([guide.route, guide.kind === 'doc' && guide.file]).toEqual(['/guide-demo', 'content/guide-demo/index.mdx']);
    expect([notes.route, notes.kind === 'doc' && notes.file]).toEqual(['/notes', 'content/notes.md']);
    expect(notes.headings.map((h) => h.id)).toEqual(['plain-markdown']);
  });

  it('resolves relative .mdx links to routes', async () => {
    const index = await build({
      'content/guide/one.mdx': page('One', 'See [two](./two.mdx#step) and [top](../top.mdx).'),
      'content/guide/two.mdx': page('Two'),
      'content/top.mdx': page('Top'),
    });
    expect(index.byId.get('guide/one')!.links.map((l) => l.url)).toEqual(['/guide/two#step', '/top']);
  });
});

describe('compiled content model', () => {
  it('holds every page once with its Markdown and its module, from one compile', async () => {
    const root = tempTree({ 'content/a.mdx': page('A', 'Intro.\n\n## Part one\n\nText.'), 'content/b/index.mdx': page('B') });
    const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false });
    expect(compiled.entries.map((e) => e.route)).toEqual(['/a', '/b']);
    expect(compiled.markdown['/a']).toMatch(/^# A\n[\s\S]*## Part one\n\nText\.\n$/);
    expect(compiled.problems).toEqual([]);
    expect(compiled.stats).toEqual({ pages: 2, compiles: 2 });
    expect([...modules.keys()].sort()).toEqual(['a', 'b']);
    expect(modules.get('a')).toContain('export default function MDXContent');
  });

  it('keeps a broken page as a stub and lists its problem; the other pages compile', async () => {
    const root = tempTree({ 'content/ok.mdx': page('OK'), 'content/bad.mdx': '---\ntitle: Bad\nsidebar_lable: x\n---\nBody.\n' });
    const dirs = [path.join(root, 'content')];
    await expect(buildContentIndex(dirs, { root, api: false })).rejects.toThrowError(/content\/bad\.mdx:3: front matter key "sidebar_lable"/);
    const { compiled, modules } = await compileContent({ dirs, root, api: false });
    expect(compiled.entries.map((e) => e.route)).toEqual(['/bad', '/ok']);
    expect(compiled.problems).toEqual([
      { file: 'content/bad.mdx', line: 3, severity: 'error', message: expect.stringMatching(/^front matter key "sidebar_lable"/) },
    ]);
    expect([...modules.keys()]).toEqual(['ok']);
  });

  it('goes to its own folder in the browser-test build, with page imports relative to that folder', async () => {
    expect(compiledDir({ e2eFixture: false })).toBe(path.join('.generated', 'content'));
    expect(compiledDir({ e2eFixture: true })).toBe(path.join('.generated', 'e2e', 'content'));
    const root = tempTree({ 'content/a.mdx': page('A'), 'content/b/index.mdx': page('B') });
    const result = await compileContent({ dirs: [path.join(root, 'content')], root, api: false });
    for (const e2eFixture of [false, true]) {
      const dir = compiledDir({ e2eFixture });
      writeCompiledContent(root, result, dir);
      const pages = fs.readFileSync(path.join(root, dir, 'pages.ts'), 'utf8');
      const specifiers = [...pages.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);
      expect(specifiers).toHaveLength(2);
      // Each specifier, resolved from pages.ts's folder, is a compiled page module.
      for (const s of specifiers) expect(fs.readFileSync(path.resolve(root, dir, s), 'utf8'), s).toContain('export default function MDXContent');
      expect(readCompiledContent(root, dir).entries.map((e) => e.route)).toEqual(['/a', '/b']);
    }
  });
});
