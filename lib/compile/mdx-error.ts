/**
 * The line and reason of an error thrown while parsing or compiling MDX. unified errors (vfile
 * messages) carry `line` or `place`; some, such as mdast-util-mdx-jsx's unclosed-tag error, carry
 * the position only in their text (`Expected a closing tag for <X> (17:1-17:8)`), and are then
 * read from it, so the report points at the tag, not at the end of the file.
 *
 * @returns `line` (1-based, in the text that was parsed) when known, and the message to show
 */
export function mdxErrorPosition(error: unknown): { line: number | undefined; reason: string } {
  const e = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message?: string };
  const reason = e.reason ?? e.message ?? String(error);
  const fromText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(reason)?.[1];
  return { line: e.line ?? e.place?.start?.line ?? e.place?.line ?? (fromText ? Number(fromText) : undefined), reason };
}
