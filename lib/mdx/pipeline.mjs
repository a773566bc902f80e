// @ts-check
// The one list of remark/rehype plugins. The content compile (lib/compile/) and the tests
// read it, so a page compiles the same way everywhere.
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkAdmonitions from './remark-admonitions.mjs';
import remarkCitations from './remark-citations.ts';
import remarkPlatformValues from './remark-platform-values.mjs';
import remarkRelativeLinks from './remark-relative-links.mjs';
import rehypeHeadingLinks from './rehype-heading-links.mjs';
import rehypeCode from './rehype-code.mjs';
import rehypeStaticCode from './rehype-static-code.mjs';

/**
 * Remark plugins as unified tuples, in order: directives are parsed, then `:cite[…]` citations take
 * theirs before admonitions restore any other text directive; values are substituted before relative
 * links are rewritten.
 * @type {any[]}
 */
export const remarkPlugins = [
  [remarkFrontmatter, ['yaml']],
  [remarkGfm],
  [remarkDirective],
  [remarkCitations],
  [remarkAdmonitions],
  [remarkPlatformValues],
  [remarkRelativeLinks],
];

/**
 * Rehype plugins as unified tuples, in order: code blocks are highlighted before their tokens
 * become one HTML string.
 * @type {any[]}
 */
export const rehypePlugins = [[rehypeHeadingLinks], [rehypeCode], [rehypeStaticCode]];
