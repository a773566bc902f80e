import { expect, test, type ServedUnderBasePath } from './fixtures';
import type { Page } from '@playwright/test';
import { getCompiledContent } from '@/lib/content';
import { buildSearchRecords } from '@/lib/search/records';
import { startAlgoliaStub, type AlgoliaStub } from './algolia-stub';
import { ALGOLIA_STUB_PORT, FIXTURE_ENV } from './fixture/env';
import { lazyWorkDone } from './settled';

// The Algolia backend on the fixture export (served under the preview base path), against a local
// stub of Algolia's search API; the local Pagefind index is tested on out/ (search.spec.ts).

async function open(page: Page, served: ServedUnderBasePath, path: string) {
  await page.goto(`${served.baseUrl}${path}`);
  await lazyWorkDone(page);
  await page.locator('.DocSearch-Button-Keys kbd').first().waitFor();
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('Algolia backend against a local stub of its search API (out-e2e/)', () => {
  // One worker runs these tests: the export has the stub's one port built in, so a second worker's
  // stub could not listen, and closing one worker's stub would cut off the other's test.
  test.describe.configure({ mode: 'serial' });
  let stub: AlgoliaStub;

  test.beforeAll(async () => {
    const { entries, chrome } = getCompiledContent();
    // The records `npm run sync:algolia` pushes: absolute URLs on the site URL.
    stub = await startAlgoliaStub(ALGOLIA_STUB_PORT, buildSearchRecords(entries, chrome, { urlPrefix: 'https://docs.nillion.com' }));
  });
  test.afterAll(async () => {
    await stub.close();
  });
  test.beforeEach(() => {
    stub.requests.length = 0;
    stub.setMode('up');
  });

  test('the dialog sends one documented multi-query with the site credentials and filters, groups hits per page, and Enter navigates in-app', async ({
    page,
    fixture,
  }) => {
    const violations = watchCsp(page);
    const pagefind: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) pagefind.push(request.url());
    });
    await open(page, fixture, '/quickstart');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type('faucet');
    const first = page.locator('.DocSearch-Hit:not(.search-dialog-section) a').first();
    await expect(first).toHaveAttribute('href', `${fixture.basePath}/guide-testnet-faucet`);
    const request = stub.requests.at(-1)!;
    expect(request.path).toBe('/1/indexes/*/queries');
    expect(request.appId).toBe(FIXTURE_ENV.NEXT_PUBLIC_ALGOLIA_APP_ID);
    expect(request.apiKey).toBe(FIXTURE_ENV.NEXT_PUBLIC_ALGOLIA_API_KEY);
    expect(request.body.requests[0]).toMatchObject({
      indexName: FIXTURE_ENV.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
      query: 'faucet',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    // One row per page, sections nested under it.
    const pages = await page.locator('.DocSearch-Hit:not(.search-dialog-section) a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(pages).size).toBe(pages.length);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${fixture.baseUrl}/guide-testnet-faucet`);
    await expect(page.locator('h1')).toHaveText('Using the Faucet');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(pagefind).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("/search shows the stub's results grouped by page, and the error state when Algolia is unreachable", async ({ page, fixture }) => {
    await page.goto(`${fixture.baseUrl}/search?q=permissions`);
    await page.locator('.search-result-group').first().waitFor();
    const urls = await page.locator('.search-result-page a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(urls.length).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url!.startsWith(`${fixture.basePath}/`)).toBe(true);
    expect(urls).toContain(`${fixture.basePath}/permissions`);

    stub.setMode('down');
    await page.locator('.search-page-input').fill('secret');
    const alert = page.locator('.search-page-message[role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain('Unable to fetch results');
  });
});
