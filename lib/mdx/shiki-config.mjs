// @ts-check
// The one shiki configuration of the site: code blocks (rehype-code.mjs, the API pages' samples
// included: they are code blocks of their generated page sources) use these themes, languages, WCAG AA colour replacements
// (code-contrast.mjs) and palette classes (code-colors.mjs), so the same code looks the same
// everywhere and one generated stylesheet colours it.
import { bundledThemes } from 'shiki';
import { themePalette, styleToClasses } from './code-colors.mjs';
import { CODE_COLOR_REPLACEMENTS } from './code-contrast.mjs';

/** Languages loaded into the highlighter; others render as plain text. */
export const CODE_LANGUAGES = /** @type {import('shiki').BundledLanguage[]} */ (
  'python typescript tsx javascript jsx json yaml toml bash shellscript dotenv http rust solidity diff html css ini sql markdown mdx'.split(' ')
);

/** Fence languages written under another name. */
export const LANGUAGE_ALIASES = { sh: 'bash', shell: 'bash', py: 'python', ts: 'typescript', js: 'javascript', yml: 'yaml', env: 'dotenv', console: 'text' };

/** Light and dark shiki themes; the dark one applies under `html.dark` (see app/globals.css). */
/** @type {{ light: 'github-light'; dark: 'github-dark' }} */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' };

/**
 * The options every shiki call passes: dual themes with light as the inline default, and the AA
 * replacements applied before colours become classes.
 */
export const SHIKI_OPTIONS = /** @type {const} */ ({ themes: CODE_THEMES, defaultColor: 'light', colorReplacements: CODE_COLOR_REPLACEMENTS });

/**
 * @typedef {object} CodeColors
 * @property {import('./code-colors.mjs').Palettes} palettes each theme's palette (class index → colour)
 * @property {{ light: string; dark: string }} defaults each theme's `<pre>` foreground: tokens in it need no class
 */

/** @type {Promise<CodeColors> | undefined} */
let codeColors;

/** The palettes and default foregrounds of {@link CODE_THEMES}, loaded once per process. */
export function loadCodeColors() {
  codeColors ??= (async () => {
    const fg = async (/** @type {keyof typeof bundledThemes} */ name) => {
      const theme = /** @type {any} */ ((await bundledThemes[name]()).default);
      return String(theme.fg ?? theme.colors?.['editor.foreground'] ?? '');
    };
    const [light, dark, fgLight, fgDark] = await Promise.all([
      themePalette(CODE_THEMES.light),
      themePalette(CODE_THEMES.dark),
      fg(CODE_THEMES.light),
      fg(CODE_THEMES.dark),
    ]);
    return { palettes: { light, dark }, defaults: { light: fgLight, dark: fgDark } };
  })();
  return codeColors;
}

/**
 * Shiki transformer: each token's inline colours become palette classes (`l3 d7`, see
 * code-colors.mjs); colours outside the palettes stay inline.
 * @param {CodeColors} colors from {@link loadCodeColors}
 * @returns {import('shiki').ShikiTransformer}
 */
export function classColorsTransformer(colors) {
  return {
    name: 'nillion:class-colors',
    span(node) {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      const { classes, style: rest } = styleToClasses(style, colors.palettes, colors.defaults);
      if (classes.length) node.properties.className = classes;
      if (rest) node.properties.style = rest;
      else delete node.properties.style;
    },
  };
}
