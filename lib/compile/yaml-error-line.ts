import { CST, Parser, parseDocument } from 'yaml';

/**
 * The 1-based line where a YAML text first goes wrong, as a reader would point at it. Parsers
 * report some errors where they gave up, not where the mistake is: an unclosed quote or `[` is
 * reported at the end of the text. This finds the first error of the `yaml` parser and, when it
 * lies inside a quoted or flow scalar or a flow collection (`[…]`, `{…}`), answers the line where
 * that token starts; otherwise the error's own line.
 *
 * @param text - the YAML text (e.g. a front-matter block without its `---` lines)
 * @returns the line, or `undefined` when the `yaml` parser finds no error
 */
export function yamlErrorLine(text: string): number | undefined {
  const error = parseDocument(text).errors[0];
  if (!error) return undefined;
  const at = error.pos[0];
  let start: number | undefined;
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      for (const t of [item.key, item.value]) {
        if (!t || !isQuotedOrFlow(t)) continue;
        const end = t.offset + CST.stringify(t).length;
        if (t.offset <= at && at <= end && (start === undefined || t.offset > start)) start = t.offset;
      }
    });
  }
  return start === undefined ? (error.linePos?.[0].line ?? 1) : lineAt(text, start);
}

function isQuotedOrFlow(token: CST.Token): boolean {
  return token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar' || token.type === 'flow-collection';
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
