import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { remarkPlugins, rehypePlugins } from '@/lib/mdx/pipeline.mjs';
import { lintMdxFile } from '@/lib/compile/lint';

/** Compiles MDX to function-body JS with the site's plugins (as the content compile runs them). */
const compileMdx = async (body: string, filePath = '/repo/content/page.mdx') =>
  String(
    await compile(new VFile({ value: `---\ntitle: T\n---\n\n${body}`, path: filePath }), {
      remarkPlugins,
      rehypePlugins,
      outputFormat: 'function-body',
    }),
  );

describe('MDX pipeline', () => {
  it('gives headings an id and an anchor titled "Direct link to {heading}"', async () => {
    const js = await compileMdx('## Run the `nada` tool');
    expect(js).toContain('id: "run-the-nada-tool"');
    expect(js).toContain('title: "Direct link to Run the nada tool"');
    expect(js).toContain('"aria-label": "Direct link to Run the nada tool"');
    expect(js).toContain('href: "#run-the-nada-tool"');
  });

  it('turns :::warning[Title] into an Admonition and keeps accidental text directives as text', async () => {
    const js = await compileMdx(':::warning[Legacy page]\nRatio a:b stays.\n:::\n\n:::tip\nNo title.\n:::');
    expect(js).toMatch(/_jsx\(Admonition, \{\s*type: "warning",\s*title: "Legacy page"/);
    expect(js).toMatch(/_jsx\(Admonition, \{\s*type: "tip",\s*children/);
    expect(js).toContain('":b"');
  });

  it('rejects an unknown container directive with its line', async () => {
    await expect(compileMdx('Text.\n\n:::caution\nx\n:::')).rejects.toThrowError(/Unknown directive ":::caution"/);
  });

  it('highlights code at build time with title, language and highlighted lines', async () => {
    const js = await compileMdx('```python title="src/main.py" {2}\na = 1\nb = 2\n```');
    expect(js).toContain('"data-title": "src/main.py"');
    expect(js).toContain('"data-language": "python"');
    expect(js).toContain('"--shiki-dark"');
    // The tokens travel as one HTML string on the <code> (rehype-static-code), not as an element each.
    const html = JSON.parse(/"data-html": ("(?:[^"\\]|\\.)*")/.exec(js)?.[1] ?? '""') as string;
    expect(html).toMatch(/^<span class="line"><span>a <\/span>.*\n<span class="line highlighted"><span>b <\/span>/);
    expect(js).not.toContain('className: "line');
  });

  it('leaves inline code as elements', async () => {
    const js = await compileMdx('Call `reveal()` here.');
    expect(js).toMatch(/_jsx\(_components\.code, \{\s*children: "reveal\(\)"/);
    expect(js).not.toContain('data-html');
  });

  it('substitutes platform values in code and rewrites relative .mdx links', async () => {
    const js = await compileMdx('```bash\necho %%testnetChainId%%\n```\n\n[next](../nada.mdx#types)', '/repo/content/guide/page.mdx');
    expect(js).toContain('nillion-chain-testnet-1');
    expect(js).toContain('href: "/nada#types"');
  });
});

describe('MDX lint', () => {
  const lint = (body: string) => lintMdxFile(`---\ntitle: T\n---\n\n${body}\n`, '/repo/content/x.mdx', 'content/x.mdx');

  // What it refuses, and the messages: tests/content/contributor-errors.test.ts.
  it('accepts the allow-listed components', async () => {
    expect(await lint('<Tabs groupId="lang">\n  <TabItem value="py" label="Python">\n\nText\n\n  </TabItem>\n</Tabs>')).toEqual([]);
  });
});
