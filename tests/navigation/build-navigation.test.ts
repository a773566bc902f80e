import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildNavigation, readNavigationSources, type NavigationSources } from '@/lib/compile/navigation';
import { formatProblem } from '@/lib/checks/problem';
import { getCompiledContent, getContentIndex, type ContentEntry } from '@/lib/content';
import type { SidebarNode } from '@/lib/content/navigation';

// The navigation builder: data files (YAML text) + content index in, navigation and problems out.

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

const HOME = `actions:
  - label: Start
    href: /intro
    primary: true
sections:
  - title: Learn
    href: /intro
    text: The basics.
most-used:
  heading: Most-used pages
  intro: Pages readers open most.
  pages:
    - kind: Guide
      title: Start
      href: /start
      text: Get going.
`;
const NAVBAR = `items:
  - doc: intro
    label: Learn
    position: left
  - doc: start
  - href: https://example.org
    icon: github
    aria-label: Example on GitHub
`;

/** The three files, each replaceable. */
const sources = (files: { sidebars: string; navbar?: string; home?: string }): NavigationSources => ({
  sidebars: { file: 'content/_nav/sidebars.yaml', text: files.sidebars },
  navbar: { file: 'content/_nav/navbar.yaml', text: files.navbar ?? NAVBAR },
  home: { file: 'content/_nav/home.yaml', text: files.home ?? HOME },
});

/** The problems as the prebuild prints them. */
const printed = (result: ReturnType<typeof buildNavigation>) => result.problems.map(formatProblem);

describe('buildNavigation: a valid site', () => {
  const SIDEBARS = `docs:
  label: Docs
  search-sections: by-title
  items:
    - title: Learn
    - intro
    - doc: concepts
      label: Key ideas
    - category: Guides
      page: guides
      collapsed: true
      items:
        - deep
        - label: Repo
          href: https://example.org/repo
    - title: Build
    - start
    - label: The VM
      href: /vm
vm:
  label: VM
  items:
    - title: nilVM
    - vm
    - title: More
    - vm-more
island:
  label: Island
  items:
    - alone
`;
  const index = indexOf(
    entry('intro', 'Introduction', { sidebarLabel: 'Intro' }),
    entry('concepts'),
    entry('guides', 'All guides'),
    entry('deep', 'Deep dive'),
    entry('start', 'Start here'),
    entry('vm', 'The VM'),
    entry('vm-more', 'More VM'),
    entry('alone'),
    entry('landing', 'Landing', { standalone: true }),
  );
  const result = buildNavigation(sources({ sidebars: SIDEBARS }), index);

  it('has no problems', () => {
    expect(printed(result)).toEqual([]);
  });

  it('resolves sidebar labels (own label, then sidebar_label, then title), categories and links', () => {
    expect(result.navigation.sidebars.docs).toEqual({
      label: 'Docs',
      items: [
        { type: 'title', label: 'Learn' },
        { type: 'doc', id: 'intro', label: 'Intro', href: '/intro' },
        { type: 'doc', id: 'concepts', label: 'Key ideas', href: '/concepts' },
        {
          type: 'category',
          label: 'Guides',
          href: '/guides',
          docId: 'guides',
          collapsed: true,
          items: [
            { type: 'doc', id: 'deep', label: 'Deep dive', href: '/deep' },
            { type: 'link', label: 'Repo', href: 'https://example.org/repo', external: true },
          ],
        },
        { type: 'title', label: 'Build' },
        { type: 'doc', id: 'start', label: 'Start here', href: '/start' },
        { type: 'link', label: 'The VM', href: '/vm', external: false },
      ],
    });
  });

  it('places each page: breadcrumbs, previous/next in reading order, search section', () => {
    expect(result.places.deep).toEqual({
      sidebarId: 'docs',
      breadcrumbs: [
        { label: 'Guides', href: '/guides' },
        { label: 'Deep dive', href: '/deep' },
      ],
      previous: { label: 'Guides', href: '/guides' },
      next: { label: 'Start here', href: '/start' },
      section: 'Learn',
      navbarOwner: 'intro',
    });
    expect(result.places.start).toMatchObject({ section: 'Build', previous: { href: '/deep' }, next: null });
    // Without `search-sections: by-title`, every page of a sidebar is under its first title.
    expect(result.places['vm-more']).toMatchObject({ sidebarId: 'vm', section: 'nilVM', previous: { label: 'The VM', href: '/vm' } });
  });

  it('gives each page the navbar item of its section, following links into sidebars without one', () => {
    const owner = (id: string) => result.places[id]!.navbarOwner;
    expect([owner('intro'), owner('concepts'), owner('guides'), owner('start')]).toEqual(['intro', 'intro', 'intro', 'start']);
    // The docs sidebar's Build section links to /vm: the VM sidebar belongs to "start".
    expect([owner('vm'), owner('vm-more')]).toEqual(['start', 'start']);
    expect(owner('alone')).toBeNull();
  });

  it('leaves a stand-alone page out of every sidebar, under the first sidebar label', () => {
    expect(result.places.landing).toEqual({ sidebarId: null, breadcrumbs: [], previous: null, next: null, section: 'Docs', navbarOwner: null });
  });

  it('outlines the sidebars by title, for llms.txt', () => {
    expect(result.navigation.outline).toEqual([
      { sidebarId: 'docs', title: 'Learn', ids: ['intro', 'concepts', 'guides', 'deep'] },
      { sidebarId: 'docs', title: 'Build', ids: ['start'] },
      { sidebarId: 'vm', title: 'nilVM', ids: ['vm'] },
      { sidebarId: 'vm', title: 'More', ids: ['vm-more'] },
      { sidebarId: 'island', title: 'Island', ids: ['alone'] },
    ]);
  });

  it('resolves the navbar items and the landing page', () => {
    expect(result.navigation.navbar).toEqual([
      { type: 'doc', docId: 'intro', label: 'Learn', href: '/intro', position: 'left' },
      { type: 'doc', docId: 'start', label: 'Start here', href: '/start', position: 'right' },
      { type: 'link', href: 'https://example.org', icon: 'github', ariaLabel: 'Example on GitHub', position: 'right' },
    ]);
    expect(result.navigation.home).toEqual({
      actions: [{ label: 'Start', href: '/intro', primary: true }],
      sections: [{ title: 'Learn', href: '/intro', text: 'The basics.' }],
      mostUsed: {
        heading: 'Most-used pages',
        intro: 'Pages readers open most.',
        pages: [{ kind: 'Guide', title: 'Start', href: '/start', text: 'Get going.' }],
      },
    });
  });
});

