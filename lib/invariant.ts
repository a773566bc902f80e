/**
 * Asserts a condition the code relies on. A failure is a bug in the site's data or code, not in the
 * reader's input, so the message starts with 'Invariant failed' and then says
 * what was expected.
 * @throws Error `Invariant failed: <message>` when `condition` is falsy
 */
export function invariant(condition: unknown, message?: string | (() => string)): asserts condition {
  if (condition) return;
  const detail = typeof message === 'function' ? message() : message;
  throw new Error(detail ? `Invariant failed: ${detail}` : 'Invariant failed');
}
