/**
 * Code blocks a reader can copy: every fenced block names its language (so it is highlighted and
 * the sample checks know what it is), and JSON and YAML blocks parse — reported at the block's
 * line, or at the line inside the block where the YAML parser stopped.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseDocument } from 'yaml';
import { fenceMarker } from './fences';
import { atLine, report } from './report';

const RULE = 'code-blocks';

function checkBlock(file: VFile, lines: string[], block: Code) {
  if (!fenceMarker(lines, block)) return; // an indented block has no fence to name a language on
  if (!block.lang) {
    report(file, block, 'code block without a language: add one after the opening fence (```python, ```bash, ```text …).', RULE);
    return;
  }
  if (block.lang === 'json') {
    try {
      JSON.parse(block.value);
    } catch (error) {
      report(file, block, `JSON block does not parse: ${(error as Error).message}`, RULE);
    }
  } else if (block.lang === 'yaml' || block.lang === 'yml') {
    const error = parseDocument(block.value).errors[0];
    if (error)
      report(
        file,
        atLine((block.position?.start.line ?? 1) + (error.linePos?.[0].line ?? 1)),
        `YAML block does not parse: ${error.message.split('\n')[0]}`,
        RULE,
      );
  }
}

/** Remark plugin: the code-block rule, reported on the page's file. */
export function remarkCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const lines = String(file.value).split(/\r?\n/);
    visit(tree, 'code', (block) => checkBlock(file, lines, block));
  };
}
