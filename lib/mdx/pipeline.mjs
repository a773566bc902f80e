// @ts-check
// The one list of remark/rehype plugins. The content compile (lib/compile/) and the tests
// read it, so a page compiles the same way everywhere.
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { toString as hastToString } from 'hast-util-to-string';
import remarkAdmonitions from './remark-admonitions.mjs';
import remarkPlatformValues from './remark-platform-values.mjs';
import remarkRelativeLinks from './remark-relative-links.mjs';
import rehypeCode from './rehype-code.mjs';
import rehypeStaticCode from './rehype-static-code.mjs';

/**
 * Remark plugins as unified tuples, in order: directives are parsed before admonitions; values are
 * substituted before relative links are rewritten.
 * @type {any[]}
 */
export const remarkPlugins = [
  [remarkFrontmatter, ['yaml']],
  [remarkGfm],
  [remarkDirective],
  [remarkAdmonitions],
  [remarkPlatformValues],
  [remarkRelativeLinks],
];

/**
 * The `#` anchor appended to every heading, whose title and aria-label read "Direct link to {heading}".
 * @type {import('rehype-autolink-headings').Options}
 */
const headingLinks = {
  behavior: 'append',
  properties: (node) => {
    const label = `Direct link to ${hastToString(node).trim()}`;
    return { className: ['hash-link'], ariaLabel: label, title: label };
  },
  content: { type: 'text', value: '#' },
};

/**
 * Rehype plugins as unified tuples, in order: ids on every heading (rehype-slug, github-slugger;
 * the content model's TOC takes its ids from these, lib/compile/compile-page.ts) before their
 * anchors; code blocks are highlighted before their tokens become one HTML string.
 * @type {any[]}
 */
export const rehypePlugins = [[rehypeSlug], [rehypeAutolinkHeadings, headingLinks], [rehypeCode], [rehypeStaticCode]];
