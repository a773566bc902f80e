/**
 * Renders the API pages to HTML with react-dom/server (as the static export does) and checks what
 * a reader sees: anchors for every TOC heading, method and path, auth, parameters, body and
 * response trees, samples in tabs, highlighted code in the site's code block chrome.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPage } from '@/components/openapi/api-page';
import { exampleKey, OperationView } from '@/components/openapi/operation-view';
import { Markdown } from '@/components/openapi/markdown';
import { SchemaBlock } from '@/components/openapi/schema-tree';
import { renderHighlightedCode } from '@/components/openapi/highlighted-code';
import { loadApiEntries } from '@/lib/openapi';
import { generateApiModel } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiEntry } from '@/lib/content';
import type { ApiModel } from '@/lib/openapi/types';

const pages = new Map<string, string>();
let entries: ApiEntry[] = [];

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

beforeAll(async () => {
  const all = await loadApiEntries();
  for (const entry of all) pages.set(entry.id, renderToString(await ApiPage({ entry })));
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
        expect(html, `${entry.id} #${heading.id}`).toMatch(new RegExp(`<h${heading.depth} id="${heading.id}">${heading.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      }
    }
  });

  it('show method, path, server and request samples on each operation page', () => {
    for (const entry of entries.filter((e) => e.apiKind === 'operation')) {
      const html = pages.get(entry.id)!;
      expect(html).toContain(`<span class="method-badge method-${entry.method!.toLowerCase()}">${entry.method}</span><code class="api-endpoint-path">${entry.path}</code>`);
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

  it('show what the Authorization header looks like, or that none is needed', () => {
    const account = pages.get('api/nildb/retrieve-an-organizations-account-details')!;
    expect(text(account)).toContain('HTTP bearer (JWT) (scheme jwt): send Authorization: Bearer <JWT>.');
    expect(account).toContain('href="/api/nildb/nildb-api#jwt"');
    expect(text(pages.get('api/nildb/get-health-status')!)).toContain('None: this endpoint is public');
  });

  it('show every body property and every response of the spec', async () => {
    const { page, model } = await import('@/lib/openapi').then((m) => m.getApiPage('api/nildb/upload-data-to-the-specified-schema-collection'));
    const html = pages.get(page.entry.id)!;
    const body = resolveSchema(page.operation!.requestBody!.content[0]!.schema!, model.schemas);
    for (const p of body.properties!) expect(html).toContain(`<code class="api-prop-name">${p.name}</code>`);
    expect(html).toContain('<code class="api-prop-name">_id</code>');
    for (const r of page.operation!.responses) expect(html).toContain(`id="${page.outline.find((i) => i.key === `response-${r.status}`)!.id}"`);
    expect(text(html)).toContain('No response body.');
    // Collapsible: nested objects sit in <details>, the first level open.
    expect(html).toMatch(/<details open=""><summary class="api-prop-head"><code class="api-prop-name">data<\/code>/);
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

describe('schema trees of fixtures', () => {
  let recursive: ApiModel;
  let petstore: ApiModel;
  beforeAll(async () => {
    recursive = await generateApiModel('tests/fixtures/openapi/recursive.yaml', { routePrefix: 'api/trees' });
    petstore = await generateApiModel('tests/fixtures/openapi/petstore-3.0.yaml', { routePrefix: 'api/pets' });
  });

  it('stop at a recursive reference', () => {
    const html = renderToString(createElement(SchemaBlock, { node: { ref: '#/components/schemas/Folder', name: 'Folder' }, schemas: recursive.schemas }));
    expect(text(html)).toContain('Recursive: Folder again');
    expect(html.match(/api-prop-name">files</g)).toHaveLength(1);
  });

  it('render a parameters table with in, type, required and constraints', async () => {
    const page = petstore.pages.find((p) => p.operation?.operationId === 'listPets')!;
    const op = page.operation!;
    const samples = await Promise.all(op.samples.map((s) => renderHighlightedCode(s.code, s.syntax)));
    const examples = new Map(
      await Promise.all(op.responses.flatMap((r) => r.content.map(async (c) => [exampleKey(r.status, c.mediaType), await renderHighlightedCode(JSON.stringify(c.example?.value), 'json')] as const))),
    );
    const html = renderToString(
      createElement(OperationView, { operation: op, outline: page.outline, model: petstore, code: { samples, examples }, schemeHref: () => undefined }),
    );
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]!));
    expect(rows).toEqual([
      'NameInTypeRequiredConstraintsDescription',
      'limitqueryinteger<int32>no>= 1<= 100default: 20How many pets to return.',
      'statusquerystringyesone of: available, adoptedExample: available',
      'X-Request-Idheaderstring<uuid>no—',
    ]);
    expect(text(html)).toContain('X-Next');
  });
});

describe('Markdown descriptions', () => {
  it('drop raw HTML and keep links', () => {
    const html = renderToString(createElement(Markdown, { source: 'Read [the guide](/api/overview). <script>alert(1)</script>' }));
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/api/overview"');
  });
});
