import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { writePagefindIndex } from '@/lib/search/pagefind-index';

/** A Pagefind fragment: gzip, a 12-byte signature, then the page's JSON. */
function readFragments(dir: string): { url: string; content: string; meta: Record<string, string>; anchors: { id: string; text: string }[] }[] {
  const folder = path.join(dir, 'pagefind', 'fragment');
  return fs.readdirSync(folder).map((file) =>
    JSON.parse(
      zlib
        .gunzipSync(fs.readFileSync(path.join(folder, file)))
        .subarray(12)
        .toString('utf8'),
    ),
  );
}

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><nav class="navbar">Learn Build API</nav>${body}<footer>Footer links</footer></body></html>`;

describe('the local search index (Pagefind over the export)', () => {
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-index-'));
    fs.writeFileSync(
      path.join(out, 'store-secrets.html'),
      page(`<main><article data-pagefind-body="" data-pagefind-meta="section[data-section], keywords[data-keywords]" data-section="Build" data-keywords="store · secret">
        <nav class="breadcrumbs" data-pagefind-ignore="all">Home Build</nav>
        <header><h1>Store secrets</h1><div class="page-actions" data-pagefind-ignore="all">Copy page</div></header>
        <p data-pagefind-ignore="">Applies to: nillion-client 0.2.0</p>
        <p>Secrets are split into shares before they leave your machine.</p>
        <h2 id="store-a-value">Store a value<a class="hash-link" href="#store-a-value">#</a></h2>
        <figure><pre><code>client.store_values(values)</code></pre><button class="copy-button">Copy</button></figure>
        <table><thead><tr><th>Type</th><th>Mode</th></tr></thead><tbody><tr><td>int</td><td><code>SecretInteger</code></td></tr><tr><td style="text-align:right">bytes</td><td>SecretBlob</td></tr></tbody></table>
        <figure class="code-block" data-language="text"><div class="code-block-body"><pre><code> +--------+   +--------+
 | Petnet |&lt;-&gt;| nilChain |
 +--------+   +--------+</code></pre></div><button class="copy-button">Copy</button></figure>
        <figure class="code-block" data-language="text"><div class="code-block-body"><pre><code>Running test: addition_test
addition_test: PASS</code></pre></div><button class="copy-button">Copy</button></figure>
      </article></main>`),
    );
    fs.mkdirSync(path.join(out, 'guides'));
    fs.writeFileSync(path.join(out, 'guides', 'chrome-only.html'), page('<main><h1>Search</h1><p>No article here.</p></main>'));
    await writePagefindIndex(out);
  }, 60_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('indexes only the article: text, headings and code, without the chrome around or inside it', () => {
    const fragments = readFragments(out);
    expect(fragments).toHaveLength(1);
    const [fragment] = fragments;
    expect(fragment!.url).toBe('/store-secrets.html');
    expect(fragment!.content).toContain('Secrets are split into shares');
    expect(fragment!.content).toContain('client.store_values(values)');
    for (const chrome of ['Learn Build API', 'Footer links', 'Home Build', 'Copy', '#']) expect(fragment!.content).not.toContain(chrome);
    expect(fragment!.meta).toMatchObject({ title: 'Store secrets', section: 'Build', keywords: 'store · secret' });
    // The "Applies to" line is not text to search or quote.
    expect(fragment!.content).not.toContain('Applies to');
    expect(fragment!.anchors.map((a) => a.id)).toContain('store-a-value');
  });

  it('separates table cells and leaves code art out, keeping plain-text output', () => {
    const [fragment] = readFragments(out);
    expect(fragment!.content).toContain('Type · Mode. int · SecretInteger. bytes · SecretBlob.');
    expect(fragment!.content).not.toContain('Petnet');
    expect(fragment!.content).not.toContain('+--');
    expect(fragment!.content).toContain('addition_test: PASS');
  });

  it('writes the engine and the chunked index, not the UI bundles this site does not use', () => {
    const files = fs.readdirSync(path.join(out, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-entry.json');
    expect(files.some((f) => f.startsWith('wasm.'))).toBe(true);
    expect(files.some((f) => f.endsWith('.pf_meta'))).toBe(true);
    expect(files.filter((f) => /ui|highlight/.test(f))).toEqual([]);
  });
});
