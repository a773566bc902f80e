// @ts-check
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

/** The property that carries a highlighted block's markup (`data-html` on `<code>`). */
export const STATIC_CODE_PROPERTY = 'dataHtml';

/**
 * Turns the token spans of a highlighted `<pre><code>…</code></pre>` into one HTML string on the
 * `<code>` element's `data-html` (its children are removed), which components/mdx/code.tsx renders
 * as the element's inner HTML. The markup and text stay the same, but the page's React payload
 * carries one string per block instead of an element per token, and hydration does not walk the
 * tokens: code-heavy pages download less and block the main thread less. The string is our
 * highlighter's output at build time (escaped text and class names), never a reader's input.
 * @param {import('hast').Element} pre - a `<pre>` element; anything else is left as it is
 */
export function staticCode(pre) {
  if (pre.tagName !== 'pre') return;
  for (const child of pre.children) {
    if (child.type !== 'element' || child.tagName !== 'code' || !child.children.length) continue;
    child.properties[STATIC_CODE_PROPERTY] = toHtml(child.children);
    child.children = [];
  }
}

/** Rehype plugin, after highlighting (./rehype-code.mjs): {@link staticCode} on every `<pre>`. */
export default function rehypeStaticCode() {
  /** @param {import('hast').Root} tree */
  return (tree) => {
    visit(tree, 'element', staticCode);
  };
}
