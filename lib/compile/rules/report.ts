/**
 * How a content rule reports: as a message on the page's VFile, placed at the node it is about, so
 * every problem of the compile takes its line and column from the one parsed tree (unified's
 * `file.message`). The compile turns these messages into the model's problems (compile-page.ts).
 */
import type { Node } from 'mdast';
import type { VFile } from 'vfile';

/** The `source` of every message a content rule reports: the compile reads only these. */
export const RULE_SOURCE = 'content-rules';

/** A place at the start of a file line, for a problem inside a node (a line of a code block). */
export function atLine(line: number): Pick<Node, 'position'> {
  return { position: { start: { line, column: 1 }, end: { line, column: 1 } } };
}

/**
 * Reports a problem at a node. An error fails the build and keeps the page's module out of the
 * model; a warning is printed.
 * @param ruleId - the rule's name, for tests and for telling rules apart in a report
 */
export function report(file: VFile, node: Pick<Node, 'position'> | undefined, reason: string, ruleId: string, severity: 'error' | 'warning' = 'error'): void {
  const message = file.message(reason, { place: node?.position, ruleId, source: RULE_SOURCE });
  message.fatal = severity === 'error';
}
