// @ts-check
import { visit, SKIP } from 'unist-util-visit';
import { defaultTitles } from './allow-list.ts';

/** Admonition types, as in Docusaurus (`:::note` … `:::`). */
const ADMONITION_TYPES = Object.keys(defaultTitles);

/**
 * Remark plugin (after remark-directive): turns `:::note[Optional title]` container directives into
 * `<Admonition type="note" title="…">` JSX elements, rendered by the MDX component allow-list.
 *
 * Text directives that remark-directive finds by accident in prose (`word:name`) are turned back
 * into the text the author wrote. Any other leaf or container directive is an error naming the
 * file and line, because it would otherwise vanish from the page.
 * @returns {(tree: import('mdast').Root, file: import('vfile').VFile) => void}
 */
export default function remarkAdmonitions() {
  return (tree, file) => {
    visit(tree, (node, index, parent) => {
      const n = /** @type {any} */ (node);
      if (n.type === 'textDirective' && parent && index !== undefined) {
        const label = n.children?.length ? n.children : [];
        /** @type {any[]} */
        const restored = [{ type: 'text', value: `:${n.name}` }];
        if (label.length) restored.push({ type: 'text', value: '[' }, ...label, { type: 'text', value: ']' });
        /** @type {any} */ (parent).children.splice(index, 1, ...restored);
        return [SKIP, index + restored.length];
      }
      if (n.type === 'leafDirective' || (n.type === 'containerDirective' && !ADMONITION_TYPES.includes(n.name))) {
        file.fail(
          `Unknown directive "${n.type === 'leafDirective' ? '::' : ':::'}${n.name}". ` +
            `Use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')}, or escape the colons (\\:).`,
          node,
          'admonitions',
        );
      }
      if (n.type !== 'containerDirective') return;
      /** @type {any[]} */
      let children = n.children ?? [];
      let title = '';
      if (children[0]?.data?.directiveLabel) {
        title = plainText(children[0]);
        children = children.slice(1);
      }
      const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: n.name }];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      Object.assign(n, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children });
    });
  };
}

/** @param {any} node */
function plainText(node) {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}
