// The search budgets in Chromium on the served export (out/, gzip as a CDN sends it): the bytes a
// first query costs the site, and the relevance set: queries readers type, each with the page a
// reader expects first, taken from what each page is about (not from the engine's answers).
import type { Page, Request } from '@playwright/test';
import { PAGEFIND_BUNDLE_PATH } from '@/lib/search/settings';
import { expect, test } from './fixtures';

/** The site's part of a first query, in kB (1000 bytes), compressed as sent, headers included. */
const SITE_FIRST_QUERY_KB = 25;
/** Queries whose expected page must come first, in percent; among the first three: all of them. */
const TOP1_PERCENT = 90;

/** A query with the routes (no base path) that answer it; the first result should be one of them. */
const RELEVANCE_SET: [query: string, expected: string[]][] = [
  ['store secret', ['/store-secrets']],
  ['retrieve secret', ['/retrieve-secret']],
  ['chat', ['/api/nilai/chat-completion-v-1-chat-completions-post']],
  ['api key', ['/build/secretLlm/access']],
  ['permissions', ['/permissions']],
  ['testnet faucet', ['/guide-testnet-faucet']],
  ['nada types', ['/nada-lang-types']],
  ['blind computation', ['/what-is-nillion']],
  ['SecretInteger', ['/nada-lang-types']],
  ['install sdk', ['/installation', '/quickstart-install']],
  ['nilup', ['/nilup']],
  ['devnet', ['/nillion-devnet']],
  ['create wallet', ['/guide-testnet-connect']],
  ['send nil tokens', ['/guide-testnet-tx']],
  ['multiplication', ['/nada-by-example/multiplication']],
  ['matrix multiplication', ['/nada-numpy-matrix-multiplication']],
  ['dot product', ['/nada-numpy-dot-product']],
  ['linear regression', ['/nada-ai-linear-model']],
  ['neural network', ['/nada-ai-neural-network']],
  ['mpc protocol', ['/nillions-mpc-protocol']],
  ['tecdsa', ['/threshold-signatures']],
  ['nilql encryption', ['/build/secretVault-secretDataAnalytics/encryption']],
  ['upload data', ['/build/secretVault-secretDataAnalytics/upload-retrieve']],
  ['secretllm', ['/build/secretLlm/overview']],
  ['python client', ['/python-client']],
  ['typescript client', ['/js-client']],
  ['react hooks', ['/js-client-hooks']],
  ['nada test', ['/nada-test']],
  ['glossary', ['/glossary']],
  ['debugging nada', ['/nada-debugging']],
  ['execution plan', ['/nada-execution-plan']],
  ['rational numbers', ['/nada-numpy-rationals']],
  ['for loop', ['/nada-by-example/for-loop']],
  ['network configuration', ['/network-configuration']],
  ['list models', ['/api/nilai/get-models-v-1-models-get']],
  ['attestation', ['/api/nilai/get-attestation-v-1-attestation-report-get']],
  ['random number', ['/nada-by-example/random-number']],
  ['telemetry', ['/sdk-instrumentation']],
  ['peer id', ['/node-key2peerid']],
  ['secretvault', ['/build/secretVault-secretDataAnalytics/overview']],
  // The TypeScript client code: SecretVault's upload and query client, and the React hook that stores values.
  ['secretvault typescript', ['/build/secretVault-secretDataAnalytics/upload-retrieve']],
  ['typescript store secret', ['/js-client-hooks-values']],
];

/** Pagefind's files (script, WebAssembly, index chunks, fragments) live here; everything else is the site's. */
const PAGEFIND_DIR = PAGEFIND_BUNDLE_PATH.slice(0, PAGEFIND_BUNDLE_PATH.lastIndexOf('/') + 1);

test('a first query from a loaded doc page fetches at most 25 kB of the site’s own files', async ({ page, plain }) => {
  await page.goto(`${plain.baseUrl}/nada-lang-types`);
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
  // Every request from Ctrl+K on, but the router's prefetches of linked pages (their HTML and
  // RSC payloads, `text/html` and `text/plain`): those are the page's links, not the search's.
  const started: Request[] = [];
  const finished = new Map<Request, number>();
  page.on('request', (request) => started.push(request));
  const done = async (request: Request) => {
    const sizes = await request.sizes().catch(() => ({ responseHeadersSize: 0, responseBodySize: 0 }));
    finished.set(request, sizes.responseHeadersSize + sizes.responseBodySize);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type('secret');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await expect.poll(() => started.filter((r) => !finished.has(r)).length).toBe(0);
  const site: string[] = [];
  let siteBytes = 0;
  for (const request of started) {
    const path = new URL(request.url()).pathname;
    const type = (await request.response())?.headers()['content-type'] ?? '';
    if (path.startsWith(PAGEFIND_DIR) || /^text\/(html|plain)/.test(type)) continue;
    site.push(`${path} ${finished.get(request)} B`);
    siteBytes += finished.get(request) ?? 0;
  }
  expect(siteBytes / 1000, site.join('\n')).toBeLessThanOrEqual(SITE_FIRST_QUERY_KB);
});

/** Types `query` into the /search page and returns the routes of the results, in order. */
async function resultsFor(page: Page, query: string): Promise<string[]> {
  await page.locator('.search-page-input').fill(query);
  await page.locator(`.search-page-results[data-query="${query}"], .search-page-message`).first().waitFor();
  return page.locator('.search-page-results .search-result-page a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test(`the relevance set: the expected page first for ${TOP1_PERCENT} % of the queries, among the first three for all`, async ({ page, plain }) => {
  await page.goto(`${plain.baseUrl}/search`);
  const misses: string[] = [];
  const notInTop3: string[] = [];
  for (const [query, expected] of RELEVANCE_SET) {
    const got = await resultsFor(page, query);
    if (!expected.includes(got[0] ?? '')) misses.push(`"${query}": expected ${expected.join(' or ')}, got ${got.slice(0, 3).join(', ') || 'nothing'}`);
    if (!got.slice(0, 3).some((route) => expected.includes(route))) notInTop3.push(query);
  }
  expect(notInTop3, misses.join('\n')).toEqual([]);
  expect((1 - misses.length / RELEVANCE_SET.length) * 100, misses.join('\n')).toBeGreaterThanOrEqual(TOP1_PERCENT);
});
