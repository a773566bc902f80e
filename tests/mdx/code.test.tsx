import { describe, expect, it } from 'vitest';
import { compile, run } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { remarkPlugins, rehypePlugins } from '@/lib/mdx/pipeline.mjs';
import rehypeStaticCode from '@/lib/mdx/rehype-static-code.mjs';
import { Code } from '@/components/mdx/code';

const PAGE =
  '---\ntitle: T\n---\n\nCall `reveal()` on it.\n\n```python title="main.py" {2}\nfrom nada_dsl import *\nx = SecretInteger(Input(name="x", party=Party("Alice")))\n```\n';

/** The page rendered to HTML with the site's plugins, or without the static-code step. */
async function render(plugins: unknown[]): Promise<string> {
  const js = String(
    await compile(new VFile({ value: PAGE, path: '/repo/content/page.mdx' }), {
      remarkPlugins,
      rehypePlugins: plugins as never,
      outputFormat: 'function-body',
    }),
  );
  const { default: Content } = await run(js, { ...runtime, baseUrl: import.meta.url });
  return renderToStaticMarkup(<Content components={{ code: Code }} />);
}

describe('code blocks as one HTML string', () => {
  it('render the same markup as an element per token', async () => {
    const withString = await render(rehypePlugins);
    const withElements = await render(rehypePlugins.filter((entry) => entry[0] !== rehypeStaticCode));
    expect(withString).toContain('<span class="line highlighted">');
    expect(withString).toContain('<code>reveal()</code>');
    // React writes a `"` in text as `&quot;`, hast-util-to-html as `"`: the same text either way.
    const text = (html: string) => html.replaceAll('&quot;', '"');
    expect(text(withString)).toBe(text(withElements));
  });

  it('Code renders data-html as inner HTML and passes other code through', () => {
    expect(renderToStaticMarkup(<Code data-html={'<span class="line">a &lt; b</span>'} />)).toBe('<code><span class="line">a &lt; b</span></code>');
    expect(renderToStaticMarkup(<Code className="x">{'a < b'}</Code>)).toBe('<code class="x">a &lt; b</code>');
  });
});
