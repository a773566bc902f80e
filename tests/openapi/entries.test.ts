import { describe, expect, it } from 'vitest';
import { getApiPage, readApiModels } from '@/lib/content/api-models';

const loadApiEntries = () => readApiModels().flatMap((model) => model.pages.map((page) => page.entry));

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

  it('gives every page unique heading ids and plain-text sections', () => {
    for (const entry of loadApiEntries()) {
      const ids = entry.headings.map((h) => h.id);
      expect(new Set(ids).size, entry.id).toBe(ids.length);
      expect(entry.sections.length, entry.id).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
    }
  });

  it('finds a page model by id and fails clearly for an unknown id', () => {
    const { page, model } = getApiPage('api/nildb/get-health-status');
    expect(page.operation?.path).toBe('/health');
    expect(model.source).toBe('openapi/nildb.yaml');
    expect(() => getApiPage('api/nildb/nope')).toThrow('No generated API page with id "api/nildb/nope"');
  });
});
