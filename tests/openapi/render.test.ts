/**
 * Renders the API pages to HTML with react-dom/server (as the static export does), from the page
 * modules the content compile made of their generated sources, and checks what a reader sees:
 * anchors for every TOC heading, method and path, auth, parameters, body and response trees,
 * samples in tabs, highlighted code in the site's code block chrome.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdxComponents } from '@/components/mdx';
import { docComponent } from '@/components/mdx/doc-module';
import { compileApiPages } from '@/lib/compile/api-pages';
import { compileApiSpecs } from '@/lib/compile/api-specs';
import { readCompiledContent } from '@/lib/content/compiled';
import type { ApiEntry } from '@/lib/content';
import { generateApiModel } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiModel } from '@/lib/openapi/types';
import { pageModules } from '@/.generated/content/pages';

const pages = new Map<string, string>();
let entries: ApiEntry[] = [];
let allEntries: ApiEntry[] = [];
let models: ApiModel[] = [];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const render = async (module: unknown, file: string) => renderToString(createElement(docComponent(module as never, file), { components: mdxComponents }));

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pages of a fixture spec, compiled as the prebuild compiles the site's, rendered by content id. */
async function renderFixture(model: ApiModel): Promise<Map<string, string>> {
  const { pages: compiled } = await compileApiPages([model], process.cwd(), { publicDir: path.join(process.cwd(), 'public') });
  fs.mkdirSync('.generated', { recursive: true });
  const dir = fs.mkdtempSync(path.join(process.cwd(), '.generated', 'api-render-'));
  temporary.push(dir);
  const out = new Map<string, string>();
  for (const [i, page] of compiled.entries()) {
    const file = path.join(dir, `${i}.js`);
    fs.writeFileSync(file, page.js!);
    out.set(page.entry.id, await render(await import(file), page.entry.file));
  }
  return out;
}

beforeAll(async () => {
  const all = readCompiledContent().entries.filter((e): e is ApiEntry => e.kind === 'api');
  for (const entry of all) pages.set(entry.id, await render(await pageModules[entry.id]!(), entry.file));
  allEntries = all;
  entries = all.filter((e) => e.id.startsWith('api/nildb/'));
  models = (await compileApiSpecs(process.cwd())).models;
}, 60_000);

