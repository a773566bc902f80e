/** A small HTTP method badge (`GET`, `POST`, …) for API sidebar items and operation pages. */
export function MethodBadge({ method }: { method: string }) {
  const m = method.toUpperCase();
  return <span className={`method-badge method-${m.toLowerCase()}`}>{m === 'DELETE' ? 'DEL' : m}</span>;
}
