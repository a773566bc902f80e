import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Code } from '@/components/mdx/code';

describe('Code', () => {
  it('renders data-html (the highlighted tokens rehype-static-code wrote) as inner HTML and passes other code through', () => {
    expect(renderToStaticMarkup(<Code data-html={'<span class="line">a &lt; b</span>'} />)).toBe('<code><span class="line">a &lt; b</span></code>');
    expect(renderToStaticMarkup(<Code className="x">{'a < b'}</Code>)).toBe('<code class="x">a &lt; b</code>');
  });
});
