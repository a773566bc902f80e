// @ts-check
import path from 'node:path';
import { visit } from 'unist-util-visit';

/**
 * Remark plugin: rewrites relative links to other MDX files (`./foo.mdx`, `../nada.mdx#types`)
 * into their routes (`/foo`, `/nada#types`), so contributors can link file to file.
 * The route of `content/a/b.mdx` is `/a/b` (`index.mdx` maps to its folder).
 * @returns {(tree: import('mdast').Root, file: import('vfile').VFile) => void}
 */
export default function remarkRelativeLinks() {
  return (tree, file) => {
    const filePath = file.path ? path.resolve(file.path) : '';
    const marker = `${path.sep}content${path.sep}`;
    const at = filePath.lastIndexOf(marker);
    if (at < 0) return;
    const contentRoot = filePath.slice(0, at + marker.length - 1);
    visit(tree, (node) => {
      const n = /** @type {any} */ (node);
      if (n.type !== 'link' && n.type !== 'definition') return;
      const route = relativeMdxToRoute(n.url, filePath, contentRoot);
      if (route) n.url = route;
    });
  };
}

/**
 * Maps a relative `.md`/`.mdx` link to its route, or returns null for any other URL.
 * @param {string} url the link as written
 * @param {string} fromFile absolute path of the linking file
 * @param {string} contentRoot absolute path of `content/`
 * @returns {string | null}
 */
export function relativeMdxToRoute(url, fromFile, contentRoot) {
  const m = /^(\.{1,2}\/[^#?]*?\.mdx?)([#?].*)?$/.exec(url);
  if (!m) return null;
  const target = path.resolve(path.dirname(fromFile), m[1] ?? '');
  const rel = path.relative(contentRoot, target).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const id = rel.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/${id}${m[2] ?? ''}`;
}
