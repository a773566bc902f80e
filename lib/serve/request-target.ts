/**
 * The path of an HTTP request target (RFC 9112 § 3.2), read so that no request line can throw.
 * Origin form (`/a/b?q`) gives `/a/b`; absolute form (`http://host:port/a?q`) gives `/a` (the
 * authority is ignored: the server has one site), when the URL parses (`URL.canParse`: a valid
 * host, a port 0–65535); anything else (`*`, authority form, no leading `/`) is `null`, which the
 * server answers with 400. The path stays percent-encoded; `//host/x` is a path like any other,
 * never a host.
 *
 * @param target - `req.url` as Node's parser left it
 * @returns the encoded path, or `null` when the target is malformed
 */
export function requestPath(target: string | undefined): string | null {
  if (!target) return null;
  let rest = target;
  if (!rest.startsWith('/')) {
    if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(rest) || !URL.canParse(rest)) return null;
    rest = rest.replace(/^[^:]*:\/\/[^/?#]*/, '');
    if (!rest.startsWith('/')) return '/';
  }
  return rest.replace(/[?#].*$/s, '');
}

/** `decodeURIComponent(text)`, or `text` as written when it holds a malformed `%` escape. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
