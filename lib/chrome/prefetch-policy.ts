/** The parts of `navigator.connection` (Network Information API) the policy reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether links may prefetch their pages: not on a 2g connection (`2g`,
 * `slow-2g`) and not when the reader asked to save data. Browsers without the Network Information
 * API prefetch.
 * @param connection - `navigator.connection` (undefined outside Chromium or on the server)
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
