import { describe, expect, it } from 'vitest';
import { readCompiledContent } from '@/lib/content/compiled';
import type { ApiEntry } from '@/lib/content/types';

const loadApiEntries = () => readCompiledContent().entries.filter((e): e is ApiEntry => e.kind === 'api');

describe('the API pages of the compiled model', () => {
  it('returns the info page, then operations grouped by tag in spec tag order', () => {
    const entries = loadApiEntries().filter((e) => e.id.startsWith('api/nildb/'));
    expect(entries[0]).toMatchObject({ id: 'api/nildb/nildb-api', apiKind: 'info' });
    const tags = entries.slice(1).map((e) => e.tag);
    expect([...new Set(tags)]).toEqual(['System', 'Accounts', 'Data', 'Query']);
    // Grouped: a tag never reappears after another tag started.
    expect(tags.filter((t, i) => i > 0 && t !== tags[i - 1])).toHaveLength(3);
    expect(entries.slice(1).every((e) => e.kind === 'api' && e.apiKind === 'operation' && e.method && e.path)).toBe(true);
  });

  it('lists the specs in sidebar order (info.x-sidebar-position), each info page before its operations', () => {
    const entries = loadApiEntries();
    const prefixes = [...new Set(entries.map((e) => e.id.slice(0, e.id.lastIndexOf('/'))))];
    expect(prefixes).toEqual(['api/nildb', 'api/nilai']);
    for (const prefix of prefixes) expect(entries.find((e) => e.id.startsWith(`${prefix}/`))?.apiKind).toBe('info');
  });

  it('gives every page, compiled from its generated source, unique heading ids and plain-text sections', () => {
    for (const entry of loadApiEntries()) {
      const ids = entry.headings.map((h) => h.id);
      expect(new Set(ids).size, entry.id).toBe(ids.length);
      expect(entry.sections.length, entry.id).toBeGreaterThan(0);
    }
    const health = loadApiEntries().find((e) => e.id === 'api/nildb/get-health-status')!;
    expect(health).toMatchObject({ method: 'GET', path: '/health', file: 'openapi/nildb.yaml#/paths/~1health/get' });
    expect(health.headings.map((h) => h.text)).toEqual(expect.arrayContaining(['Endpoint', 'Request', 'Authorization', 'Request samples', 'Responses']));
  });
});
