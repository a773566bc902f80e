import { describe, expect, it } from 'vitest';
import {
  flattenSidebar,
  placementProblems,
  resolveAllSidebars,
  resolveSidebar,
  SidebarError,
  sidebarConfigs,
  type SidebarItemConfig,
  type SidebarNode,
} from '@/lib/content/sidebars';
import { breadcrumbsFor, navbarDocIds, navbarOwner, pickSidebar } from '@/lib/content/navigation';
import { getContentIndex } from '@/lib/content';
import { siteConfig } from '@/site.config';
import type { ContentEntry } from '@/lib/content';

const entry = (id: string, title = id, extra: Partial<ContentEntry> = {}): ContentEntry =>
  ({
    kind: 'doc',
    id,
    route: `/${id}`,
    file: `content/${id}.mdx`,
    title,
    hideTableOfContents: false,
    keywords: [],
    headings: [],
    sections: [],
    links: [],
    codeBlocks: [],
    ...extra,
  }) as ContentEntry;
const indexOf = (...entries: ContentEntry[]) => ({ entries, byId: new Map(entries.map((e) => [e.id, e])) });

describe('resolveSidebar', () => {
  const configs: Record<string, SidebarItemConfig[]> = {
    main: [
      { type: 'title', label: 'Learn' },
      { type: 'doc', id: 'a' },
      { type: 'doc', id: 'b', label: 'Custom B' },
      {
        type: 'category',
        label: 'Cat',
        link: 'c',
        items: [
          { type: 'doc', id: 'd' },
          { type: 'link', label: 'Repo', href: 'https://example.org/x' },
        ],
      },
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

  it('names the missing doc id on the error, for a doc item and for a category link', () => {
    const idOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as SidebarError).docId;
      }
      return 'no error';
    };
    expect(idOf(() => resolveSidebar('main', indexOf(entry('a'), entry('c'), entry('d')), configs))).toBe('b');
    const linked = { x: [{ type: 'category' as const, label: 'C', link: 'gone', items: [{ type: 'doc' as const, id: 'a' }] }] };
    expect(idOf(() => resolveSidebar('x', indexOf(entry('a')), linked))).toBe('gone');
  });

  it('with a report, lists every invalid item and leaves it out instead of throwing', () => {
    const reported: SidebarError[] = [];
    const broken: Record<string, SidebarItemConfig[]> = {
      x: [
        { type: 'doc', id: 'a' },
        { type: 'doc', id: 'gone' },
        {
          type: 'category',
          label: 'C',
          items: [
            { type: 'doc', id: 'also-gone' },
            { type: 'doc', id: 'a', label: 'A again' },
          ],
        },
        { type: 'link', label: 'L', href: '' },
      ],
    };
    const nodes = resolveSidebar('x', indexOf(entry('a')), broken, (error) => reported.push(error));
    expect(reported.map((e) => e.docId ?? e.message)).toEqual(['gone', 'also-gone', 'Link x > [3] ("L") has no href: give it a URL or a route.']);
    expect(flattenSidebar(nodes).map((p) => p.label)).toEqual(['a']);
    expect(nodes.map((n) => n.type)).toEqual(['doc', 'category']);
  });

  it('fails on an empty category and on a link without href', () => {
    expect(() => resolveSidebar('x', indexOf(), { x: [{ type: 'category', label: 'Empty', items: [] }] })).toThrowError(
      /Category x > Empty has no items and no link/,
    );
    expect(() => resolveSidebar('x', indexOf(), { x: [{ type: 'link', label: 'L', href: '' }] })).toThrowError(/has no href/);
  });

  it('expands api-specs into one entry per spec: a category titled from the info page that opens the overview (else the info page), then tags', () => {
    const api = (id: string, extra: Partial<ContentEntry>) => ({ ...entry(id), kind: 'api', ...extra }) as ContentEntry;
    const index = indexOf(
      api('api/x/x-api', { apiKind: 'info', title: 'X API' }),
      api('api/x/one', { apiKind: 'operation', tag: 'Data', method: 'POST' }),
      api('api/x/two', { apiKind: 'operation', tag: 'System', method: 'GET' }),
      api('api/x/three', { apiKind: 'operation', tag: 'Data', method: 'DELETE' }),
      api('api/y/why', { apiKind: 'info', title: 'Why' }),
      api('api/y/ping', { apiKind: 'operation', method: 'GET' }),
      entry('api/y/overview', 'Y overview'),
    );
    const nodes = resolveSidebar('api', index, { api: [{ type: 'api-specs' }] });
    const shape = (n: SidebarNode): unknown =>
      n.type === 'category'
        ? [`${n.label}${n.href ? ` → ${n.href}` : ''}`, n.items.map(shape)]
        : n.type === 'doc'
          ? `${n.method ?? ''} ${n.href} ${n.label}`.trim()
          : n.type;
    expect(nodes.map(shape)).toEqual([
      [
        'X API → /api/x/x-api',
        [
          ['Data', ['POST /api/x/one api/x/one', 'DELETE /api/x/three api/x/three']],
          ['System', ['GET /api/x/two api/x/two']],
        ],
      ],
      ['Why → /api/y/overview', ['/api/y/why Authentication and servers', ['Other', ['GET /api/y/ping api/y/ping']]]],
    ]);
    // Each spec's name appears once in the sidebar.
    const labels = JSON.stringify(nodes.map(shape));
    expect(labels.match(/Why/g)).toHaveLength(1);
    expect(breadcrumbsFor('api/y/ping', nodes).map((b) => b.label)).toEqual(['Why', 'Other', 'api/y/ping']);
  });
});

