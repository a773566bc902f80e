import { expect, test } from 'vitest';
import { newContext, useBrowserAndServer } from './browser';
import { serveFixture } from './chrome-fixture';

// Pages load through the compiled content model by the file the index found: a folder page
// (`guide-demo/index.mdx`) and a plain Markdown page (`markdown-demo.md`), from the fixture build.
const t = useBrowserAndServer(serveFixture);

test('an index.mdx page renders at its folder route with its TOC and admonition', async () => {
  const context = await newContext(t.browser);
  const page = await context.newPage();
  const response = await page.goto(`${t.server.baseUrl}/guide-demo`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Guide demo');
  await expect(page.locator('#first-step').textContent()).resolves.toContain('First step');
  const tocTargets = await page.locator('.doc-toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tocTargets).toEqual(['#first-step', '#second-step']);
  await expect(page.locator('.markdown').getByText('A folder with an index.mdx file is a page at the folder').count()).resolves.toBe(1);
  await context.close();
});

test('a .md page renders as Markdown, its heading id matching its TOC entry', async () => {
  const context = await newContext(t.browser);
  const page = await context.newPage();
  const response = await page.goto(`${t.server.baseUrl}/markdown-demo`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Markdown demo');
  await expect(page.locator('h2#plain-markdown-heading em').textContent()).resolves.toBe('Markdown');
  await expect(page.locator('.doc-toc a').getAttribute('href')).resolves.toBe('#plain-markdown-heading');
  await expect(page.locator('.markdown table td').first().textContent()).resolves.toBe('a');
  await expect(page.locator('.markdown').textContent()).resolves.toContain('{braces}');
  await context.close();
});
