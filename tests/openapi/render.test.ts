/**
 * Renders the API pages to HTML with react-dom/server (as the static export does) and checks what
 * a reader sees: anchors for every TOC heading, method and path, auth, parameters, body and
 * response trees, samples in tabs, highlighted code in the site's code block chrome.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPage } from '@/components/openapi/api-page';
import { OperationView } from '@/components/openapi/operation-view';
import { SchemaBlock } from '@/components/openapi/schema-tree';
import { exampleKey } from '@/lib/content/api-html';
import { renderApiHtml } from '@/lib/compile/api-html';
import type { ApiHtml } from '@/lib/content/api-html';
import { getApiPage, readApiModels } from '@/lib/content/api-models';
import { generateApiModel } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiEntry } from '@/lib/content';
import type { ApiModel } from '@/lib/openapi/types';

const pages = new Map<string, string>();
let entries: ApiEntry[] = [];
let allEntries: ApiEntry[] = [];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

beforeAll(async () => {
  const all = readApiModels().flatMap((model) => model.pages.map((page) => page.entry));
  for (const entry of all) pages.set(entry.id, renderToString(ApiPage({ entry })));
  allEntries = all;
  entries = all.filter((e) => e.id.startsWith('api/nildb/'));
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
    expect(pages.get(read.id)).toContain('<p class="api-lead">Retrieve data from the specified schema collection that matches the provided filter</p>');
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
    const { page, model } = getApiPage('api/nildb/upload-data-to-the-specified-schema-collection');
    const html = pages.get(page.entry.id)!;
    const body = resolveSchema(page.operation!.requestBody!.content[0]!.schema!, model.schemas);
    for (const p of body.properties!) expect(html).toContain(`<code class="api-prop-name">${p.name}</code>`);
    expect(html).toContain('<code class="api-prop-name">_id</code>');
    for (const r of page.operation!.responses) expect(html).toContain(`id="${page.outline.find((i) => i.key === `response-${r.status}`)!.id}"`);
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
    const summary = /<p class="api-response-summary">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    const links = [...summary.matchAll(/href="#([^"]+)">([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(links.map(([, label]) => label!.split(' ')[0])).toEqual(['200', '400', '401', '403', '422', '500']);
    for (const [id] of links) expect(html).toContain(`<h3 id="${id}">`);
    expect(html.indexOf('api-response-summary')).toBeLessThan(html.indexOf('api-try-it'));
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
  let recursive: ApiModel;
  let petstore: ApiModel;
  let html: ApiHtml;
  beforeAll(async () => {
    recursive = await generateApiModel('tests/fixtures/openapi/recursive.yaml', { routePrefix: 'api/trees' });
    petstore = await generateApiModel('tests/fixtures/openapi/petstore-3.0.yaml', { routePrefix: 'api/pets' });
    html = await renderApiHtml([recursive, petstore]);
  }, 60_000);

  it('stop at a recursive reference', () => {
    const rendered = renderToString(
      createElement(SchemaBlock, {
        node: { ref: '#/components/schemas/Folder', name: 'Folder' },
        view: { schemas: recursive.schemas, descriptions: html.markdown },
      }),
    );
    expect(text(rendered)).toContain('Recursive: Folder again');
    expect(rendered.match(/api-prop-name">files</g)).toHaveLength(1);
  });

  it('render a parameters table with in, type, required and constraints', async () => {
    const page = petstore.pages.find((p) => p.operation?.operationId === 'listPets')!;
    const op = page.operation!;
    const code = html.code[page.entry.id]!;
    expect(Object.keys(code.examples)).toContain(exampleKey('200', 'application/json'));
    const rendered = renderToString(
      createElement(OperationView, {
        title: page.entry.title,
        operation: op,
        outline: page.outline,
        model: petstore,
        code,
        view: { schemas: petstore.schemas, descriptions: html.markdown },
        schemeHref: () => undefined,
      }),
    );
    const rows = [...rendered.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(rows).toEqual([
      'NameInTypeRequiredConstraintsDescription',
      'limitqueryinteger<int32>no>= 1<= 100default: 20How many pets to return.',
      'statusquerystringyesone of: available, adoptedExample: available',
      'X-Request-Idheaderstring<uuid>no—',
    ]);
    expect(text(rendered)).toContain('X-Next');
  });
});
