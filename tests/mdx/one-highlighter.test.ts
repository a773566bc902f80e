import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Element, Root, RootContent } from 'hast';
import rehypeCode from '@/lib/mdx/rehype-code.mjs';
import rehypeStaticCode from '@/lib/mdx/rehype-static-code.mjs';
import { highlightToHast } from '@/lib/compile/api-html';

/** The token markup a highlighted `<pre>` carries on its `<code>` (lib/mdx/rehype-static-code.mjs). */
function codeHtml(pre: Element): string {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const html = code?.properties.dataHtml;
  if (typeof html !== 'string') throw new Error('the <pre> has no <code data-html>');
  return html;
}

/** The token `<span>`s of highlighted markup (not the `.line` wrappers): text and classes. */
function tokens(html: string): { text: string; className: string }[] {
  return [...html.matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g)].filter((m) => m[1] !== 'line').map((m) => ({ text: m[2]!, className: m[1]! }));
}

/** The `<pre>` an MDX/Markdown code fence becomes through the site's rehype code plugin. */
async function mdxBlock(code: string, lang: string): Promise<Element> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeCode).use(rehypeStaticCode);
  const tree = (await processor.run(processor.parse(`\`\`\`${lang}\n${code}\n\`\`\`\n`))) as Root;
  const find = (n: Root | RootContent): Element | undefined =>
    n.type === 'element' && n.tagName === 'pre' ? n : 'children' in n ? n.children.map((c) => find(c as RootContent)).find(Boolean) : undefined;
  const pre = find(tree);
  if (!pre) throw new Error('the code fence produced no <pre>');
  return pre;
}

describe('one shiki configuration for MDX code blocks and API samples', () => {
  const samples = {
    bash: '# List the nodes\ncurl -X GET "https://nildb.example/api/v1/nodes" -H "Authorization: Bearer $TOKEN"',
    json: '{\n  "status": "ok",\n  "count": 3,\n  "ready": true\n}',
    python: 'import requests\n\n# fetch the status\nprint(requests.get("https://nildb.example/health").json())',
  } as const;

  it.each(Object.entries(samples))('an API %s sample gets the same token markup as an MDX block of that language', async (lang, code) => {
    const api = codeHtml(await highlightToHast(code, lang as keyof typeof samples));
    expect(api).toBe(codeHtml(await mdxBlock(code, lang)));
    // Colours became palette classes (light l*, dark d*): none is left inline.
    expect(tokens(api).some((t) => /\bl\d+\b/.test(t.className) && /\bd\d+\b/.test(t.className))).toBe(true);
    expect(api).not.toContain('style=');
  });

  it('applies the AA replacement on API pages: a github-light comment gets the class of the replacement colour', async () => {
    const { themePalette } = await import('@/lib/mdx/code-colors.mjs');
    const light = await themePalette('github-light');
    const comment = tokens(codeHtml(await highlightToHast('# a comment', 'bash'))).find((t) => t.text === '# a comment')!;
    // github-light's comment grey #6A737D misses 4.5:1; code-contrast.mjs replaces it with #5F6873.
    expect(comment.className.split(' ')).toContain(`l${light.indexOf('#5F6873')}`);
    expect(light).not.toContain('#6A737D');
  });
});
