/**
 * Images and file links to local targets that do not exist, checked on the MDX tree before the
 * build, at the MDX line (`/x` resolves in `public/`, `./x` and `x` next to the page). Local files
 * can appear or vanish without the page changing, so this runs on every build, outside the cached
 * compile; fences are a content rule of the compile (lib/compile/rules/fences.ts).
 * Non-UTF-8 bytes are caught where files are read (lib/compile/scan.ts).
 */
import { MDX_ALLOWED_ELEMENTS } from '../mdx/allow-list';
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import type { Problem } from './problem';
import { isExternalUrl } from '../markdown/url-scheme';

/** Whether a URL names a local target (not `https:`, `mailto:`, `//host`, `#anchor` or a query). */
const isLocal = (url: string) => url !== '' && !isExternalUrl(url) && !/^[#?]/.test(url);
/** A link to a file rather than a page: its last segment has an extension other than `.md`/`.mdx`. */
const isFileLink = (url: string) => /\.[a-z0-9]+$/i.test(url.split(/[?#]/)[0]!) && !/\.mdx?([?#]|$)/i.test(url);

/**
 * Finds images (`![](src)`, JSX `src`) and file links (`[x](/files/a.pdf)`) whose local target
 * does not exist.
 * @param tree - the page's MDX tree (positions true to the file)
 * @param file - path for messages
 * @param absolutePath - the page's real path (relative targets resolve from its folder)
 * @param publicDir - the folder served at `/` (`public/`)
 */
export function checkLocalAssets(tree: Root, file: string, absolutePath: string, publicDir: string): Problem[] {
  const problems: Problem[] = [];
  const check = (url: string, line: number, what: string) => {
    if (!isLocal(url)) return;
    let clean = url.split(/[?#]/)[0]!;
    try {
      clean = decodeURI(clean);
    } catch {
      // an undecodable path is checked as written
    }
    const target = clean.startsWith('/') ? path.join(publicDir, clean) : path.resolve(path.dirname(absolutePath), clean);
    if (fs.existsSync(target) && fs.statSync(target).isFile()) return;
    const where = clean.startsWith('/') ? `public${clean}` : path.relative(process.cwd(), target);
    problems.push({ file, line, severity: 'error', message: `${what} "${url}" not found: ${where} does not exist. Add the file or fix the path.` });
  };
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'image') check(node.url, line, 'image');
    else if ((node.type === 'link' || node.type === 'definition') && isFileLink(node.url)) check(node.url, line, 'file link');
    else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && MDX_ALLOWED_ELEMENTS.has(node.name ?? '')) {
      // An element outside the allow-list is reported by the MDX lint; its attributes are not read.
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
        if (attr.name === 'src') check(attr.value, line, 'image');
        else if (attr.name === 'href' && isFileLink(attr.value)) check(attr.value, line, 'file link');
      }
    }
  });
  return problems;
}
