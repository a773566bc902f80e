import { describe, expect, it } from 'vitest';
import { resolveSidebar, SidebarError, sidebarConfigs, type SidebarItemConfig } from '@/lib/sidebars';
import { breadcrumbsFor, flattenSidebar, pickSidebar } from '@/lib/navigation';
import type { ContentEntry } from '@/lib/content';

const entry = (id: string, title = id, extra: Partial<ContentEntry> = {}): ContentEntry =>
  ({
    kind: 'doc', id, route: `/${id}`, file: `content/${id}.mdx`, title, hideTableOfContents: false, keywords: [],
    headings: [], sections: [], links: [], codeBlocks: [], ...extra,
  }) as ContentEntry;
const indexOf = (...entries: ContentEntry[]) => ({ entries, byId: new Map(entries.map((e) => [e.id, e])) });

describe('resolveSidebar', () => {
  const configs: Record<string, SidebarItemConfig[]> = {
    main: [
      { type: 'title', label: 'Learn' },
      { type: 'doc', id: 'a' },
      { type: 'doc', id: 'b', label: 'Custom B' },
      { type: 'category', label: 'Cat', link: 'c', items: [{ type: 'doc', id: 'd' }, { type: 'link', label: 'Repo', href: 'https://example.org/x' }] },
    ],
  };

  it('resolves labels: explicit label, then sidebar_label, then title', () => {
    const index = indexOf(entry('a', 'Title A', { sidebarLabel: 'Short A' }), entry('b'), entry('c', 'C page'), entry('d', 'D page'));
    const nodes = resolveSidebar('main', index, configs);
    expect(nodes[1]).toEqual({ type: 'doc', id: 'a', label: 'Short A', href: '/a' });
    expect(nodes[2]).toMatchObject({ label: 'Custom B' });
    expect(nodes[3]).toMatchObject({ type: 'category', label: 'Cat', href: '/c', docId: 'c', collapsed: false });
    expect(flattenSidebar(nodes).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('fails on an unknown sidebar id, listing the known ones', () => {
    expect(() => resolveSidebar('nope', indexOf(), configs)).toThrowError(/Unknown sidebar id "nope". Known sidebars: main/);
  });

  it('fails on a doc id with no page, naming where it is declared', () => {
    const index = indexOf(entry('a'), entry('c'), entry('d'));
    expect(() => resolveSidebar('main', index, configs)).toThrowError(SidebarError);
    expect(() => resolveSidebar('main', index, configs)).toThrowError(/main > \[2\] names doc "b", but no page content\/b\.mdx exists/);
  });

  it('fails on an empty category and on a link without href', () => {
    expect(() => resolveSidebar('x', indexOf(), { x: [{ type: 'category', label: 'Empty', items: [] }] })).toThrowError(
      /Category x > Empty has no items and no link/,
    );
    expect(() => resolveSidebar('x', indexOf(), { x: [{ type: 'link', label: 'L', href: '' }] })).toThrowError(/has no href/);
  });

  it('expands api-operations into one category per tag in index order, with methods', () => {
    const api = (id: string, tag: string, method: string) =>
      ({ ...entry(id), kind: 'api', apiKind: 'operation', tag, method }) as ContentEntry;
    const index = indexOf(api('api/x/one', 'Data', 'POST'), api('api/x/two', 'System', 'GET'), api('api/x/three', 'Data', 'DELETE'));
    const nodes = resolveSidebar('api', index, { api: [{ type: 'api-operations' }] });
    expect(nodes.map((n) => n.type === 'category' && [n.label, n.items.map((i) => i.type === 'doc' && i.method)])).toEqual([
      ['Data', ['POST', 'DELETE']],
      ['System', ['GET']],
    ]);
  });
});

describe('navigation', () => {
  const sidebars = {
    docs: [{ type: 'doc' as const, id: 'start', label: 'Start', href: '/start' }, { type: 'doc' as const, id: 'api/nildb/overview', label: 'API', href: '/api/nildb/overview' }],
    nilvm: [{ type: 'doc' as const, id: 'start', label: 'Start', href: '/start' }],
    examples: [],
    api: [{ type: 'category' as const, label: 'nilDB', collapsed: false, items: [{ type: 'doc' as const, id: 'api/nildb/overview', label: 'Overview', href: '/api/nildb/overview' }] }],
  };

  it('gives api/ pages the API sidebar and other shared pages the first claiming sidebar', () => {
    expect(pickSidebar('api/nildb/overview', sidebars)).toBe('api');
    expect(pickSidebar('start', sidebars)).toBe('nilvm');
    expect(pickSidebar('unlisted', sidebars)).toBeNull();
  });

  it('builds breadcrumbs through categories', () => {
    expect(breadcrumbsFor('api/nildb/overview', sidebars.api)).toEqual([
      { label: 'nilDB', href: '' },
      { label: 'Overview', href: '/api/nildb/overview' },
    ]);
  });
});

describe('Archive category', () => {
  const ENDED = ['data-wars', 'hacker-house-goa', 'hacker-house-goa-windows', 'nucleus-builders-program'];
  const ids = (items: SidebarItemConfig[]): string[] =>
    items.flatMap((i) => (i.type === 'doc' ? [i.id] : i.type === 'category' ? [...(i.link ? [i.link] : []), ...ids(i.items)] : []));

  it('lists the ended events and campaigns once, in a collapsed category at the end of the docs sidebar', () => {
    const last = sidebarConfigs.docs.at(-1)!;
    expect(last).toMatchObject({ type: 'category', label: 'Archive', collapsed: true });
    expect(ids([last])).toEqual(ENDED);
    const elsewhere = Object.values(sidebarConfigs).flatMap((items) => ids(items)).filter((id) => ENDED.includes(id));
    expect(elsewhere).toEqual(ENDED);
  });
});
