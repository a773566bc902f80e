/**
 * The path of an HTTP request target (RFC 9112 § 3.2), read without `new URL()` so that no request
 * line can throw. Origin form (`/a/b?q`) gives `/a/b`; absolute form (`http://host:port/a?q`) gives
 * `/a` (the authority is ignored: the server has one site); anything else (`*`, authority form, an
 * unbalanced `[`, a port that is not 0–65535, no leading `/`) is `null`, which the server answers
 * with 400. The path stays percent-encoded; `//host/x` is a path like any other, never a host.
 *
 * @param target - `req.url` as Node's parser left it
 * @returns the encoded path, or `null` when the target is malformed
 */
export function requestPath(target: string | undefined): string | null {
  if (!target) return null;
  let rest = target;
  if (!rest.startsWith('/')) {
    const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)(.*)$/s.exec(rest);
    if (!absolute || !isAuthority(absolute[1] ?? '')) return null;
    const after = absolute[2] ?? '';
    rest = after === '' || /^[?#]/.test(after) ? `/${after}` : after;
    if (!rest.startsWith('/')) return null;
  }
  const end = rest.search(/[?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** `host`, `host:port`, `[v6]` or `[v6]:port`, with an optional `user@`, port 0–65535. */
function isAuthority(authority: string): boolean {
  const m = /^(?:[^@/]*@)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~%!$&'()*+,;=-]*)(?::(\d{0,5}))?$/.exec(authority);
  return m !== null && (m[2] === undefined || m[2] === '' || Number(m[2]) <= 65535);
}
