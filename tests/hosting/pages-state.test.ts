import { describe, expect, it } from 'vitest';
import { formatPagesMessage, parsePagesMessage, previewsToPrune, type PagesState } from '@/lib/hosting/pages-state';

const DAY = 86_400;
const NOW = 1_800_000_000;
const preview = (daysAgo: number, pullRequest?: number) => ({
  branch: 'b',
  commit: 'c',
  updated: NOW - daysAgo * DAY,
  ...(pullRequest ? { pullRequest } : {}),
});

describe('the pages commit message', () => {
  it('carries the record and reads back the same', () => {
    const state: PagesState = { production: { commit: 'a'.repeat(40), published: NOW }, previews: { 'fix-login': preview(1, 7) } };
    const message = formatPagesMessage(state);
    expect(message.split('\n')[0]).toBe('Pages site: production aaaaaaaaaaaa, 1 preview');
    expect(parsePagesMessage(message)).toEqual(state);
  });

  it('a message without a record (an older branch) reads as empty', () => {
    expect(parsePagesMessage('production: 1234abc\n')).toEqual({ previews: {} });
    expect(parsePagesMessage('Pages site\n\n{not json\n')).toEqual({ previews: {} });
  });
});

describe('previewsToPrune', () => {
  it('removes previews unchanged for the age limit or longer', () => {
    const state = { previews: { old: preview(14), fresh: preview(13.9) } };
    expect(previewsToPrune(state, NOW, 14, 20).map((p) => [p.slug, p.reason])).toEqual([['old', 'stale']]);
  });

  it('keeps the newest beyond the count and removes the least recently changed', () => {
    const state = { previews: { a: preview(5), b: preview(1), c: preview(3), d: preview(2) } };
    expect(previewsToPrune(state, NOW, 14, 2).map((p) => [p.slug, p.reason])).toEqual([
      ['c', 'over-count'],
      ['a', 'over-count'],
    ]);
    expect(previewsToPrune(state, NOW, 14, 4)).toEqual([]);
    expect(previewsToPrune(state, NOW, 14, 0)).toHaveLength(4);
  });

  it('counts only the previews that are not already stale, and keeps the pull request for the note', () => {
    const state = { previews: { stale: preview(30, 1), x: preview(1, 2), y: preview(2, 3) } };
    expect(previewsToPrune(state, NOW, 14, 1).map((p) => [p.slug, p.reason, p.pullRequest])).toEqual([
      ['stale', 'stale', 1],
      ['y', 'over-count', 3],
    ]);
  });
});
