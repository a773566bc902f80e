import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Element, Root, RootContent } from 'hast';
import rehypeCode from '@/lib/mdx/rehype-code.mjs';
import { highlightToHast } from '@/lib/openapi/highlight';

/** Every token `<span>` below `node` (not the `.line` wrappers): its text, classes and inline style. */
function tokens(node: Root | Element): { text: string; className: string; style: string | undefined }[] {
  const out: ReturnType<typeof tokens> = [];
  const text = (n: RootContent | Element): string =>
    n.type === 'text' ? n.value : 'children' in n ? n.children.map((c) => text(c as RootContent)).join('') : '';
  const walk = (n: RootContent | Root) => {
    // shiki writes the line wrapper's class as `class`, the token colours as `className`.
    if (n.type === 'element' && n.tagName === 'span' && n.properties.class !== 'line') {
      out.push({ text: text(n), className: [n.properties.className ?? []].flat().join(' '), style: n.properties.style as string | undefined });
      return;
    }
    if ('children' in n) for (const c of n.children) walk(c as RootContent);
  };
  walk(node);
  return out;
}

/** The `<pre>` an MDX/Markdown code fence becomes through the site's rehype code plugin. */
async function mdxBlock(code: string, lang: string): Promise<Element> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeCode);
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

  it.each(Object.entries(samples))('an API %s sample gets the same token classes as an MDX block of that language', async (lang, code) => {
    const api = tokens(await highlightToHast(code, lang as keyof typeof samples));
    const mdx = tokens(await mdxBlock(code, lang));
    expect(api).toEqual(mdx);
    // Colours became palette classes (light l*, dark d*): none is left inline.
    expect(api.some((t) => /\bl\d+\b/.test(t.className) && /\bd\d+\b/.test(t.className))).toBe(true);
    expect(api.filter((t) => t.style !== undefined)).toEqual([]);
  });

  it('applies the AA replacement on API pages: a github-light comment gets the class of the replacement colour', async () => {
    const { themePalette } = await import('@/lib/mdx/code-colors.mjs');
    const light = await themePalette('github-light');
    const comment = tokens(await highlightToHast('# a comment', 'bash')).find((t) => t.text === '# a comment')!;
    // github-light's comment grey #6A737D misses 4.5:1; code-contrast.mjs replaces it with #5F6873.
    expect(comment.className.split(' ')).toContain(`l${light.indexOf('#5F6873')}`);
    expect(light).not.toContain('#6A737D');
  });
});
