/**
 * A navigation data file under `content/_nav/`, parsed by the `yaml` package (YAML 1.2, as front
 * matter is) so every value keeps its place: each problem names the file, line and column and the fix.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import type { CompiledProblem } from '../../content/compiled';

/** One parsed data file and the problems found in it. */
export class DataFile {
  readonly problems: CompiledProblem[] = [];
  readonly doc: Document;
  private readonly lines = new LineCounter();

  /**
   * @param file - the path named in messages, relative to the repository root
   * @param text - the file's text
   */
  constructor(
    readonly file: string,
    text: string,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, uniqueKeys: true });
    for (const error of this.doc.errors.slice(0, 1)) {
      const at = error.linePos?.[0];
      this.problems.push({
        file,
        line: at?.line ?? 1,
        column: at?.col,
        severity: 'error',
        message: `invalid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}. Fix the syntax (indentation, a missing ":" or quote).`,
      });
    }
  }

  /** True when the file parsed as YAML. */
  get parsed(): boolean {
    return this.doc.errors.length === 0;
  }

  /** Reports an error at a node (at the file's start when the node has no place). */
  error(node: Node | null | undefined, message: string): void {
    const at = node?.range ? this.lines.linePos(node.range[0]) : { line: 1, col: 1 };
    this.problems.push({ file: this.file, line: at.line, column: at.col, severity: 'error', message });
  }

  /**
   * Validates a node with a schema; the first problem is reported at the value (or key) it is about.
   * @param what - how the message names the node (`sidebar entry`)
   * @returns the data, or undefined when it is invalid
   */
  check<T>(node: Node | null | undefined, schema: z.ZodType<T>, what: string): T | undefined {
    const result = schema.safeParse(node ? node.toJSON() : undefined);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    const unknown = issue.code === 'unrecognized_keys';
    const path = (unknown ? [...issue.path, issue.keys[0]!] : issue.path).filter((k): k is string | number => typeof k !== 'symbol');
    const key = path.length ? `"${path.join('.')}"` : '';
    const fix = unknown ? `unknown key ${key}: remove it or fix its spelling` : `${key ? `${key}: ` : ''}${issue.message}`;
    this.error(nodeAt(node, path, unknown), `${what}: ${fix}.`);
    return undefined;
  }
}

/** The node at a path below `node` (the key's node for a key that should not be there), else the deepest one written. */
function nodeAt(node: Node | null | undefined, path: (string | number)[], atKey: boolean): Node | null | undefined {
  let here = node;
  for (const [i, step] of path.entries()) {
    if (isMap(here)) {
      const pair = here.items.find((p) => (p.key as { value?: unknown } | null)?.value === step);
      if (!pair) break;
      here = (atKey && i === path.length - 1 ? pair.key : (pair.value ?? pair.key)) as Node;
    } else if (isSeq(here) && typeof step === 'number' && here.items[step]) here = here.items[step] as Node;
    else break;
  }
  return here;
}
