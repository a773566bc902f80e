/**
 * Line highlights in a code block's meta (`{1,3-4}`, read by shiki's `transformerMetaHighlight`)
 * must name lines the block has: a range past the block's last line is refused at the block's
 * line, and dropped from the meta so the highlighter never expands it (a range of millions of
 * lines would cost seconds and gigabytes before failing).
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report';

/** The `{…}` part of a meta string, as shiki's meta-highlight transformer finds it. */
const RANGES = /\{([\d,\s-]*)\}/;

function problemOf(ranges: string, lineCount: number): string | undefined {
  for (const part of ranges.split(',').map((p) => p.trim())) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return `"${part}" is not a line or a range (write {3} or {3-5})`;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from) return `"${part}" is not a range of lines (the first line is 1, and a range runs upwards)`;
    if (to > lineCount) return `"${part}" goes past the block's last line, ${lineCount}`;
  }
  return undefined;
}

function checkBlock(file: VFile, node: Code) {
  const m = RANGES.exec(node.meta ?? '');
  if (!m) return;
  const problem = problemOf(m[1]!, node.value.split('\n').length);
  if (!problem) return;
  report(file, node, `highlighted lines {${m[1]!.slice(0, 30)}}: ${problem}. Name lines the block has.`, 'code-meta');
  node.meta = node.meta!.replace(RANGES, '').trim() || null;
}

/** Remark plugin: the highlight-range rule over every code block, reported on the page's file. */
export function remarkCodeMeta() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => checkBlock(file, node));
  };
}
