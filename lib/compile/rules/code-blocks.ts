/**
 * Code blocks, checked in one walk over the page's code nodes and reported at the opening fence's
 * line (or the line inside the block a problem is on):
 * - fences that spoil a page silently (CommonMark § 4.5): a fence never closed runs to the end of
 *   the page (or of its container) and turns the rest into code; a fence closed by a later block's
 *   fence swallows everything between, so the block's body holds a line that opens another fenced
 *   block (same character, at least as long, with an info string). A deliberate nested fence is
 *   written inside a longer outer fence (```` around ```), which is left alone;
 * - a reader can copy them: every fenced block names its language (so it is highlighted and the
 *   sample checks know what it is), and JSON and YAML blocks parse;
 * - line highlights in the meta (`{1,3-4}`, read by shiki's `transformerMetaHighlight`) name lines
 *   the block has: a bad range is reported and dropped from the meta, so the highlighter never
 *   expands it (a range of millions of lines would cost seconds and gigabytes before failing).
 * An indented block has no fence, language or meta, and is left alone.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseDocument } from 'yaml';
import { atLine, report } from './report';

/** The fence a line opens or closes a block with (```` ``` ````, `~~~~`…), and its info string. */
const FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*(.*)$/;

/** The `{…}` part of a meta string, as shiki's meta-highlight transformer finds it. */
const RANGES = /\{([\d,\s-]*)\}/;

function checkFence(file: VFile, lines: string[], node: Code, marker: string, start: number, end: number): void {
  const closer = FENCE.exec(lines[end - 1] ?? '');
  if (end === start || !closer || closer[2] || closer[1]![0] !== marker[0] || closer[1]!.length < marker.length) {
    report(file, node, `code fence ${marker} is never closed: everything after it becomes code. Close it with ${marker} on its own line.`, 'fences');
    return;
  }
  const body = node.value.split('\n');
  const nested = body.findIndex((line) => {
    const inner = FENCE.exec(line);
    return !!inner && /^[^\s`~]/.test(inner[2]!) && inner[1]![0] === marker[0] && inner[1]!.length >= marker.length;
  });
  if (nested === -1) return;
  const line = start + 1 + nested;
  report(
    file,
    node,
    `code fence ${marker} is closed only by a later block's fence: line ${line} (${body[nested]!.trim().slice(0, 30)}) opens another block inside it, so everything between became code. Close this block with ${marker} before line ${line}; to show a fence inside a block, open the outer block with a longer fence (${marker[0]!.repeat(marker.length + 1)}).`,
    'fences',
  );
}

function checkContent(file: VFile, block: Code, start: number): void {
  if (!block.lang) {
    report(file, block, 'code block without a language: add one after the opening fence (```python, ```bash, ```text …).', 'code-blocks');
  } else if (block.lang === 'json') {
    try {
      JSON.parse(block.value);
    } catch (error) {
      report(file, block, `JSON block does not parse: ${(error as Error).message}`, 'code-blocks');
    }
  } else if (block.lang === 'yaml' || block.lang === 'yml') {
    const error = parseDocument(block.value).errors[0];
    if (error) report(file, atLine(start + (error.linePos?.[0].line ?? 1)), `YAML block does not parse: ${error.message.split('\n')[0]}`, 'code-blocks');
  }
}

function rangeProblem(ranges: string, lineCount: number): string | undefined {
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

function checkMeta(file: VFile, node: Code): void {
  const m = RANGES.exec(node.meta ?? '');
  const problem = m && rangeProblem(m[1]!, node.value.split('\n').length);
  if (!problem) return;
  report(file, node, `highlighted lines {${m[1]!.slice(0, 30)}}: ${problem}. Name lines the block has.`, 'code-meta');
  node.meta = node.meta!.replace(RANGES, '').trim() || null;
}

/** Remark plugin: the code-block rules over every code block, reported on the page's file. */
export function remarkCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const lines = String(file.value).split(/\r?\n/);
    visit(tree, 'code', (node) => {
      const start = node.position?.start.line;
      const end = node.position?.end.line;
      const marker = start ? FENCE.exec(lines[start - 1] ?? '')?.[1] : undefined;
      if (!start || !end || !marker) return; // an indented code block
      checkFence(file, lines, node, marker, start, end);
      checkContent(file, node, start);
      checkMeta(file, node);
    });
  };
}