describe('navigation', () => {
  const sidebars = {
    docs: [
      { type: 'doc' as const, id: 'start', label: 'Start', href: '/start' },
      { type: 'doc' as const, id: 'api/nildb/overview', label: 'API', href: '/api/nildb/overview' },
    ],
    nilvm: [{ type: 'doc' as const, id: 'start', label: 'Start', href: '/start' }],
    examples: [],
    api: [
      {
        type: 'category' as const,
        label: 'nilDB',
        collapsed: false,
        items: [{ type: 'doc' as const, id: 'api/nildb/overview', label: 'Overview', href: '/api/nildb/overview' }],
      },
    ],
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
    const elsewhere = Object.values(sidebarConfigs)
      .flatMap((items) => ids(items))
      .filter((id) => ENDED.includes(id));
    expect(elsewhere).toEqual(ENDED);
  });
});

describe('placementProblems', () => {
  const d = (id: string): SidebarNode => ({ type: 'doc', id, label: id, href: `/${id}` });
  const sidebars: Record<string, SidebarNode[]> = {
    one: [d('a'), { type: 'category', label: 'C', href: '/b', docId: 'b', collapsed: false, items: [d('a')] }],
    two: [d('shared'), d('landing')],
    three: [d('shared')],
  };

  it('accepts pages listed once (twice in one sidebar is one place) and stand-alone pages no sidebar lists', () => {
    const index = indexOf(entry('a'), entry('b'), entry('home', 'Home', { standalone: true }));
    expect(placementProblems(index, sidebars)).toEqual([]);
  });

  it('reports a page in no sidebar at its file, with both fixes', () => {
    const [problem, ...rest] = placementProblems(indexOf(entry('lost')), sidebars);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/lost.mdx', line: 1, severity: 'error' });
    expect(problem!.message).toContain(`add \`doc('lost')\``);
    expect(problem!.message).toContain('lib/content/sidebars.ts');
    expect(problem!.message).toContain('`sidebar: false`');
  });

  it('reports a page listed in two sidebars and a stand-alone page a sidebar lists', () => {
    const problems = placementProblems(indexOf(entry('shared'), entry('landing', 'L', { standalone: true })), sidebars);
    expect(
      problems.map((p) => [p.file, /in 2 sidebars \(two, three\)/.test(p.message) || /sets `sidebar: false` but the two sidebar lists it/.test(p.message)]),
    ).toEqual([
      ['content/shared.mdx', true],
      ['content/landing.mdx', true],
    ]);
  });

  it('finds every page of the site in exactly one sidebar', async () => {
    const index = await getContentIndex();
    expect(placementProblems(index, resolveAllSidebars(index))).toEqual([]);
  });
});

describe('navbarOwner', () => {
  const d = (id: string): SidebarNode => ({ type: 'doc', id, label: id, href: `/${id}` });
  const t = (label: string): SidebarNode => ({ type: 'title', label });
  const l = (href: string): SidebarNode => ({ type: 'link', label: href, href, external: false });
  const sidebars: Record<string, SidebarNode[]> = {
    docs: [t('Learn'), d('intro'), d('concepts'), t('Build'), d('start'), l('/vm'), t('Community'), d('help')],
    vm: [d('vm'), { type: 'category', label: 'Deep', collapsed: true, items: [d('deep')] }, l('/ex')],
    ex: [d('ex'), d('ex2')],
    island: [d('alone')],
  };
  const nav = ['intro', 'start', 'help'];

  it('marks the item of the same sidebar section', () => {
    expect(navbarOwner('concepts', sidebars, nav)).toBe('intro');
    expect(navbarOwner('start', sidebars, nav)).toBe('start');
    expect(navbarOwner('help', sidebars, nav)).toBe('help');
  });

  it('follows links into sidebars that have no navbar item of their own', () => {
    expect(navbarOwner('deep', sidebars, nav)).toBe('start');
    expect(navbarOwner('ex2', sidebars, nav)).toBe('start');
  });

  it('gives no owner to a page no navbar item leads to', () => {
    expect(navbarOwner('alone', sidebars, nav)).toBeNull();
    expect(navbarOwner('nowhere', sidebars, nav)).toBeNull();
  });

  it('gives every page of the site a navbar item', async () => {
    const index = await getContentIndex();
    const all = resolveAllSidebars(index);
    const ids = navbarDocIds(siteConfig.navbar.items);
    expect(index.entries.filter((e) => navbarOwner(e.id, all, ids) === null).map((e) => e.id)).toEqual([]);
  });
});
