/**
 * Maps a JSON pointer to a line and column in the spec's source text (YAML or JSON), so errors
 * point into the file the author edits.
 */
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node } from 'yaml';
import { parsePointer } from './json-pointer';

/** A 1-based line and column. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * Parses `text` once and returns a function that finds where a pointer is in it: the value's
 * position, or the deepest existing parent's when the pointer names a missing key.
 * @returns a function from pointer to position (`undefined` when the text does not parse)
 */
export function createLocator(text: string): (pointer: string) => SourcePosition | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, strict: false });
  if (doc.errors.length || !doc.contents) return () => undefined;
  const root = doc.contents;
  return (pointer) => {
    let node: unknown = root;
    let offset = (root as Node).range?.[0];
    for (const segment of parsePointer(pointer)) {
      let next: unknown;
      if (isMap(node)) {
        const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === segment);
        if (!pair) break;
        next = pair.value;
        offset = (pair.value as Node | null)?.range?.[0] ?? (pair.key as Node | null)?.range?.[0] ?? offset;
      } else if (isSeq(node)) {
        next = node.items[Number(segment)];
        if (!next) break;
        offset = (next as Node).range?.[0] ?? offset;
      } else break;
      if (!next) break;
      node = next;
    }
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
}
