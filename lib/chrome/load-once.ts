/**
 * Wraps a loader (typically a dynamic `import()` of a component's chunk) so it runs once: every
 * call gets the same promise. A failed load is forgotten, so the next call (the reader's next
 * intent, a Retry) tries again instead of repeating the old failure.
 * @param load - starts the load; called at most once per success
 * @returns a function that starts the load on its first call and returns its promise
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
