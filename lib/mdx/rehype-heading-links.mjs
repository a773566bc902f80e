// @ts-check
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { toString as hastToString } from 'hast-util-to-string';

/**
 * Rehype plugin: ids on every heading (rehype-slug, github-slugger; the content model takes the TOC's
 * ids from these, lib/compile/compile-page.ts) and an appended `#` anchor whose title and aria-label read
 * "Direct link to {heading}".
 * @this {import('unified').Processor}
 */
export default function rehypeHeadingLinks() {
  const slug = rehypeSlug.call(this);
  const autolink = rehypeAutolinkHeadings.call(this, {
    behavior: 'append',
    properties: (node) => {
      const label = `Direct link to ${hastToString(node).trim()}`;
      return { className: ['hash-link'], ariaLabel: label, title: label };
    },
    content: { type: 'text', value: '#' },
  });
  /** @param {import('hast').Root} tree */
  return (tree) => {
    slug?.(tree);
    autolink?.(tree);
  };
}
