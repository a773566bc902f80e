// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarNode } from '@/lib/content/navigation';
import { compactSidebar } from '@/components/layout/sidebar-data';
import { Sidebar } from '@/components/layout/sidebar';

const nodes: SidebarNode[] = [
  { type: 'title', label: 'Learn' },
  { type: 'doc', id: 'what-is-nillion', label: 'What is Nillion', href: '/what-is-nillion' },
  {
    type: 'category',
    label: 'Clients',
    href: '/clients',
    docId: 'clients',
    collapsed: true,
    items: [
      { type: 'doc', id: 'python', label: 'Python', href: '/python' },
      { type: 'link', label: 'Examples', href: 'https://github.com/NillionNetwork/x', external: true },
    ],
  },
  { type: 'category', label: 'API', collapsed: true, items: [{ type: 'doc', id: 'api/get-health', label: 'Health', href: '/api/get-health', method: 'get' }] },
];

afterEach(cleanup);

describe('compactSidebar', () => {
  it('encodes every item as a tuple and opens the collapsed category that holds the page', () => {
    expect(compactSidebar(nodes, 'python')).toEqual([
      [0, 'Learn'],
      [1, 'What is Nillion', '/what-is-nillion'],
      [
        3,
        'Clients',
        '/clients',
        2,
        [
          [1, 'Python', '/python'],
          [2, 'Examples', 'https://github.com/NillionNetwork/x', 1],
        ],
      ],
      [3, 'API', '', 1, [[1, 'Health', '/api/get-health', 'get']]],
    ]);
  });
});

describe('Sidebar', () => {
  it('marks the current page and leaves the items of collapsed categories out of the HTML', () => {
    const html = renderToStaticMarkup(<Sidebar nodes={nodes} activeId="what-is-nillion" activeHref="/what-is-nillion" label="Docs sidebar" />);
    expect(html).toContain('<nav class="sidebar" aria-label="Docs sidebar">');
    expect(html).toMatch(/<a class="sidebar-link active" aria-current="page" href="\/what-is-nillion">What is Nillion<\/a>/);
    expect(html).not.toContain('/python');
    expect(html).not.toContain('Health');
    expect(html).toContain('<li class="sidebar-title">Learn</li>');
  });

  it('renders an open category with its page link, external mark and method badge', () => {
    const html = renderToStaticMarkup(<Sidebar nodes={nodes} activeId="api/get-health" activeHref="/api/get-health" label="API sidebar" />);
    expect(html).toMatch(
      /<a class="sidebar-link active" aria-current="page" href="\/api\/get-health"><span class="method-badge method-get">GET<\/span>Health<\/a>/,
    );
    const open = renderToStaticMarkup(<Sidebar nodes={nodes} activeId="clients" activeHref="/clients" label="Docs sidebar" />);
    expect(open).toMatch(/<a class="sidebar-link active" aria-current="page" href="\/clients">Clients<\/a>/);
    expect(open).toContain('href="https://github.com/NillionNetwork/x" rel="noopener noreferrer"');
    expect(open).toContain('<span class="external-mark"><span aria-hidden="true">↗</span><span class="visually-hidden">(external)</span></span>');
  });
  // Opening a category (caret or label) in Chromium: tests/e2e/reader-navigation.spec.ts and tests/e2e/reader-cues.spec.ts.
});

describe('Sidebar across client-side navigation', () => {
  it('keeps a category the reader opened, or closed, open or closed on the next page, except the one holding the page', () => {
    const first = render(<Sidebar nodes={nodes} activeId="what-is-nillion" activeHref="/what-is-nillion" label="Memory sidebar" />);
    fireEvent.click(first.getByRole('button', { name: 'API' }));
    expect(first.getByText('Health')).toBeTruthy();
    first.unmount();
    // The next page renders a new sidebar: the reader's choice is back.
    const second = render(<Sidebar nodes={nodes} activeId="what-is-nillion" activeHref="/what-is-nillion" label="Memory sidebar" />);
    expect(second.getByText('Health')).toBeTruthy();
    fireEvent.click(second.getByRole('button', { name: 'API' }));
    second.unmount();
    const third = render(<Sidebar nodes={nodes} activeId="what-is-nillion" activeHref="/what-is-nillion" label="Memory sidebar" />);
    expect(third.queryByText('Health')).toBeNull();
    third.unmount();
    // A category closed by the reader still opens on a page inside it.
    const inside = render(<Sidebar nodes={nodes} activeId="api/get-health" activeHref="/api/get-health" label="Memory sidebar" />);
    expect(inside.getByText('Health')).toBeTruthy();
    inside.unmount();
    // Another sidebar keeps its own state.
    const other = render(<Sidebar nodes={nodes} activeId="what-is-nillion" activeHref="/what-is-nillion" label="Other sidebar" />);
    expect(other.queryByText('Health')).toBeNull();
  });
});
