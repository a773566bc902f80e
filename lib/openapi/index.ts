import type { ApiEntry } from '../content';

/**
 * API pages generated from `openapi/` as index entries (issue 7 fills this in).
 * @returns the operation and info pages, in spec order
 */
export async function loadApiEntries(): Promise<ApiEntry[]> {
  return [];
}
