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
  /**
   * Those modules, largest first: Turbopack's id, the module's first export name when it has one
   * (what to look for in the code), estimated gzip bytes.
   */
  modules: { id: string; name: string | null; bytes: number }[];
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
    const entry = byChunk.get(share.chunk) ?? { url: share.chunk, bytes: 0, modules: [] };
    entry.bytes += share.bytes;
    entry.modules.push({ id, name: share.module.names[0] ?? null, bytes: share.bytes });
    byChunk.set(share.chunk, entry);
  }
  let floorOnlyBytes = 0;
  for (const [id, share] of floorModules) if (!pageModules.has(id)) floorOnlyBytes += share.bytes;
  const chunks = [...byChunk.values()]
    .map((c) => ({
      url: c.url,
      bytes: Math.round(c.bytes),
      modules: c.modules.map((m) => ({ ...m, bytes: Math.round(m.bytes) })).sort((a, b) => b.bytes - a.bytes),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const overBytes = pageBytes - floorBytes;
  const attributed = chunks.reduce((total, c) => total + c.bytes, 0) - Math.round(floorOnlyBytes);
  return { pageBytes, floorBytes, overBytes, chunks, floorOnlyBytes: Math.round(floorOnlyBytes), otherBytes: overBytes - attributed };
}

/**
 * The chunks of an {@link OverFloor} as one line for a budget's detail, each with its three
 * largest modules (KiB = 1024 bytes):
 * `3m-sk004gdwmy.js +7.4 KiB (ColorModeToggle 3.1, ThemeProvider 1.2, module 91899 0.2, 3 more modules), …`.
 * @param limit - at most this many chunks (the largest)
 */
export function describeChunks(o: OverFloor, limit = 5): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const parts = o.chunks.slice(0, limit).map((c) => {
    const label = (m: { id: string; name: string | null }) => m.name ?? (m.id.startsWith('chunk:') ? 'the whole chunk' : `module ${m.id}`);
    const shown = c.modules.slice(0, 3).map((m) => `${label(m)} ${kib(m.bytes)}`);
    const rest = c.modules.length - shown.length;
    const what = [...shown, ...(rest > 0 ? [`${rest} more module${rest > 1 ? 's' : ''}`] : [])].join(', ');
    return `${c.url.slice(c.url.lastIndexOf('/') + 1)} +${kib(c.bytes)} KiB (${what})`;
  });
  if (o.chunks.length > limit) parts.push(`${o.chunks.length - limit} more chunks`);
  // Figures that round to 0.0 KiB are left out.
  if (o.floorOnlyBytes >= 0.05 * 1024) parts.push(`floor modules not loaded −${kib(o.floorOnlyBytes)} KiB`);
  if (Math.abs(o.otherBytes) >= 0.05 * 1024) parts.push(`compression and chunking ${o.otherBytes > 0 ? '+' : '−'}${kib(Math.abs(o.otherBytes))} KiB`);
  return parts.join(', ');
}
