/**
 * Links and images with a scheme that runs code or smuggles content when a reader follows them
 * (lib/markdown/url-scheme.ts, the rule the API specs' descriptions follow too) are refused at their line:
 * Markdown links, definitions and images, and the `href` of components, also when written as a
 * literal expression (`href={"data:…"}`, ./attribute-text.ts).
 */
import type { Root } from 'mdast';
import type { Node } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { unsafeLinkMessage, unsafeLinkScheme } from '../../markdown/url-scheme';
import { attributeText } from './attribute-text';
import { report } from './report';

/** Remark plugin: the safe-URL rule, reported on the page's file. */
export function remarkSafeUrls() {
  return (tree: Root, file: VFile) => {
    const check = (node: Node, url: string, what: 'link' | 'image') => {
      const scheme = unsafeLinkScheme(url);
      if (scheme) report(file, node, what === 'link' ? unsafeLinkMessage(url, scheme) : unsafeLinkMessage(url, scheme).replace(/^link/, 'image'), 'safe-urls');
    };
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') check(node, node.url, 'link');
      else if (node.type === 'image') check(node, node.url, 'image');
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          const href = attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' ? attributeText(attribute) : undefined;
          if (href !== undefined) check(node, href, 'link');
        }
      }
    });
  };
}
