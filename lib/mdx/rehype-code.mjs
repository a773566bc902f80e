// @ts-check
import rehypeShiki from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';

/**
 * Languages loaded into the one shared highlighter; others render as plain text.
 * @type {import('shiki').BundledLanguage[]}
 */
export const CODE_LANGUAGES = [
  'python', 'typescript', 'tsx', 'javascript', 'jsx', 'json', 'yaml', 'toml', 'bash', 'shellscript',
  'dotenv', 'http', 'rust', 'solidity', 'diff', 'html', 'css', 'ini', 'sql', 'markdown', 'mdx',
];

/** Light and dark shiki themes; the dark one applies under `html.dark` (see app/globals.css). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' };

/**
 * Token colours of the two github themes that miss WCAG 2.2 AA contrast (1.4.3, 4.5:1) on the code
 * background or on a highlighted line, replaced by the nearest darker/lighter shade that meets it
 * (checked by tests/e2e/accessibility.test.ts). Keys are lower-case, scoped by theme name.
 * @type {Record<string, Record<string, string>>}
 */
export const CODE_COLOR_REPLACEMENTS = {
  'github-light': { '#e36209': '#a85400', '#d73a49': '#cb2431', '#22863a': '#1a7f37', '#6a737d': '#5f6873' },
  'github-dark': { '#6a737d': '#9ea7b0' },
};

/**
 * Rehype plugin: highlights code blocks at build time with shiki (nothing ships to the browser).
 * Fence meta: `title="path/file.ext"` becomes `data-title` on the `<pre>` (the CodeBlock component
 * shows it); `{1,3-4}` highlights lines (`.line.highlighted`). `data-language` carries the language.
 * @this {import('unified').Processor}
 */
export default function rehypeCode() {
  return rehypeShiki.call(this, {
    themes: CODE_THEMES,
    defaultColor: 'light',
    colorReplacements: CODE_COLOR_REPLACEMENTS,
    langs: CODE_LANGUAGES,
    langAlias: { sh: 'bash', shell: 'bash', py: 'python', ts: 'typescript', js: 'javascript', yml: 'yaml', env: 'dotenv', console: 'text' },
    fallbackLanguage: 'text',
    defaultLanguage: 'text',
    transformers: [
      transformerMetaHighlight(),
      {
        name: 'nillion:pre-data',
        pre(node) {
          const raw = /** @type {{__raw?: string}} */ (this.options.meta ?? {}).__raw ?? '';
          const title = /title="([^"]*)"/.exec(raw)?.[1];
          if (title) node.properties['data-title'] = title;
          node.properties['data-language'] = this.options.lang;
        },
      },
    ],
  });
}
