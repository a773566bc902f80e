/**
 * The 1-based line of a page source's first line that starts with `key:` (a front-matter key),
 * for messages that point at the key.
 * @returns `undefined` when no line names the key
 */
export function keyLine(source: string | undefined, key: string): number | undefined {
  const i = source?.split('\n').findIndex((line) => line.startsWith(`${key}:`)) ?? -1;
  return i >= 0 ? i + 1 : undefined;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The 1-based line of a value inside the front matter, by its path as a validator reports it
 * (`['sources', 1, 'ref']`: the `ref:` of the second item of the `sources:` list), for block-style
 * YAML (`key:` lines, `- ` list items). When a step of the path is not written (a missing
 * required key), the line of the deepest part that is.
 * @returns `undefined` when the top-level key is not written either
 */
export function pathLine(source: string | undefined, path: readonly (string | number)[]): number | undefined {
  if (source === undefined || path.length === 0) return undefined;
  const lines = source.split('\n');
  const close = lines.indexOf('---', 1);
  const end = close > 0 ? close : lines.length;
  let at = lines.findIndex((line, i) => i < end && line.startsWith(`${path[0]}:`));
  if (at < 0) return undefined;
  const isItem = (i: number) => lines[i]!.trimStart().startsWith('- ');
  // Whether a line belongs to the value at `at`: a key's value is indented deeper than the key
  // (a list may sit at the key's own column); an item's fields sit at or past its content column.
  let inside = (indent: number, i: number) => indent > 0 || isItem(i);
  for (const step of path.slice(1)) {
    const block: number[] = [];
    for (let i = at + 1; i < end; i++) {
      if (lines[i]!.trim() === '') continue;
      if (!inside(indentOf(lines[i]!), i)) break;
      block.push(i);
    }
    let next: number | undefined;
    if (typeof step === 'number') {
      const itemIndent = block.length ? indentOf(lines[block[0]!]!) : 0;
      next = block.filter((i) => indentOf(lines[i]!) === itemIndent && isItem(i))[step];
      if (next !== undefined) inside = (indent) => indent >= itemIndent + 2;
    } else {
      const candidates = isItem(at) ? [at, ...block] : block;
      next = candidates.find((i) => lines[i]!.trimStart().replace(/^- /, '').startsWith(`${step}:`));
      if (next !== undefined) {
        const column = indentOf(lines[next]!) + (isItem(next) ? 2 : 0);
        inside = (indent, i) => indent > column || (indent === column && isItem(i));
      }
    }
    if (next === undefined) break;
    at = next;
  }
  return at + 1;
}
