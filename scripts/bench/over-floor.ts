/**
 * The JavaScript a page loads beyond the framework floor (./framework-floor.ts: a bare App Router
 * page built with the same `next`, `react` and next.config.mjs), and which of the page's chunks
 * it sits in, so a budget over the floor names its cause.
 *
 * The total is exact: the page's JS gzip minus the floor page's, both measured the same way
 * (./page-weight.ts). The split by chunk is an estimate: modules are matched by Turbopack's module
 * id (./chunk-modules.ts), and each module is given its chunk's gzip bytes in proportion to its
 * share of the chunk's source. Modules of the page that the floor does not load are the site's,
 * listed under the chunk that holds them; floor modules the page does not load are subtracted; the
 * rest of the difference (the same modules compressing differently in other chunks) is
 * `otherBytes`.
 */
import type { ChunkModule } from './chunk-modules';

/** One script a page loads: its URL, gzip size and modules. */
export interface ChunkWeight {
  url: string;
  /** Gzip size of the file (zlib default level), bytes. */
  gzipBytes: number;
  modules: ChunkModule[];
}

/** The site's part of one chunk of a page. */
export interface ChunkOverFloor {
  url: string;
  /** Estimated gzip bytes of the chunk's modules that the floor does not load. */
  bytes: number;
  /** How many of the chunk's modules the floor does not load. */
  modules: number;
  /** The first export name of each of those modules that has one (what to look for in the code), in chunk order. */
  names: string[];
}

/** A page's JavaScript against the floor's, gzip bytes. */
export interface OverFloor {
  pageBytes: number;
  floorBytes: number;
  /** `pageBytes - floorBytes`: the budgeted figure (negative when the page loads less). */
  overBytes: number;
  /** The chunks holding the site's modules, largest share first. */
  chunks: ChunkOverFloor[];
  /** Estimated gzip bytes of floor modules the page does not load (subtracted from the total). */
  floorOnlyBytes: number;
  /** What the chunks and floor-only modules leave of `overBytes`: compression and chunking differences. */
  otherBytes: number;
}

/** Estimated gzip bytes of each module: its chunk's gzip size shared by source length. */
function moduleShares(chunks: readonly ChunkWeight[]): Map<string, { bytes: number; chunk: string; module: ChunkModule }> {
  const shares = new Map<string, { bytes: number; chunk: string; module: ChunkModule }>();
  for (const c of chunks) {
    const source = c.modules.reduce((sum, m) => sum + m.bytes, 0);
    for (const m of c.modules) {
      if (shares.has(m.id)) continue; // a module in two chunks is loaded (and counted) once
      shares.set(m.id, { bytes: source ? (c.gzipBytes * m.bytes) / source : 0, chunk: c.url, module: m });
    }
  }
  return shares;
}

/**
 * Compares a page's scripts with the floor page's.
 * @param page - the scripts the page loads before interaction
 * @param floor - the scripts the floor page loads
 */
export function overFloor(page: readonly ChunkWeight[], floor: readonly ChunkWeight[]): OverFloor {
  const sum = (chunks: readonly ChunkWeight[]) => chunks.reduce((total, c) => total + c.gzipBytes, 0);
  const pageBytes = sum(page);
  const floorBytes = sum(floor);
  const pageModules = moduleShares(page);
  const floorModules = moduleShares(floor);
  const byChunk = new Map<string, ChunkOverFloor>();
  for (const [id, share] of pageModules) {
    if (floorModules.has(id)) continue;
    const entry = byChunk.get(share.chunk) ?? { url: share.chunk, bytes: 0, modules: 0, names: [] };
    entry.bytes += share.bytes;
    entry.modules++;
    if (share.module.names[0]) entry.names.push(share.module.names[0]);
    byChunk.set(share.chunk, entry);
  }
  let floorOnlyBytes = 0;
  for (const [id, share] of floorModules) if (!pageModules.has(id)) floorOnlyBytes += share.bytes;
  const chunks = [...byChunk.values()].map((c) => ({ ...c, bytes: Math.round(c.bytes) })).sort((a, b) => b.bytes - a.bytes);
  const overBytes = pageBytes - floorBytes;
  const attributed = chunks.reduce((total, c) => total + c.bytes, 0) - Math.round(floorOnlyBytes);
  return { pageBytes, floorBytes, overBytes, chunks, floorOnlyBytes: Math.round(floorOnlyBytes), otherBytes: overBytes - attributed };
}

/**
 * The chunks of an {@link OverFloor} as one line for a budget's detail:
 * `3m-sk004gdwmy.js +7.4 KiB (ColorModeToggle, ThemeProvider, 3 more modules), …`.
 * @param limit - at most this many chunks (the largest)
 */
export function describeChunks(o: OverFloor, limit = 5): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const parts = o.chunks.slice(0, limit).map((c) => {
    const named = c.names.slice(0, 4);
    const rest = c.modules - named.length;
    const what = [...named, ...(rest > 0 ? [`${rest} ${named.length ? 'more ' : ''}module${rest > 1 ? 's' : ''}`] : [])].join(', ');
    return `${c.url.slice(c.url.lastIndexOf('/') + 1)} +${kib(c.bytes)} (${what})`;
  });
  if (o.chunks.length > limit) parts.push(`${o.chunks.length - limit} more chunks`);
  // Figures that round to 0.0 KiB are left out.
  if (o.floorOnlyBytes >= 0.05 * 1024) parts.push(`floor modules not loaded −${kib(o.floorOnlyBytes)}`);
  if (Math.abs(o.otherBytes) >= 0.05 * 1024) parts.push(`compression and chunking ${o.otherBytes > 0 ? '+' : '−'}${kib(Math.abs(o.otherBytes))}`);
  return parts.join(', ');
}
