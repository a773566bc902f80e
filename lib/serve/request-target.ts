/** `decodeURIComponent(text)`, or `text` as written when it holds a malformed `%` escape. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
