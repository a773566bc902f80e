// Small holes in the content rules: a link scheme hidden in a literal expression, an admonition
// type that names an Object.prototype member, front-matter text in llms.txt, platform values in
// front matter, and the comment CONTRIBUTING allows.
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { buildLlmsTxt, readerSections } from '@/lib/markdown/llms-txt';
import { platformValues } from '@/lib/mdx/values.mjs';
import { tempTree } from '../helpers';

/** Compiles one page in a temporary content folder (front matter ends at line 3, the body starts at line 5). */
async function compileOne(body: string, frontMatter = 'title: P') {
  const root = tempTree({ 'content/p.mdx': `---\n${frontMatter}\n---\n\n${body}\n` });
  const { compiled, modules } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
  return { problems: compiled.problems.map(formatProblem), module: modules.get('p'), compiled };
}

describe('a literal-expression attribute goes through the link-scheme rule', () => {
  it.each([
    ['a string literal', '<Card title="x" href={"data:text/html,<script>alert(1)</script>"} />', 'data'],
    ['a template literal', '<Card title="x" href={`vbscript:msgbox(1)`} />', 'vbscript'],
    ['a javascript: literal with a tab', '<Card title="x" href={"java\\tscript:alert(1)"} />', 'javascript'],
  ])('%s is refused at its line', async (_, body, scheme) => {
    const { problems, module } = await compileOne(body);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/p\\.mdx:5:\\d+: error: link ".*" uses the ${scheme}: scheme`))]);
    expect(module).toBeUndefined();
  });
});

describe('an admonition type is one of the listed types, by own property', () => {
  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty'])('type="%s" is refused at compile, at its line', async (type) => {
    const { problems, module } = await compileOne(`<Admonition type="${type}">Text.</Admonition>`);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/p\\.mdx:5:\\d+: error: <Admonition type="${type}">: the type is one of note, tip, info, warning, danger`)),
    ]);
    expect(module).toBeUndefined();
  });

  it('a listed type compiles', async () => {
    const { problems, module } = await compileOne('<Admonition type="tip" title="T">Text.</Admonition>');
    expect(problems).toEqual([]);
    expect(module).toBeDefined();
  });
});

describe('front-matter text in llms.txt', () => {
  it('is text: a Markdown link or autolink in a title or description is not live', async () => {
    const { compiled, problems } = await compileOne(
      'Body.',
      'title: "Click [me](javascript:alert(1))"\ndescription: "See [here](javascript:alert(document.domain)) and <javascript:alert(2)> ![x](data:text/html,x)"',
    );
    expect(problems).toEqual([]);
    const site = { title: 'Docs', tagline: 'Tagline.', url: 'https://docs.example.org', basePath: '' };
    const text = buildLlmsTxt(readerSections({ entries: compiled.entries, byId: new Map(compiled.entries.map((e) => [e.id, e])) }, [], site), site);
    const urls: string[] = [];
    visit(unified().use(remarkParse).parse(text), (node) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
    });
    expect(urls).toEqual(['https://docs.example.org/index.md', 'https://docs.example.org/p.md']);
    expect(text).toContain('alert(document.domain)');
  });
});

describe('platform values in front matter', () => {
  const [key, value] = Object.entries(platformValues)[0]!;

  it('are substituted in the title and description, as in the text', async () => {
    const { compiled, problems } = await compileOne('Body.', `title: "Use %%${key}%%"\ndescription: "With %%${key}%%."`);
    expect(problems).toEqual([]);
    expect(compiled.entries[0]).toMatchObject({ title: `Use ${value}`, description: `With ${value}.` });
  });

  it('an unknown key is refused at its front-matter line', async () => {
    const { problems, module } = await compileOne('Body.', 'title: P\ndescription: "See %%noSuchValue%%."');
    expect(problems).toEqual([expect.stringMatching(/^content\/p\.mdx:3: error: front matter key "description": unknown platform value "%%noSuchValue%%"/)]);
    expect(module).toBeUndefined();
  });
});

describe('a JSX comment', () => {
  it.each([
    ['in the text', 'Text {/* a note for editors */} here.'],
    ['as a block', '{/* a note for editors */}\n\nText.'],
  ])('%s compiles, and leaves nothing in the Markdown twin', async (_, body) => {
    const { problems, module, compiled } = await compileOne(body);
    expect(problems).toEqual([]);
    expect(module).toBeDefined();
    expect(compiled.markdown['/p']).toContain('Text');
    expect(compiled.markdown['/p']).not.toContain('note for editors');
  });
});
