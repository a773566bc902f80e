/**
 * What the pages branch holds besides its files: which commit each part of the site was built from
 * and when each preview last changed. The branch has exactly one commit (each publish replaces
 * it), and this record is that commit's message, so it is never served with the site.
 * Runs on plain Node (type stripping): the publish jobs run no npm package.
 */

/** One preview folder, `preview/<slug>/`. */
export interface PreviewRecord {
  /** The branch it was built from. */
  branch: string;
  /** The source commit it was built from. */
  commit: string;
  /** When its files last changed, in seconds since the Unix epoch. */
  updated: number;
  /** The pull request it belongs to, when known (for the note on removal). */
  pullRequest?: number;
}

/** The record of the whole pages branch. */
export interface PagesState {
  /** The source commit of the production site at the root, and when it was published (epoch seconds). */
  production?: { commit: string; published: number };
  /** Previews by slug. */
  previews: Record<string, PreviewRecord>;
}

/** The first line of every pages commit; the record follows after a blank line. */
const SUBJECT = 'Pages site';

/**
 * The commit message that carries `state`: a readable subject, a blank line, then the record as
 * JSON (one line).
 */
export function formatPagesMessage(state: PagesState): string {
  const previews = Object.keys(state.previews).length;
  const production = state.production ? `production ${state.production.commit.slice(0, 12)}` : 'no production';
  return `${SUBJECT}: ${production}, ${previews} preview${previews === 1 ? '' : 's'}\n\n${JSON.stringify(state)}\n`;
}

/**
 * Reads the record from a pages commit's message. A message without one (a branch published by an
 * older script, or by hand) yields an empty record: its previews count as changed now.
 */
export function parsePagesMessage(message: string): PagesState {
  const body = message.split('\n').find((line) => line.startsWith('{'));
  if (!body) return { previews: {} };
  try {
    const parsed = JSON.parse(body) as Partial<PagesState>;
    return { ...(parsed.production ? { production: parsed.production } : {}), previews: parsed.previews ?? {} };
  } catch {
    return { previews: {} };
  }
}

/** A preview {@link previewsToPrune} removes. */
export interface PrunedPreview extends PreviewRecord {
  slug: string;
  /** Unchanged for the age limit, or beyond the count. */
  reason: 'stale' | 'over-count';
}

/**
 * The previews to remove: every preview unchanged for `maxAgeDays` days or more (`stale`), then,
 * of the rest, the least recently changed beyond the newest `maxCount` (`over-count`).
 * @param now - the current time, epoch seconds
 * @param maxAgeDays - days without a change after which a preview goes (positive)
 * @param maxCount - how many previews may stay (0 or more)
 */
export function previewsToPrune(state: PagesState, now: number, maxAgeDays: number, maxCount: number): PrunedPreview[] {
  const all = Object.entries(state.previews)
    .map(([slug, record]) => ({ ...record, slug }))
    // Newest first; ties broken by slug so the choice never depends on the record's key order.
    .sort((a, b) => b.updated - a.updated || a.slug.localeCompare(b.slug));
  const limit = now - maxAgeDays * 86_400;
  const stale = all.filter((p) => p.updated <= limit).map((p) => ({ ...p, reason: 'stale' as const }));
  const fresh = all.filter((p) => p.updated > limit);
  const over = fresh.slice(maxCount).map((p) => ({ ...p, reason: 'over-count' as const }));
  return [...stale, ...over];
}
