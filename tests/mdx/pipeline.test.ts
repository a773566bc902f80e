import { describe, expect, it } from 'vitest';
import { compilePage } from '@/lib/compile';

/** A page's module as the content compile writes it. */
async function compileMdx(body: string, file = 'content/page.mdx') {
  const where = { file, absolutePath: `/repo/${file}`, id: file.replace(/^content\/|\.mdx$/g, '') };
  const { js, problems } = await compilePage(`---\ntitle: T\n---\n\n${body}`, where, { publicDir: '/repo/public' });
  expect(problems.filter((p) => p.severity === 'error' && !p.message.includes('lists no sources'))).toEqual([]);
  return js!;
}

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
    const js = await compileMdx('```bash\necho %%testnetChainId%%\n```\n\n[next](../nada.mdx#types)', 'content/guide/page.mdx');
    expect(js).toContain('nillion-chain-testnet-1');
    expect(js).toContain('href: "/nada#types"');
  });
});
