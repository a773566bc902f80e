/**
 * The 1-based line of a page source's first line that starts with `key:` (a front-matter key),
 * for messages that point at the key.
 * @returns `undefined` when no line names the key
 */
export function keyLine(source: string | undefined, key: string): number | undefined {
  const i = source?.split('\n').findIndex((line) => line.startsWith(`${key}:`)) ?? -1;
  return i >= 0 ? i + 1 : undefined;
}
