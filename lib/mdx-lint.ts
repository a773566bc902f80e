import { compile } from '@mdx-js/mdx';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { remarkPlugins, rehypePlugins } from './mdx/pipeline.mjs';
import { MDX_COMPONENT_NAMES, MDX_HTML_ELEMENTS } from './mdx/allow-list';
import { parseFrontMatter, ContentError } from './content';

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

/**
 * Compiles one MDX file with the site's plugin list and checks components against the allow-list.
 * @param source - file text
 * @param absolutePath - real path (relative `.mdx` links resolve from it)
 * @param displayPath - path used in messages
 * @returns problems as `file:line: message` strings; empty when the file is fine
 */
export async function lintMdxFile(source: string, absolutePath: string, displayPath: string): Promise<string[]> {
  const problems: { line: number; message: string }[] = [];
  try {
    parseFrontMatter(source, displayPath);
  } catch (error) {
    return [(error as Error).message];
  }
  try {
    await compile(new VFile({ value: source, path: absolutePath }), {
      remarkPlugins: [...remarkPlugins, remarkAllowList(problems)],
      rehypePlugins,
    });
  } catch (error) {
    const e = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message: string };
    const line = e.line ?? e.place?.start?.line ?? e.place?.line;
    return [new ContentError(displayPath, line ?? undefined, `MDX does not compile: ${e.reason ?? e.message}`).message];
  }
  return problems.map((p) => `${displayPath}:${p.line}: ${p.message}`);
}
