// The 404 page offers the page a mistyped or outdated address meant, above its search; and on a
// host that answers every missing address with the site's root 404 page (GitHub Pages, where the
// previews are folders of the production site), an address inside a preview ends on that
// preview's own 404 page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_BASE_PATH, FIXTURE_OUT_DIR } from './fixture/env';
import { expect, serveExport, test } from './fixtures';

test.describe('the closest page', () => {
  const cases: [address: string, route: string, words: string][] = [
    [
      '/build/secretVault-secretDataAnalytics/upload-retreive',
      '/build/secretVault-secretDataAnalytics/upload-retrieve',
      'build secretvault secretdataanalytics upload retreive',
    ],
    ['/js-client-hooks-value', '/js-client-hooks-values', 'js client hooks value'],
    ['/docs/quickstart', '/quickstart', 'docs quickstart'],
  ];
  for (const [address, route, words] of cases) {
    test(`${address} → ${route}, above the search`, async ({ page, plain }) => {
      const response = await page.goto(`${plain.baseUrl}${address}`);
      expect(response?.status()).toBe(404);
      const suggestion = page.locator('.not-found-suggestion a');
      await expect(suggestion).toHaveAttribute('href', route);
      await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue(words);
      // In reading order: the suggestion comes before the search form.
      expect(
        await page.evaluate(() => {
          const form = document.querySelector('.not-found-search')!;
          return Boolean(document.querySelector('.not-found-suggestion')!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      await suggestion.click();
      await page.waitForURL(`${plain.baseUrl}${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an address close to no page offers none', async ({ page, plain }) => {
    await page.goto(`${plain.baseUrl}/zzzzzzzzzzzzzz`);
    await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('zzzzzzzzzzzzzz');
    await expect(page.locator('.not-found-suggestion')).toBeEmpty();
    await expect(page.locator('.not-found-suggestion a')).toHaveCount(0);
  });
});

test.describe('a preview on a host with one root 404 page', () => {
  let site = '';
  let server: Awaited<ReturnType<typeof serveExport>> | undefined;

  test.beforeAll(async () => {
    // The pages branch's layout: production at the root, the preview in preview/<slug>/ (hard
    // links: no file is copied). The server answers a missing address with the root 404.html.
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-site-'));
    execFileSync('cp', ['-al', `${path.resolve('out')}/.`, site]);
    fs.mkdirSync(path.join(site, path.dirname(FIXTURE_BASE_PATH)), { recursive: true });
    execFileSync('cp', ['-al', path.resolve(FIXTURE_OUT_DIR), path.join(site, FIXTURE_BASE_PATH)]);
    server = await serveExport({ dir: site });
  });

  test.afterAll(async () => {
    await server?.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  test('an address inside the preview ends on the preview’s own 404 page, with its words and closest page', async ({ page }) => {
    const address = `${FIXTURE_BASE_PATH}/js-client-hooks-value`;
    const response = await page.goto(`${server!.baseUrl}${address}`);
    // The host's answer is production's 404 page, which hands the address over.
    expect(response?.status()).toBe(404);
    await page.waitForURL(`${server!.baseUrl}${FIXTURE_BASE_PATH}/404.html?from=${encodeURIComponent(address)}`);
    await expect(page.locator('.not-found-suggestion a')).toHaveAttribute('href', `${FIXTURE_BASE_PATH}/js-client-hooks-values`);
    await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('js client hooks value');
    // The preview's search form: its action is under the preview's base path.
    await expect(page.locator('form.not-found-search')).toHaveAttribute('action', `${FIXTURE_BASE_PATH}/search`);
  });

  test('an address of a preview that does not exist stays on production’s 404 page', async ({ page }) => {
    await page.goto(`${server!.baseUrl}/preview/no-such-preview/page`);
    await page.waitForURL(`${server!.baseUrl}/preview/no-such-preview/404.html?from=${encodeURIComponent('/preview/no-such-preview/page')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('form.not-found-search')).toHaveAttribute('action', '/search');
  });
});
