import type { ComponentProps } from 'react';

/**
 * The `<code>` of Markdown: inline code as written; in a highlighted block, the token markup that
 * lib/mdx/rehype-static-code.mjs put on `data-html` at build time, rendered as the element's
 * inner HTML so React neither ships nor hydrates an element per token.
 */
export function Code({ 'data-html': html, ...props }: ComponentProps<'code'> & { 'data-html'?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our highlighter's build-time output (escaped text, class names); hostile code stays text (tests/content/hostile-input.test.tsx).
  return html === undefined ? <code {...props} /> : <code {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
