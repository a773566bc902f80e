/**
 * The Try-it panel of an operation page in real Chromium against the export: it loads its code
 * only when opened, sends the request with fetch to a test server on 127.0.0.1 and shows status
 * and body; a server without CORS headers, an origin the page's CSP refuses, an HTTP error, a
 * redirect and a request the browser refuses to send (a URL with credentials) are each explained in words, a redirect is never followed, and the credential never
 * appears in the document's markup.
 */
import { expect, test, workerServer, type Served } from './fixtures';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/** What the API test server received. */
interface Received {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

/** How a test API answers a request that is not a CORS preflight. */
interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/**
 * A local API on a random port; `cors` decides whether it answers with CORS headers, `answer` how
 * it answers (default: 201 with the echoed JSON body), `host` the loopback address it listens on.
 */
async function startApi(cors: boolean, answer?: Answer, host = '127.0.0.1') {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader('Access-Control-Expose-Headers', 'x-test-api');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      received.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: Buffer.concat(chunks).toString('utf8') });
      if (answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(JSON.stringify({ detail: `answered ${answer.status}` }));
        return;
      }
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Test-Api': 'yes' });
      res.end(JSON.stringify({ echoed: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'), path: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The two local APIs, started once per worker: with and without CORS headers. */
const apiTest = test.extend<object, { corsApi: Api; plainApi: Api }>({
  corsApi: workerServer(() => startApi(true)),
  plainApi: workerServer(() => startApi(false)),
});
type Api = Awaited<ReturnType<typeof startApi>>;

/** Opens an operation page, waits for hydration, opens the panel and points it at `server`. */
async function openPanel(page: Page, plain: Served, route: string, server: string) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${plain.baseUrl}${route}`);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', { name: 'Try it' }).click();
  const panel = page.locator('.api-try-it-panel');
  await panel.waitFor();
  await panel.getByLabel('Server', { exact: true }).selectOption({ label: 'Other URL…' });
  await panel.getByLabel('Server URL').fill(server);
  return { panel, loadedOnOpen: scripts.length - before };
}

apiTest.describe('Try it', () => {
  apiTest('sends the pre-filled JSON body with the bearer token and shows status and body', async ({ page, plain, corsApi }) => {
    const { panel, loadedOnOpen } = await openPanel(page, plain, '/api/nilai/chat-completion-v-1-chat-completions-post', corsApi.url);
    // The panel's code arrived only when it was opened.
    expect(loadedOnOpen).toBeGreaterThan(0);
    await panel.locator('input[type="password"]').fill('test-token-123');
    await panel.getByRole('button', { name: 'Send POST' }).click();
    await expect(panel.locator('.api-try-it-status')).toHaveText('Status: 201 Created');
    const body = await panel.locator('.api-try-it-response-body').textContent();
    expect(JSON.parse(body!)).toMatchObject({ path: '/v1/chat/completions', echoed: { model: 'meta-llama/Llama-3.2-1B-Instruct' } });
    expect(await panel.locator('.api-try-it-headers pre').textContent()).toContain('x-test-api: yes');
    expect(corsApi.received.at(-1)).toMatchObject({ method: 'POST', url: '/v1/chat/completions', authorization: 'Bearer test-token-123' });
    // The token stays in memory: not in the page URL, not in any storage.
    expect(page.url()).not.toContain('test-token-123');
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]));
    expect(stored).not.toContain('test-token-123');
    // Nor in the markup: no attribute of the input (or anything else) mirrors it.
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('test-token-123');

    await apiTest.step('names a server URL with a user name or password for what it is, and sends nothing', async () => {
      const before = corsApi.received.length;
      await panel.getByLabel('Server URL').fill(corsApi.url.replace('http://', 'http://alice:s3cret@'));
      await panel.getByRole('button', { name: 'Send POST' }).click();
      await expect(panel.locator('.api-try-it-error')).toHaveText(
        /^The server URL holds a user name or password \(…@127\.0\.0\.1:\d+\), which browsers refuse to send a request to\. Remove it from the URL and enter the credential in the Authorization field\.$/,
      );
      // The error is shown instead of sending: a request sent first would have arrived before it.
      expect(corsApi.received.length).toBe(before);
    });
  });

  apiTest('never follows a 307 to another origin: nothing arrives there and the redirect is reported', async ({ page, plain }) => {
    const target = await startApi(true);
    // Another origin the page may connect to (localhost, not 127.0.0.1), so only the redirect rule keeps the request away.
    const targetUrl = target.url.replace('127.0.0.1', 'localhost');
    const redirecting = await startApi(true, { status: 307, headers: { Location: `${targetUrl}/v1/chat/completions` } });
    try {
      const { panel } = await openPanel(page, plain, '/api/nilai/chat-completion-v-1-chat-completions-post', redirecting.url);
      await panel.locator('input[type="password"]').fill('redirect-token-456');
      await panel.getByRole('button', { name: 'Send POST' }).click();
      await expect(panel.locator('.api-try-it-error')).toHaveText(
        new RegExp(`^${redirecting.url.replace(/[.]/g, '\\.')} answered with a redirect, which this console does not follow`),
      );
      expect(redirecting.received.at(-1)).toMatchObject({ method: 'POST', authorization: 'Bearer redirect-token-456' });
      // A followed redirect would have reached the target before the fetch settled and the error showed.
      expect(target.received).toEqual([]);
      await expect(panel.locator('.api-try-it-status')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('redirect-token-456');
    } finally {
      await Promise.all([target.close(), redirecting.close()]);
    }
  });

  apiTest("blames this site's security policy for an origin outside connect-src", async ({ page, plain }) => {
    // API pages allow https:, http://localhost:* and http://127.0.0.1:*; 127.0.0.2 is loopback too but not listed.
    const outside = await startApi(true, undefined, '127.0.0.2');
    try {
      const { panel } = await openPanel(page, plain, '/api/nilai/health-check-v-1-health-get', outside.url);
      await panel.getByRole('button', { name: 'Send GET' }).click();
      await expect(panel.locator('.api-try-it-error')).toHaveText(
        new RegExp(`^This site's security policy blocked the request to ${outside.url.replace(/[.]/g, '\\.')} before it was sent: .*connect-src`),
      );
      expect(outside.received).toEqual([]);
    } finally {
      await outside.close();
    }
  });

  apiTest('shows an HTTP error with its status and body', async ({ page, plain }) => {
    const refusing = await startApi(true, { status: 401 });
    const closed = await startApi(true);
    await closed.close();
    try {
      const { panel } = await openPanel(page, plain, '/api/nilai/health-check-v-1-health-get', closed.url);
      await apiTest.step('a closed port is explained as a network error, as a server without CORS headers is', async () => {
        await panel.getByRole('button', { name: 'Send GET' }).click();
        await expect
          .poll(() => panel.locator('.api-try-it-error').textContent())
          .toMatch(/^Network error or CORS: the request did not reach the server or the server's CORS policy blocked it: /);
      });
      await panel.getByLabel('Server URL').fill(refusing.url);
      await panel.getByRole('button', { name: 'Send GET' }).click();
      await expect(panel.locator('.api-try-it-error')).toHaveText(/^HTTP 401 Unauthorized: the request was refused\./);
      await expect(panel.locator('.api-try-it-status')).toHaveText('Status: 401 Unauthorized');
      expect(JSON.parse((await panel.locator('.api-try-it-response-body').textContent())!)).toEqual({ detail: 'answered 401' });
    } finally {
      await refusing.close();
    }
  });

  apiTest('explains a request blocked by a server without CORS headers', async ({ page, plain, plainApi }) => {
    const { panel } = await openPanel(page, plain, '/api/nilai/health-check-v-1-health-get', plainApi.url);
    await panel.getByRole('button', { name: 'Send GET' }).click();
    await expect
      .poll(() => panel.locator('.api-try-it-error').textContent())
      .toMatch(/^Network error or CORS: the request did not reach the server or the server's CORS policy blocked it: /);
    // The server got the request, but the browser kept the answer from the page.
    expect(plainApi.received.at(-1)).toMatchObject({ method: 'GET', url: '/v1/health' });
    await expect(panel.locator('.api-try-it-status')).toHaveCount(0);
  });

  apiTest('the requests the panel refuses are the ones Chromium refuses to build', async ({ page }) => {
    const refused = await page.evaluate(() =>
      [
        () => new Request('http://alice:pw@127.0.0.1:9/x'),
        () => new Request('http://127.0.0.1:9/x', { headers: [['X Request Id', '1']] }),
        () => new Request('http://127.0.0.1:9/x', { headers: [['X-Trace', 'caf\u20ac']] }),
        () => new Request('http://127.0.0.1:9/x', { method: 'TRACE' }),
        () => new Request('http://127.0.0.1:9/x', { method: 'GET', body: '{}' }),
      ].map((build) => {
        try {
          build();
          return 'built';
        } catch (error) {
          return (error as Error).name;
        }
      }),
    );
    expect(refused).toEqual(['TypeError', 'TypeError', 'TypeError', 'TypeError', 'TypeError']);
  });
});