describe('buildNavigation: problems at the line:col of the data file, with the fix', () => {
  const index = indexOf(entry('intro'), entry('nada-lang'), entry('start'), entry('landing', 'Landing', { standalone: true }));

  it('a sidebar entry naming no page, with the closest content id, and the entry left out', () => {
    const result = buildNavigation(sources({ sidebars: 'docs:\n  label: Docs\n  items:\n    - intro\n    - start\n    - nada-lang-typo\n' }), index);
    expect(printed(result)).toEqual([
      'content/_nav/sidebars.yaml:6:7: error: sidebar entry "nada-lang-typo" names no page; did you mean "nada-lang"? Fix the content id, or create content/nada-lang-typo.mdx.',
      'content/nada-lang.mdx:1: error: page "nada-lang" is in no sidebar: add "- nada-lang" where its topic sits in content/_nav/sidebars.yaml (sidebars: docs), or, for a landing page that stands alone, set `sidebar: false` in its front matter.',
    ]);
    expect(result.navigation.sidebars.docs!.items.map((n) => (n as { id: string }).id)).toEqual(['intro', 'start']);
  });

  it('a navbar item naming no page', () => {
    const result = buildNavigation(
      sources({ sidebars: 'docs:\n  label: Docs\n  items: [intro, nada-lang, start]\n', navbar: 'items:\n  - doc: intro\n  - doc: strat\n    label: Build\n' }),
      index,
    );
    expect(printed(result)).toEqual([
      'content/_nav/navbar.yaml:3:10: error: navbar item "strat" names no page; did you mean "start"? Fix the content id, or create content/strat.mdx.',
    ]);
    expect(result.navigation.navbar.map((i) => i.type === 'doc' && i.docId)).toEqual(['intro']);
  });

  it('unknown keys, entries of no known form, empty categories, bad links and YAML syntax', () => {
    const sidebars = [
      'docs:',
      '  label: Docs',
      '  items:',
      '    - intro',
      '    - doc: nada-lang',
      '      lable: Nada',
      '    - page: start',
      '    - category: Empty',
      '    - label: Old',
      '      href: /gone',
    ].join('\n');
    const result = buildNavigation(sources({ sidebars, home: HOME.replace('href: /start', 'href: /strat') }), index);
    expect(printed(result)).toEqual([
      'content/_nav/sidebars.yaml:6:7: error: sidebar entry (doc): unknown key "lable": remove it or fix its spelling.',
      'content/_nav/sidebars.yaml:7:7: error: sidebar entry: write one of "- <content id>", "doc:" (with "label:"), "category:" (with "items:" or "page:"), "title:", "href:" with "label:", or "api-specs: true".',
      'content/_nav/sidebars.yaml:8:7: error: category "Empty" has no entries and no page: add "items:" or a "page:" content id.',
      'content/_nav/sidebars.yaml:10:13: error: sidebar link "/gone" opens no page; fix the route (an internal href is a page\'s route).',
      'content/nada-lang.mdx:1: error: page "nada-lang" is in no sidebar: add "- nada-lang" where its topic sits in content/_nav/sidebars.yaml (sidebars: docs), or, for a landing page that stands alone, set `sidebar: false` in its front matter.',
      'content/start.mdx:1: error: page "start" is in no sidebar: add "- start" where its topic sits in content/_nav/sidebars.yaml (sidebars: docs), or, for a landing page that stands alone, set `sidebar: false` in its front matter.',
      'content/_nav/home.yaml:15:13: error: home page link "/strat" opens no page; did you mean "/start"? (an internal href is a page\'s route).',
    ]);
    const broken = buildNavigation(sources({ sidebars: 'docs:\n  label: Docs\n  items:\n    - intro\n   - start\n' }), index);
    expect(printed(broken)[0]).toMatch(/^content\/_nav\/sidebars\.yaml:5:\d+: error: invalid YAML: .*Fix the syntax/);
  });

  it('a page listed in two sidebars, and a stand-alone page a sidebar lists, at the second entry', () => {
    const result = buildNavigation(
      sources({ sidebars: 'a:\n  label: A\n  items: [intro, nada-lang, landing]\nb:\n  label: B\n  items: [start, intro]\n' }),
      index,
    );
    expect(printed(result)).toEqual([
      'content/_nav/sidebars.yaml:6:18: error: page "intro" is listed in sidebars a and b: a page belongs to one sidebar. Keep one entry and make the others links ("- label: …" with "href: /intro").',
      'content/_nav/sidebars.yaml:3:29: error: sidebar entry "landing" lists a page that sets `sidebar: false`: remove the entry, or the key from content/landing.mdx.',
    ]);
  });

  it('a missing data file is named', () => {
    const result = buildNavigation(
      { sidebars: { file: 'content/_nav/sidebars.yaml', text: 'docs:\n  label: D\n  items: [intro, nada-lang, start]\n' } },
      index,
    );
    expect(printed(result)).toEqual([
      "content/_nav/navbar.yaml: error: content/_nav/navbar.yaml is missing: the site's navigation is read from it (CONTRIBUTING.md, Add a page).",
      "content/_nav/home.yaml: error: content/_nav/home.yaml is missing: the site's navigation is read from it (CONTRIBUTING.md, Add a page).",
    ]);
  });
});

