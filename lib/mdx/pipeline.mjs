// @ts-check
// The one list of remark/rehype plugins. The content compile (lib/content/compile/), the analysis
// parse and the tests all read it, so a page compiles the same way everywhere.
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkAdmonitions from './remark-admonitions.mjs';
import remarkPlatformValues from './remark-platform-values.mjs';
import remarkRelativeLinks from './remark-relative-links.mjs';
import rehypeHeadingLinks from './rehype-heading-links.mjs';
import rehypeCode from './rehype-code.mjs';
import rehypeStaticCode from './rehype-static-code.mjs';

/**
 * @typedef {object} PluginEntry
 * @property {string} module package name, or `./file.mjs` for a local plugin
 * @property {any} plugin the imported plugin function
 * @property {unknown} [options]
 */

/**
 * Remark plugins, in order: directives are parsed before admonitions; values are substituted
 * before relative links are rewritten.
 * @type {PluginEntry[]}
 */
const REMARK = [
  { module: 'remark-frontmatter', plugin: remarkFrontmatter, options: ['yaml'] },
  { module: 'remark-gfm', plugin: remarkGfm },
  { module: 'remark-directive', plugin: remarkDirective },
  { module: './remark-admonitions.mjs', plugin: remarkAdmonitions },
  { module: './remark-platform-values.mjs', plugin: remarkPlatformValues },
  { module: './remark-relative-links.mjs', plugin: remarkRelativeLinks },
];

/** Rehype plugins, in order: code blocks are highlighted before their tokens become one HTML string. @type {PluginEntry[]} */
const REHYPE = [
  { module: './rehype-heading-links.mjs', plugin: rehypeHeadingLinks },
  { module: './rehype-code.mjs', plugin: rehypeCode },
  { module: './rehype-static-code.mjs', plugin: rehypeStaticCode },
];

/** @param {PluginEntry[]} list @returns {any[]} unified plugin tuples */
const asPlugins = (list) => list.map((e) => (e.options === undefined ? [e.plugin] : [e.plugin, e.options]));

/** Remark plugins as unified tuples. */
export const remarkPlugins = asPlugins(REMARK);
/** Rehype plugins as unified tuples. */
export const rehypePlugins = asPlugins(REHYPE);
