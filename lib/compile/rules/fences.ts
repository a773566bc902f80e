/**
 * Fenced code blocks that spoil a page silently (CommonMark § 4.5):
 * - a fence never closed runs to the end of the page (or of its container) and turns the rest
 *   into code;
 * - a fence closed by a later block's fence swallows everything between: the block's body then
 *   holds a line that opens another fenced block (same character, at least as long, with an info
 *   string). A deliberate nested fence is written inside a longer outer fence (```` around ```),
 *   which this rule leaves alone.
 * Both are reported at the opening fence's line.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from './report';

const OPENING = /^[ \t]*(`{3,}|~{3,})/;
/** A line that opens a fenced block with an info string (`​```bash`). */
const OPENS_BLOCK = /^[ \t]*(`{3,}|~{3,})[ \t]*[^\s`~]/;

function closes(line: string | undefined, marker: string): boolean {
  const m = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(line ?? '');
  return !!m && m[1]![0] === marker[0] && m[1]!.length >= marker.length;
}

/**
 * The fence a code block opens with (```` ``` ````, `~~~~`…), read from its first source line, or
 * undefined for an indented block, which has none.
 * @param lines - the file's lines
 */
export function fenceMarker(lines: string[], node: Code): string | undefined {
  const start = node.position?.start.line;
  return start ? OPENING.exec(lines[start - 1] ?? '')?.[1] : undefined;
}

function checkBlock(file: VFile, lines: string[], node: Code) {
  const start = node.position?.start.line;
  const end = node.position?.end.line;
  const marker = fenceMarker(lines, node);
  if (!start || !end || !marker) return; // an indented code block has no fence
  if (end === start || !closes(lines[end - 1], marker)) {
    report(file, node, `code fence ${marker} is never closed: everything after it becomes code. Close it with ${marker} on its own line.`, 'fences');
    return;
  }
  const body = node.value.split('\n');
  const nested = body.findIndex((line) => {
    const inner = OPENS_BLOCK.exec(line)?.[1];
    return !!inner && inner[0] === marker[0] && inner.length >= marker.length;
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

/** Remark plugin: the fence rule over every code block, reported on the page's file. */
export function remarkFences() {
  return (tree: Root, file: VFile) => {
    const lines = String(file.value).split(/\r?\n/);
    visit(tree, 'code', (node) => checkBlock(file, lines, node));
  };
}