describe('nilDB pages', () => {
  it('render every generated page', () => {
    expect(entries).toHaveLength(13);
    for (const entry of entries) expect(pages.get(entry.id), entry.id).toBeTruthy();
  });

  it('give every TOC heading its anchor', () => {
    for (const entry of entries) {
      const html = pages.get(entry.id)!;
      for (const heading of entry.headings) {
        expect(html, `${entry.id} #${heading.id}`).toMatch(
          new RegExp(`<h${heading.depth} id="${heading.id}">${heading.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
      }
    }
  });

  it('show method, path, server and request samples on each operation page', () => {
    for (const entry of entries.filter((e) => e.apiKind === 'operation')) {
      const html = pages.get(entry.id)!;
      expect(html).toContain(
        `<span class="method-badge method-${entry.method!.toLowerCase()}">${entry.method}</span><code class="api-endpoint-path">${entry.path}</code>`,
      );
      expect(html).toContain(`Full URL: <code>https://nildb-demo.nillion.network${entry.path}</code>`);
      expect(html.match(/role="tab"/g)?.length, entry.id).toBeGreaterThanOrEqual(3);
      expect(html).toMatch(/>curl<\/button>.*>JavaScript<\/button>.*>Python<\/button>/);
      // Highlighted at build time, in the shared code block chrome with a copy button.
      expect(html).toContain('<figure class="code-block" data-language="bash">');
      expect(html).toContain('class="shiki shiki-themes github-light github-dark"');
      expect(html).toContain('class="copy-button"');
      expect(html).not.toContain('<script');
    }
  });

  it('title each operation page with its short label and lead with the full summary', () => {
    const read = entries.find((e) => e.route === '/api/nildb/retrieve-data-from-the-specified-schema-collection-that-matches-the-provided-filter')!;
    expect(read.title).toBe('Read data');
    expect(read.sidebarLabel).toBe('Read data');
    expect(pages.get(read.id)).toContain(
      '<div class="api-lead"><p>Retrieve data from the specified schema collection that matches the provided filter</p></div>',
    );
    // A summary that is its own label is not repeated under the h1.
    const health = allEntries.find((e) => e.id === 'api/nilai/health-check-v-1-health-get')!;
    expect(health.title).toBe('Health');
    expect(pages.get(health.id)).not.toContain('api-lead');
  });

  it('show what the Authorization header looks like, or that none is needed', () => {
    const account = pages.get('api/nildb/retrieve-an-organizations-account-details')!;
    expect(text(account)).toContain('HTTP bearer (JWT) (scheme jwt): send Authorization: Bearer <JWT>.');
    expect(account).toContain('href="/api/nildb/nildb-api#jwt"');
    expect(text(pages.get('api/nildb/get-health-status')!)).toContain('None: this endpoint is public');
  });

  it('show every body property and every response of the spec', async () => {
    const model = models.find((m) => m.routePrefix === 'api/nildb')!;
    const page = model.pages.find((p) => p.entry.id === 'api/nildb/upload-data-to-the-specified-schema-collection')!;
    const html = pages.get(page.entry.id)!;
    const body = resolveSchema(page.operation!.requestBody!.content[0]!.schema!, model.schemas);
    for (const p of body.properties!) expect(html).toContain(`<code class="api-prop-name">${p.name}</code>`);
    expect(html).toContain('<code class="api-prop-name">_id</code>');
    const headings = allEntries.find((e) => e.id === page.entry.id)!.headings;
    for (const r of page.operation!.responses) {
      const heading = headings.find((h) => h.depth === 3 && h.text.split(' ')[0] === r.status)!;
      expect(html).toContain(`<h3 id="${heading.id}">`);
    }
    expect(text(html)).toContain('No response body.');
    // First-level properties are shown; what sits below them is collapsed in a closed <details>.
    expect(html).toMatch(/<code class="api-prop-name">data<\/code>.*?<details class="api-prop-children"><summary>Fields of <code>data<\/code>/);
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('shows oneOf variants as tabs and enums as allowed values', () => {
    const html = pages.get('api/nildb/list-the-organizations-queries')!;
    expect(html).toMatch(/>QueryVariable<\/button>.*>QueryArrayVariable<\/button>/);
    expect(text(html)).toContain('Allowed values: string, number, boolean, date');
    expect(text(html)).toContain('Exactly one of these shapes');
  });

  it('renders the info page with version, scheme, server and operation links', () => {
    const html = pages.get('api/nildb/nildb-api')!;
    expect(text(html)).toContain('Version: 0.2.2');
    expect(text(html)).toContain('Authorization: Bearer <JWT>');
    expect(html).toContain('<code>https://nildb-demo.nillion.network</code>');
    for (const entry of entries.filter((e) => e.apiKind === 'operation')) expect(html).toContain(`href="${entry.route}"`);
  });
});

describe('nilAI pages', () => {
  const chat = () => pages.get('api/nilai/chat-completion-v-1-chat-completions-post')!;

  it('render the info page and the five operations of openapi/nilai.yaml', () => {
    const ids = [...pages.keys()].filter((id) => id.startsWith('api/nilai/'));
    expect(ids.sort()).toEqual([
      'api/nilai/chat-completion-v-1-chat-completions-post',
      'api/nilai/get-attestation-v-1-attestation-report-get',
      'api/nilai/get-models-v-1-models-get',
      'api/nilai/get-usage-v-1-usage-get',
      'api/nilai/health-check-v-1-health-get',
      'api/nilai/nilai',
    ]);
  });

  it('list every response near the endpoint, each linking to its section', () => {
    const html = chat();
    const summary = /<p>Responses: (.*?)<\/p>/.exec(html)?.[1] ?? '';
    const links = [...summary.matchAll(/href="#([^"]+)">([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(links.map(([, label]) => label!.split(' ')[0])).toEqual(['200', '400', '401', '403', '422', '500']);
    for (const [id] of links) expect(html).toContain(`<h3 id="${id}">`);
    expect(html.indexOf('<p>Responses: ')).toBeLessThan(html.indexOf('api-try-it'));
  });

  it('offer a selector over named examples: request body and the 403 response', () => {
    const html = text(chat());
    expect(html).toContain('One question');
    expect(html).toContain('Streamed reply');
    expect(html).toContain('No Authorization header');
    expect(html).toContain('A scheme other than Bearer');
    expect(chat()).toMatch(/>One question<\/button>.*>Streamed reply<\/button>/);
  });

  it('render the closed Try-it button on every operation page and none on info pages', () => {
    expect(allEntries.filter((e) => e.apiKind === 'info').map((e) => e.id)).toEqual(['api/nildb/nildb-api', 'api/nilai/nilai']);
    for (const entry of allEntries) {
      expect((pages.get(entry.id)!.match(/class="api-try-it-open"/g) ?? []).length, entry.id).toBe(entry.apiKind === 'operation' ? 1 : 0);
    }
  });
});

describe('schema trees of fixtures', () => {
  let recursive: Map<string, string>;
  let petstore: Map<string, string>;
  beforeAll(async () => {
    recursive = await renderFixture(await generateApiModel('tests/fixtures/openapi/recursive.yaml', { routePrefix: 'api/trees' }));
    petstore = await renderFixture(await generateApiModel('tests/fixtures/openapi/petstore-3.0.yaml', { routePrefix: 'api/pets' }));
  }, 60_000);

  it('stop at a recursive reference', () => {
    const html = [...recursive.values()].find((page) => page.includes('api-prop-name">files<'))!;
    expect(text(html)).toContain('Recursive: Folder again');
  });

  it('render a parameters table with in, type, required and constraints', () => {
    const rendered = [...petstore.values()].find((page) => page.includes('<table class="api-params"'))!;
    const rows = [...rendered.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(rows).toEqual([
      'NameInTypeRequiredConstraintsDescription',
      'limitqueryinteger<int32>no>= 1<= 100default: 20How many pets to return.',
      'statusquerystringyesone of: available, adoptedExample: available',
      'X-Request-Idheaderstring<uuid>no—',
    ]);
    expect(text(rendered)).toContain('X-Next');
  });

  it('mark a request body required or optional, as the spec says', () => {
    const bodies = [...petstore.values()].map((page) => /<p class="api-body-meta">(.*?)<\/p>/.exec(page)?.[1]).filter(Boolean);
    expect(bodies.some((meta) => meta!.includes('<span class="api-prop-required">required</span>'))).toBe(true);
    expect(
      bodies.some((meta) => meta!.includes('<span class="api-flag">optional</span><code class="api-media-type">application/x-www-form-urlencoded</code>')),
    ).toBe(true);
  });
});
