// @ts-check
import rehypeShiki from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';
import { CODE_COLOR_REPLACEMENTS } from './code-contrast.mjs';

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
