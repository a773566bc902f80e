/**
 * Line highlights in a code block's meta (`{1,3-4}`, read by shiki's `transformerMetaHighlight`)
 * must name lines the block has: every `{…}` group of the meta is checked, all ranges together,
 * before the highlighter runs. A range past the block's last line, or ranges that together name
 * more lines than the block has (`{1-9,1-9,…}`), are refused at the block's line, and every group
 * is dropped from the meta so the highlighter never expands one: shiki reads the first group its
 * own pattern matches (`{1, 2} {1-50000000}` gives it the second), and a range of millions of lines
 * would cost seconds and gigabytes before failing.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report';

/** Every `{…}` group of a meta string that shiki's meta-highlight pattern, or a spaced variant, reads as ranges. */
const RANGES = /\{([\d,\s-]*)\}/g;

/** What is wrong with the ranges of all groups together, for a block of `lineCount` lines. */
function problemOf(groups: string[], lineCount: number): string | undefined {
  let named = 0;
  for (const part of groups.flatMap((g) => g.split(',')).map((p) => p.trim())) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return `"${part.slice(0, 20)}" is not a line or a range (write {3} or {3-5})`;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from) return `"${part}" is not a range of lines (the first line is 1, and a range runs upwards)`;
    if (to > lineCount) return `"${part}" goes past the block's last line, ${lineCount}`;
    named += to - from + 1;
    if (named > lineCount) return `the ranges name ${named}+ lines, more than the block's ${lineCount} (name each line once, in one {…} group)`;
  }
  return undefined;
}

function checkBlock(file: VFile, node: Code) {
  const groups = [...(node.meta ?? '').matchAll(RANGES)].map((m) => m[1]!);
  if (!groups.length) return;
  const problem = problemOf(groups, node.value.split('\n').length);
  if (!problem) return;
  const shown = groups.map((g) => `{${g.slice(0, 30)}}`).join(' ');
  report(file, node, `highlighted lines ${shown.slice(0, 80)}: ${problem}. Name lines the block has.`, 'code-meta');
  node.meta = node.meta!.replace(RANGES, '').trim() || null;
}

/** Remark plugin: the highlight-range rule over every code block, reported on the page's file. */
export function remarkCodeMeta() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => checkBlock(file, node));
  };
}
