// @ts-check
import { visit } from 'unist-util-visit';
import { substituteValues } from './values.mjs';

/**
 * Remark plugin: replaces `%%key%%` tokens (see `lib/mdx/platform-values.json`) in text, inline code,
 * code blocks, link/definition URLs and string JSX attributes.
 * Throws (via `file.fail`, so the message carries file:line) on an unknown key.
 * @returns {(tree: import('mdast').Root, file: import('vfile').VFile) => void}
 */
export default function remarkPlatformValues() {
  return (tree, file) => {
    visit(tree, (node) => {
      /** @param {string} value */
      const sub = (value) =>
        substituteValues(value, (key) => {
          file.fail(`Unknown platform value "%%${key}%%". Add it to lib/mdx/platform-values.json or fix the key.`, node, 'platform-values');
        });
      const n = /** @type {any} */ (node);
      if (n.type === 'text' || n.type === 'inlineCode' || n.type === 'code') n.value = sub(n.value);
      if ((n.type === 'link' || n.type === 'definition') && typeof n.url === 'string') n.url = sub(n.url);
      if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
        for (const attr of n.attributes ?? []) {
          if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') attr.value = sub(attr.value);
        }
      }
    });
  };
}
