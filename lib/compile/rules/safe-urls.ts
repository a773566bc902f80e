/**
 * Links and images with a scheme that runs code or smuggles content when a reader follows them
 * (HTML § 4.6.4 "javascript: URLs"; `data:` and `vbscript:` likewise) are refused at their line:
 * Markdown links, definitions and images, and the `href` of components.
 */
import type { Root } from 'mdast';
import type { Node } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report';

/** URL schemes refused in content. */
export const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i;

/** Remark plugin: the safe-URL rule, reported on the page's file. */
export function remarkSafeUrls() {
  return (tree: Root, file: VFile) => {
    const check = (node: Node, url: string, what: string) => {
      const scheme = UNSAFE_SCHEME.exec(url)?.[1];
      if (!scheme) return;
      report(
        file,
        node,
        `${what} "${url.slice(0, 40)}" uses the ${scheme.toLowerCase()}: scheme, which can run code in the reader's browser. Link to an http(s) URL or a page of the site.`,
        'safe-urls',
      );
    };
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') check(node, node.url, 'link');
      else if (node.type === 'image') check(node, node.url, 'image');
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') check(node, attribute.value, 'link');
        }
      }
    });
  };
}
