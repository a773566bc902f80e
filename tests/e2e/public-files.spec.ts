/**
 * Files of `public/` served as they are: an SVG or XML file with a script, an upper-case `.HTML`
 * page with an event handler, opened directly in Chromium from `npm start`'s server and from nginx
 * with the shipped configuration, run no script. The export here is a small folder of such files
 * (the postbuild's CSP step run over it, as over a real export); the pages the site builds are
 * covered by csp-inline-scripts.spec.ts. A script file in `public/` never reaches an export: the
 * prebuild refuses it (tests/hosting/public-rules.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { addCspMeta } from '@/lib/hosting/csp-meta';
import { nginxConf } from '@/lib/hosting/nginx-conf';
import { loadSiteConfig } from '@/site.config';
import { expect, serveExport, test } from './fixtures';
import { startNginx } from './nginx';

const config = loadSiteConfig({});

/** Each hostile file asks for `/ran/<name>` when its script runs. */
const HOSTILE: Record<string, string> = {
  'evil.svg': `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('/ran/svg')</script><rect width="10" height="10"/></svg>`,
  'img/evil.SVG': `<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/ran/upper-svg')"><rect width="10" height="10"/></svg>`,
  'evil.xml': `<?xml version="1.0"?><root><script xmlns="http://www.w3.org/1999/xhtml">fetch('/ran/xml')</script></root>`,
  'EVIL.HTML': `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body><img src="/missing.png" onerror="fetch('/ran/upper-html')"></body></html>`,
};

function hostileExport(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-public-files-'));
  fs.writeFileSync(path.join(dir, '404.html'), '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>Not found</body></html>');
  for (const [file, text] of Object.entries(HOSTILE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // As the postbuild does: every HTML file of the export gets its CSP <meta>.
  addCspMeta(dir, config, new Set());
  return dir;
}

/** Opens a file directly and returns the `/ran/…` requests its scripts made before the load event. */
async function ranOn(page: Page, url: string): Promise<string[]> {
  const ran: string[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/ran/')) ran.push(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  const response = await page.goto(url, { waitUntil: 'load' });
  page.off('request', listener);
  expect(response?.status()).toBe(200);
  return ran;
}

const dir = hostileExport();
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

for (const server of ['npm start', 'nginx'] as const)
  test(`${server}: files of public/ opened directly run no script`, async ({ page }) => {
    const served = server === 'nginx' ? await startNginx({ exportDir: dir, include: nginxConf(config) }) : await serveExport({ dir, config });
    try {
      for (const file of Object.keys(HOSTILE)) expect(await ranOn(page, `${served.baseUrl}/${file}`), file).toEqual([]);
    } finally {
      await served.close();
    }
  });
