import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { remarkPlugins, rehypePlugins } from './mdx/pipeline.mjs';
import { MDX_COMPONENT_NAMES, MDX_HTML_ELEMENTS } from './mdx/allow-list';
import { parseFrontMatter, readUtf8, ContentError } from './content';
import { checkFences, checkLocalAssets } from './checks/content-damage';
import { mdxErrorPosition } from './mdx-error';

const allowed = new Set<string>([...MDX_COMPONENT_NAMES, ...MDX_HTML_ELEMENTS]);

/** Remark plugin: records JSX names, ESM and expressions that content must not use. */
function remarkAllowList(problems: { line: number; message: string }[]) {
  return () => (tree: Root) => {
    visit(tree, (node) => {
      const line = node.position?.start.line ?? 0;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? '(fragment)';
        if (!allowed.has(name)) {
          problems.push({
            line,
            message: `<${name}> is not an allowed component. Use one of: ${[...allowed].join(', ')} (CONTRIBUTING.md).`,
          });
        }
      } else if (node.type === 'mdxjsEsm') {
        problems.push({ line, message: 'import/export is not allowed in content; components are provided by the site.' });
      } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        if (!/^\s*(\/\*[\s\S]*\*\/)?\s*$/.test(node.value)) {
          problems.push({ line, message: `"{${node.value}}" is a JavaScript expression. Escape the braces (\\{ \\}) or use backticks.` });
        }
      }
    });
  };
}

/** Remark plugin: checks local images and file links on the tree (lib/checks/content-damage.ts). */
function remarkLocalAssets(problems: { line: number; message: string }[], absolutePath: string, publicDir: string) {
  return () => (tree: Root) => {
    for (const p of checkLocalAssets(tree, '', absolutePath, publicDir)) problems.push(p);
  };
}

/**
 * Compiles one MDX file with the site's plugin list and checks components against the allow-list,
 * code fences that are never closed, and local images and file links that do not exist.
 * @param source - file text
 * @param absolutePath - real path (relative `.mdx` links and images resolve from it)
 * @param displayPath - path used in messages
 * @param publicDir - the folder served at `/` (default `public/` of the working directory)
 * @returns problems as `file:line: message` strings; empty when the file is fine
 */
export async function lintMdxFile(
  source: string,
  absolutePath: string,
  displayPath: string,
  publicDir = path.join(process.cwd(), 'public'),
): Promise<string[]> {
  const problems: { line: number; message: string }[] = [];
  const fences = checkFences(displayPath, source);
  if (fences.length) return fences.map((p) => `${displayPath}:${p.line}: ${p.message}`);
  try {
    parseFrontMatter(source, displayPath);
  } catch (error) {
    return [(error as Error).message];
  }
  try {
    await compile(new VFile({ value: source, path: absolutePath }), {
      remarkPlugins: [...remarkPlugins, remarkAllowList(problems), remarkLocalAssets(problems, absolutePath, publicDir)],
      rehypePlugins,
    });
  } catch (error) {
    const { line, reason } = mdxErrorPosition(error);
    return [new ContentError(displayPath, line ?? undefined, `MDX does not compile: ${reason}`).message];
  }
  return problems.sort((a, b) => a.line - b.line).map((p) => `${displayPath}:${p.line}: ${p.message}`);
}

/**
 * Reads one file as strict UTF-8 (a bad byte is reported at its line) and lints it with
 * {@link lintMdxFile}.
 * @param absolutePath - the file's real path
 * @param displayPath - path used in messages
 * @param publicDir - the folder served at `/`
 */
export async function lintMdxPath(absolutePath: string, displayPath: string, publicDir?: string): Promise<string[]> {
  let source: string;
  try {
    source = readUtf8(absolutePath, displayPath);
  } catch (error) {
    if (error instanceof ContentError) return [error.message];
    throw error;
  }
  return lintMdxFile(source, absolutePath, displayPath, publicDir);
}
