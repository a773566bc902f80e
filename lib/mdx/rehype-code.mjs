// @ts-check
import rehypeShiki from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';
import { themePalette, styleToClasses } from './code-colors.mjs';
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
/** @type {{ light: 'github-light'; dark: 'github-dark' }} */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' };

/**
 * Rehype plugin: highlights code blocks at build time with shiki (nothing ships to the browser).
 * Fence meta: `title="path/file.ext"` becomes `data-title` on the `<pre>` (the CodeBlock component
 * shows it); `{1,3-4}` highlights lines (`.line.highlighted`). `data-language` carries the language.
 * @this {import('unified').Processor}
 */
export default function rehypeCode() {
  /** @type {import('./code-colors.mjs').Palettes | undefined} */
  let palettes;
  const ready = Promise.all([themePalette(CODE_THEMES.light), themePalette(CODE_THEMES.dark)]).then(([light, dark]) => {
    palettes = { light, dark };
  });
  /** @type {{ light: string; dark: string }} */
  let defaults = { light: '', dark: '' };
  const highlight = rehypeShiki.call(this, {
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
        span(node) {
          const style = node.properties.style;
          if (typeof style !== 'string' || !palettes) return;
          const { classes, style: rest } = styleToClasses(style, palettes, defaults);
          if (classes.length) node.properties.className = classes;
          if (rest) node.properties.style = rest;
          else delete node.properties.style;
        },
      },
    ],
  });
  /** @type {(tree: import('hast').Root, file: import('vfile').VFile) => Promise<void>} */
  return async (tree, file) => {
    await ready;
    const fg = await defaultForegrounds();
    defaults = fg;
    await /** @type {any} */ (highlight)(tree, file);
  };
}

/** @type {Promise<{ light: string; dark: string }> | undefined} */
let foregrounds;
/** The `<pre>` foreground of each theme: tokens in this colour need no class. */
function defaultForegrounds() {
  foregrounds ??= import('shiki').then(async ({ bundledThemes }) => {
    const fg = async (/** @type {keyof typeof bundledThemes} */ n) => {
      const t = /** @type {any} */ ((await bundledThemes[n]()).default);
      return String(t.fg ?? t.colors?.['editor.foreground'] ?? '');
    };
    return { light: await fg(CODE_THEMES.light), dark: await fg(CODE_THEMES.dark) };
  });
  return foregrounds;
}
