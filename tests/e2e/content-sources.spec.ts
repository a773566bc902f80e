import { expect, test } from './fixtures';

// Pages load through the compiled content model by the file the index found: a folder page
// (`guide-demo/index.mdx`) and a plain Markdown page (`markdown-demo.md`), from the fixture build.
test('an index.mdx page renders at its folder route with its TOC and admonition', async ({ page, fixture }) => {
  const response = await page.goto(`${fixture.baseUrl}/guide-demo`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide demo');
  await expect(page.locator('#first-step')).toContainText('First step');
  const tocTargets = await page.locator('.doc-toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(tocTargets).toEqual(['#first-step', '#second-step']);
  await expect(page.locator('.markdown').getByText('A folder with an index.mdx file is a page at the folder')).toHaveCount(1);
});

test('a .md page renders as Markdown, its heading id matching its TOC entry', async ({ page, fixture }) => {
  const response = await page.goto(`${fixture.baseUrl}/markdown-demo`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markdown demo');
  await expect(page.locator('h2#plain-markdown-heading em')).toHaveText('Markdown');
  await expect(page.locator('.doc-toc a')).toHaveAttribute('href', '#plain-markdown-heading');
  await expect(page.locator('.markdown table td').first()).toHaveText('a');
  await expect(page.locator('.markdown')).toContainText('{braces}');
});
