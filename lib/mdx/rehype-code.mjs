// @ts-check
import rehypeShiki from '@shikijs/rehype';
import { transformerMetaHighlight } from '@shikijs/transformers';
import { CODE_LANGUAGES, LANGUAGE_ALIASES, SHIKI_OPTIONS, classColorsTransformer, loadCodeColors } from './shiki-config.mjs';

/**
 * The highlighting transform, made once per process: every page's compile builds a new processor,
 * and a transform per processor would load the languages' grammars again for each page.
 * @type {Promise<any> | undefined}
 */
let highlight;

/**
 * Rehype plugin: highlights code blocks at build time with shiki (nothing ships to the browser),
 * configured by shiki-config.mjs. Fence meta: `title="path/file.ext"` becomes `data-title` on the
 * `<pre>` (the CodeBlock component shows it); `{1,3-4}` highlights lines (`.line.highlighted`).
 * `data-language` carries the language.
 * @this {import('unified').Processor}
 */
export default function rehypeCode() {
  /** @type {(tree: import('hast').Root, file: import('vfile').VFile) => Promise<void>} */
  return async (tree, file) => {
    highlight ??= loadCodeColors().then((colors) =>
      rehypeShiki.call(this, {
        ...SHIKI_OPTIONS,
        langs: CODE_LANGUAGES,
        langAlias: LANGUAGE_ALIASES,
        fallbackLanguage: 'text',
        defaultLanguage: 'text',
        transformers: [
          transformerMetaHighlight(),
          {
            name: 'nillion:pre-data',
            pre(node) {
              const raw = /** @type {{__raw?: string} | undefined} */ (this.options.meta)?.__raw ?? '';
              const title = /title="([^"]*)"/.exec(raw)?.[1];
              if (title) node.properties['data-title'] = title;
              node.properties['data-language'] = this.options.lang;
            },
          },
          classColorsTransformer(colors),
        ],
      }),
    );
    await (await highlight)(tree, file);
  };
}