describe('buildNavigation: the API reference', () => {
  it('expands api-specs into one category per spec: titled from the info page, opening the overview (else the info page), then tags', () => {
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
    const result = buildNavigation(
      sources({
        sidebars: 'api:\n  label: API\n  items:\n    - api-specs: true\n',
        navbar: 'items: []\n',
        home: HOME.replace(/\/intro|\/start/g, '/api/y/overview'),
      }),
      index,
    );
    expect(printed(result)).toEqual([]);
    const shape = (n: SidebarNode): unknown =>
      n.type === 'category'
        ? [`${n.label}${n.href ? ` → ${n.href}` : ''}`, n.items.map(shape)]
        : n.type === 'doc'
          ? `${n.method ?? ''} ${n.href} ${n.label}`.trim()
          : n.type;
    expect(result.navigation.sidebars.api!.items.map(shape)).toEqual([
      [
        'X API → /api/x/x-api',
        [
          ['Data', ['POST /api/x/one api/x/one', 'DELETE /api/x/three api/x/three']],
          ['System', ['GET /api/x/two api/x/two']],
        ],
      ],
      ['Why → /api/y/overview', ['/api/y/why Authentication and servers', ['Other', ['GET /api/y/ping api/y/ping']]]],
    ]);
    expect(result.places['api/y/ping']!.breadcrumbs.map((b) => b.label)).toEqual(['Why', 'Other', 'api/y/ping']);
    expect(result.navigation.apiRoutePrefixes).toEqual(['/api/x', '/api/y']);
  });
});

describe("the site's navigation files", () => {
  it('resolve against the site with no problem, every page placed and held by a navbar item', async () => {
    const index = await getContentIndex();
    const result = buildNavigation(readNavigationSources([path.resolve('content')], process.cwd()), index);
    expect(printed(result)).toEqual([]);
    expect(index.entries.filter((e) => !e.standalone && result.places[e.id]?.navbarOwner == null).map((e) => e.id)).toEqual([]);
  });

  it('keep the ended events and campaigns once, in a collapsed Archive category at the end of the docs sidebar', () => {
    const last = getCompiledContent().navigation.sidebars.docs!.items.at(-1)!;
    expect(last).toMatchObject({ type: 'category', label: 'Archive', collapsed: true });
    const ids = (n: SidebarNode): string[] => (n.type === 'doc' ? [n.id] : n.type === 'category' ? n.items.flatMap(ids) : []);
    expect(ids(last)).toEqual(['data-wars', 'hacker-house-goa', 'hacker-house-goa-windows', 'nucleus-builders-program']);
  });

  it('are not pages: no route comes from content/_nav/', () => {
    expect(fs.readdirSync('content/_nav').every((f) => f.endsWith('.yaml'))).toBe(true);
  });
});
