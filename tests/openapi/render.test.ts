/**
 * Renders the API pages to HTML with react-dom/server (as the static export does), from the page
 * modules the content compile made of their generated sources, and checks what the components make
 * of them: anchors for every TOC heading, method and path, samples in tabs, highlighted code in the
 * site's code block chrome, the Try-it button, folded fields, the parameters table and body marks.
 * What each page says is the generator's and is checked by tests/openapi/pages-snapshot.test.ts.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { mdxComponents } from '@/components/mdx';
import { docComponent } from '@/components/mdx/doc-module';
import { compileApiPages } from '@/lib/compile/api-pages';
import { readCompiledContent } from '@/lib/content/compiled';
import type { ApiEntry } from '@/lib/content';
import { generateApiModel } from '@/lib/openapi/generate';
import { pageModules } from '@/.generated/content/pages';
import { renderPageModule } from '../helpers';

const pages = new Map<string, string>();
let entries: ApiEntry[] = [];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const render = async (module: unknown, file: string) => renderToString(createElement(docComponent(module as never, file), { components: mdxComponents }));

beforeAll(async () => {
  entries = readCompiledContent().entries.filter((e): e is ApiEntry => e.kind === 'api');
  for (const entry of entries) pages.set(entry.id, await render(await pageModules[entry.id]!(), entry.file));
}, 60_000);

describe('the API pages of the compiled site', () => {
  it('list the specs in sidebar order (info.x-sidebar-position), each info page before its operations', () => {
    const prefixes = [...new Set(entries.map((e) => e.id.slice(0, e.id.lastIndexOf('/'))))];
    expect(prefixes).toEqual(['api/nildb', 'api/nilai']);
    expect(entries.filter((e) => e.apiKind === 'info').map((e) => e.id)).toEqual(['api/nildb/nildb-api', 'api/nilai/nilai']);
    for (const prefix of prefixes) expect(entries.find((e) => e.id.startsWith(`${prefix}/`))?.apiKind).toBe('info');
  });

  it('render every page, with unique heading ids, plain-text sections and an anchor for every TOC heading', () => {
    for (const entry of entries) {
      const html = pages.get(entry.id)!;
      const ids = entry.headings.map((h) => h.id);
      expect(new Set(ids).size, entry.id).toBe(ids.length);
      expect(entry.sections.length, entry.id).toBeGreaterThan(0);
      for (const heading of entry.headings) {
        expect(html, `${entry.id} #${heading.id}`).toMatch(
          new RegExp(`<h${heading.depth} id="${heading.id}">${heading.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
      }
    }
  });

  it('show method, path, request samples in tabs and one closed Try-it button on each operation page, none on info pages', () => {
    for (const entry of entries) {
      const html = pages.get(entry.id)!;
      expect((html.match(/class="api-try-it-open"/g) ?? []).length, entry.id).toBe(entry.apiKind === 'operation' ? 1 : 0);
      expect(html).not.toContain('<script');
      if (entry.apiKind !== 'operation') continue;
      expect(html).toContain(
        `<span class="method-badge method-${entry.method!.toLowerCase()}">${entry.method}</span><code class="api-endpoint-path">${entry.path}</code>`,
      );
      expect(html).toMatch(/Full URL: <code>https:\/\/[^<]+<\/code>/);
      expect(html).toMatch(/>curl<\/button>.*>JavaScript<\/button>.*>Python<\/button>/);
      // Highlighted at build time, in the shared code block chrome with a copy button.
      expect(html).toContain('<figure class="code-block" data-language="bash">');
      expect(html).toContain('class="shiki shiki-themes github-light github-dark"');
      expect(html).toContain('class="copy-button"');
    }
  });

  it('link every response near the endpoint to its section', () => {
    const html = pages.get('api/nilai/chat-completion-v-1-chat-completions-post')!;
    const summary = /<p>Responses: (.*?)<\/p>/.exec(html)?.[1] ?? '';
    const links = [...summary.matchAll(/href="#([^"]+)">([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(links.map(([, label]) => label!.split(' ')[0])).toEqual(['200', '400', '401', '403', '422', '500']);
    for (const [id] of links) expect(html).toContain(`<h3 id="${id}">`);
    expect(html.indexOf('<p>Responses: ')).toBeLessThan(html.indexOf('api-try-it'));
  });

  it('fold what sits below a first-level property in a closed <details>', () => {
    const html = pages.get('api/nildb/upload-data-to-the-specified-schema-collection')!;
    expect(html).toMatch(/<code class="api-prop-name">data<\/code>.*?<details class="api-prop-children"><summary>Fields of <code>data<\/code>/);
    expect(html).not.toMatch(/<details[^>]* open/);
  });
});

describe('the pages of a fixture spec', () => {
  let petstore: string[];
  beforeAll(async () => {
    const model = await generateApiModel('tests/fixtures/openapi/petstore-3.0.yaml', { routePrefix: 'api/pets' });
    const { pages: compiled } = await compileApiPages([model], process.cwd(), { publicDir: path.join(process.cwd(), 'public') });
    petstore = [];
    for (const page of compiled) petstore.push(await renderPageModule(page.js!, page.entry.file));
  }, 60_000);

  it('render a parameters table with in, type, required and constraints', () => {
    const rendered = petstore.find((page) => page.includes('<table class="api-params"'))!;
    const rows = [...rendered.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(rows).toEqual([
      'NameInTypeRequiredConstraintsDescription',
      'limitqueryinteger<int32>no>= 1<= 100default: 20How many pets to return.',
      'statusquerystringyesone of: available, adoptedExample: available',
      'X-Request-Idheaderstring<uuid>no—',
    ]);
  });

  it('mark a request body required or optional, as the spec says', () => {
    const bodies = petstore.map((page) => /<p class="api-body-meta">(.*?)<\/p>/.exec(page)?.[1]).filter(Boolean);
    expect(bodies.some((meta) => meta!.includes('<span class="api-prop-required">required</span>'))).toBe(true);
    expect(
      bodies.some((meta) => meta!.includes('<span class="api-flag">optional</span><code class="api-media-type">application/x-www-form-urlencoded</code>')),
    ).toBe(true);
  });
});
