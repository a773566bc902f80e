/**
 * The safety argument of every inner-HTML render (code blocks' token markup, API descriptions):
 * hostile text in code blocks, fence languages and titles, and hostile specs (raw HTML and
 * `javascript:` links in descriptions, markup in summaries, examples and server URLs) go through
 * the real pipeline — the content compile and the page module it writes (the API pages' generated
 * sources included) and the components that render it — and the HTML holds no element or attribute the same page with
 * harmless text does not hold, and no link or source with a scheme that runs code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { compilePage } from '@/lib/compile';
import { compileApiPages } from '@/lib/compile/api-pages';
import { generateApiModel } from '@/lib/openapi/generate';
import { otherThanSources, renderPageModule } from '../helpers';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every element of an HTML fragment (`<script>` and `<style>` too), depth first. */
const elements = (html: string) => DomUtils.findAll(() => true, parseDocument(html).children);
/** The text of an element as the browser shows it (entities decoded once). */
const textOf = DomUtils.textContent;

/** `tag` and `tag@attribute` for every element and attribute of some HTML. */
function shapes(html: string): Set<string> {
  return new Set(elements(html).flatMap((e) => [e.name, ...Object.keys(e.attribs).map((a) => `${e.name}@${a}`)]));
}

/** Attributes whose URL runs code or smuggles a document (HTML § 4.6.4, "javascript: URLs"). */
function unsafeUrls(html: string): string[] {
  return elements(html).flatMap((e) =>
    Object.entries(e.attribs)
      .filter(([name]) => ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these (WHATWG URL § 4.4).
      .filter(([, value]) => /^(javascript|vbscript|data):/i.test(value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')))
      .map(([name, value]) => `${e.name}@${name}=${value}`),
  );
}

/** What hostile HTML added over the harmless twin: elements and attributes, and unsafe URLs. */
function injected(hostile: string, harmless: string): string[] {
  const allowed = shapes(harmless);
  return [...[...shapes(hostile)].filter((s) => !allowed.has(s)), ...unsafeUrls(hostile)];
}

const ATTACKS = {
  closeCode: '</code></pre><script>alert(1)</script>',
  attribute: '"><svg onload=alert(1)>',
  entities: '&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt; &#x3C;img src=x onerror=alert(1)&#x3E;',
};

describe('hostile code blocks in a page', () => {
  /** A page with code blocks whose code, language and title are `text`. */
  const page = (code: string, language: string, title: string) =>
    [
      '---',
      'title: Blocks',
      '---',
      '',
      `\`\`\`python title="${title}"`,
      code,
      '```',
      '',
      `\`\`\`${language}`,
      code,
      '```',
      '',
      `Inline \`${code}\` too.`,
      '',
    ].join('\n');

  /** Compiles a page with the content compile and renders the module it writes, as the route does. */
  async function render(source: string): Promise<string> {
    const where = { file: 'content/blocks.mdx', absolutePath: path.join(process.cwd(), 'content/blocks.mdx'), id: 'blocks' };
    const { js, problems } = await compilePage(source, where, { publicDir: path.join(process.cwd(), 'public') });
    expect(otherThanSources(problems)).toEqual([]);
    return renderPageModule(js!, where.file);
  }

  it('render as text: no element, attribute or URL of theirs reaches the HTML', async () => {
    const code = Object.values(ATTACKS).join('\n');
    const hostile = await render(page(code, ATTACKS.attribute, '</figcaption><script>alert(1)</script><svg onload=alert(1)>'));
    const harmless = await render(page('x = 1\ny = 2\nz = 3', 'text', 'src/main.py'));
    expect(injected(hostile, harmless)).toEqual([]);
    const blocks = elements(hostile).filter((e) => e.name === 'pre');
    expect(blocks).toHaveLength(2);
    for (const pre of blocks) expect(textOf(pre)).toBe(code);
    expect(textOf(elements(hostile).find((e) => e.name === 'figcaption')!)).toContain('</figcaption><script>alert(1)</script><svg onload=alert(1)>');
    expect(hostile).not.toContain('<script');
    expect(hostile).not.toContain('<svg');
  });
});

describe('a hostile spec', () => {
  /** A spec whose texts are taken from `t`; the harmless twin has the same structure. */
  const spec = (t: Record<'title' | 'markup' | 'code' | 'link' | 'scheme', string>) => `openapi: 3.0.3
info:
  title: ${JSON.stringify(`Hostile ${t.title}`)}
  version: ${JSON.stringify(t.title)}
  description: ${JSON.stringify(`Text ${t.markup} and [click](${t.link}) and ![image](${t.link}) and [ok](https://example.org/ok) and [route](/api/hostile/hostile-api).`)}
servers:
  - url: ${JSON.stringify(`https://example.org/${t.code}`)}
tags:
  - name: things
    description: ${JSON.stringify(`A tag ${t.markup} [click](${t.scheme})`)}
paths:
  /things/{id}:
    get:
      operationId: getThing
      tags: [things]
      summary: ${JSON.stringify(`Get ${t.code}`)}
      description: ${JSON.stringify(`Reads ${t.markup} [also](${t.scheme}) <a href="${t.link}">raw</a>`)}
      parameters:
        - name: id
          in: path
          required: true
          description: ${JSON.stringify(t.markup)}
          schema:
            type: string
            example: ${JSON.stringify(t.code)}
      responses:
        '200':
          description: ${JSON.stringify(`[x](${t.scheme}) ${t.markup}`)}
          content:
            application/json:
              schema:
                type: object
                description: ${JSON.stringify(t.markup)}
                properties:
                  name:
                    type: string
                    description: ${JSON.stringify(t.code)}
              example:
                name: ${JSON.stringify(t.code)}
            text/plain:
              example: ${JSON.stringify(t.code)}
`;

  /** Writes a spec to a temporary file. */
  function specFile(text: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-spec-'));
    temporary.push(dir);
    const file = path.join(dir, 'hostile.yaml');
    fs.writeFileSync(file, text);
    return file;
  }

  /**
   * Generates the model, compiles its page sources as the prebuild does, and renders every page that
   * compiled. `links` are written into the model after generation: the generator refuses unsafe link
   * schemes in a spec, and the page compile must refuse one even so.
   */
  async function render(text: string, links: Record<string, string> = {}) {
    let json = JSON.stringify(await generateApiModel(specFile(text), { routePrefix: 'api/hostile', onWarning: () => {} }));
    for (const [placeholder, link] of Object.entries(links)) json = json.replaceAll(placeholder, link);
    const model = JSON.parse(json) as Awaited<ReturnType<typeof generateApiModel>>;
    const { pages, problems } = await compileApiPages([model], process.cwd(), { publicDir: path.join(process.cwd(), 'public') });
    const html = await Promise.all(pages.map((page) => (page.js ? renderPageModule(page.js, page.entry.file) : Promise.resolve(''))));
    return { html, problems };
  }

  it('is refused by the generator when its descriptions link to a javascript: URL', async () => {
    const text = spec({ title: 'Things', markup: 'plain words', code: 'plain-words', link: 'javascript:alert(1)', scheme: 'mailto:a@example.org' });
    await expect(generateApiModel(specFile(text), { routePrefix: 'api/hostile', onWarning: () => {} })).rejects.toThrow(/javascript:/);
  });

  it('renders its descriptions, summaries, examples and URLs without an element, attribute or unsafe URL of theirs', async () => {
    const markup = `<script>alert(1)</script> <img src=x onerror=alert(1)> <iframe src="javascript:alert(1)"></iframe> ${ATTACKS.attribute} ${ATTACKS.entities}`;
    const hostile = await render(
      spec({
        title: `</title>${ATTACKS.attribute}`,
        markup,
        code: `${ATTACKS.closeCode} ${ATTACKS.attribute}`,
        link: 'https://hostile.invalid/link',
        scheme: 'https://hostile.invalid/scheme',
      }),
    );
    const harmless = await render(
      spec({ title: 'Things', markup: 'plain words', code: 'plain-words', link: 'https://example.org/a', scheme: 'mailto:a@example.org' }),
    );
    expect(hostile.problems).toEqual([]);
    expect(hostile.html).toHaveLength(2);
    for (const [i, page] of hostile.html.entries()) {
      expect(injected(page, harmless.html[i]!)).toEqual([]);
      expect(page).not.toMatch(/<(script|svg|iframe)/);
    }
    const [info, operation] = hostile.html as [string, string];
    expect(info).toContain('href="https://example.org/ok"');
    expect(info).toContain('href="/api/hostile/hostile-api"');
    // Raw HTML in a description is dropped; entities are text once decoded, never markup.
    const intro = elements(info).find((e) => e.name === 'p' && textOf(e).startsWith('Text '))!;
    expect(textOf(intro)).toContain('<script>alert(1)</script> &lt;b&gt;');
    // Example values are code text.
    const examples = elements(operation).filter((e) => e.name === 'pre' && textOf(e).includes('</code></pre><script>'));
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  it('does not build a page whose description links to a javascript: URL, naming the description by its JSON pointer', async () => {
    const { html, problems } = await render(
      spec({ title: 'Things', markup: 'plain words', code: 'plain-words', link: 'https://hostile.invalid/link', scheme: 'https://hostile.invalid/scheme' }),
      { 'https://hostile.invalid/link': 'javascript:alert(1)', 'https://hostile.invalid/scheme': 'JAVASCRIPT:alert(1)' },
    );
    // Both pages hold one: neither is built.
    expect(html).toEqual(['', '']);
    expect(problems.length).toBeGreaterThanOrEqual(2);
    for (const p of problems)
      expect(p).toMatchObject({ severity: 'error', message: expect.stringMatching(/^#\/(info|paths\/~1things~1\{id\}\/get): .*javascript:/i) });
  });
});
