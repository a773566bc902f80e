import type { ComponentProps } from 'react';

/**
 * The `<code>` of Markdown: inline code as written; in a highlighted block, the token markup that
 * lib/mdx/rehype-static-code.mjs put on `data-html` at build time, rendered as the element's
 * inner HTML so React neither ships nor hydrates an element per token.
 */
export function Code({ 'data-html': html, ...props }: ComponentProps<'code'> & { 'data-html'?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our highlighter's build-time output for our own pages (escaped text, class names), never a reader's input.
  return html === undefined ? <code {...props} /> : <code {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
