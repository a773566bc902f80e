/**
 * Build-time syntax highlighting for the API pages (request samples, response examples), with the
 * site's one shiki configuration (lib/mdx/shiki-config.mjs): the themes, AA colour replacements and
 * palette classes of the MDX code blocks. Runs on the server only: the highlighted markup is
 * static HTML and no highlighter or spec data reaches the browser.
 */
import { getSingletonHighlighter } from 'shiki';
import type { Element, Root } from 'hast';
import { CODE_THEMES, SHIKI_OPTIONS, classColorsTransformer, loadCodeColors } from '../mdx/shiki-config.mjs';
import { staticCode } from '../mdx/rehype-static-code.mjs';

/** Languages the API pages highlight. */
export const API_CODE_LANGUAGES = ['bash', 'javascript', 'python', 'json', 'text'] as const;

/** A language the API pages highlight. */
export type ApiCodeLanguage = (typeof API_CODE_LANGUAGES)[number];

/**
 * Highlights code into a hast `<pre>` element (dual themes, light by default, token colours as
 * palette classes), with `data-language` set for the code block chrome and the tokens as one HTML
 * string on the `<code>` (lib/mdx/rehype-static-code.mjs), as in the MDX pages.
 * @throws Error when shiki returns no `<pre>`
 */
export async function highlightToHast(code: string, lang: ApiCodeLanguage): Promise<Element> {
  const [highlighter, colors] = await Promise.all([
    getSingletonHighlighter({ themes: Object.values(CODE_THEMES), langs: [...API_CODE_LANGUAGES] }),
    loadCodeColors(),
  ]);
  await highlighter.loadLanguage(lang);
  const root = highlighter.codeToHast(code, { lang, ...SHIKI_OPTIONS, transformers: [classColorsTransformer(colors)] }) as Root;
  const pre = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre');
  if (!pre) throw new Error('shiki returned no <pre> element');
  pre.properties['data-language'] = lang;
  staticCode(pre);
  return pre;
}
