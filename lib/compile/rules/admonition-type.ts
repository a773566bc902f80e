/**
 * An `<Admonition type>` names one of the admonition types (lib/mdx/allow-list.ts `defaultTitles`),
 * looked up as an own property: `__proto__`, `toString` or `constructor` are members of every
 * object, and would otherwise pass an `in` test and break the page's render late in `next build`.
 * Refused at the element's line, with the types to use.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { defaultTitles } from '../../mdx/allow-list';
import { attributeText } from './attribute-text';
import { report } from './report';

/** Remark plugin: the admonition-type rule, reported on the page's file. */
export function remarkAdmonitionType() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Admonition') return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'type') continue;
        const type = attributeText(attribute);
        if (type === undefined || Object.hasOwn(defaultTitles, type)) continue;
        report(
          file,
          attribute.position ? attribute : node,
          `<Admonition type="${type.slice(0, 40)}">: the type is one of ${Object.keys(defaultTitles).join(', ')}. Write the fence :::note (or :::tip, …) instead of the element.`,
          'admonition-type',
        );
      }
    });
  };
}
