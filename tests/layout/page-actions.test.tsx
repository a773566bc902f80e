// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageActions } from '@/components/layout/page-actions';
import { formatLastUpdated, PageMeta } from '@/components/layout/page-meta';

const html = (node: React.ReactElement) => {
  const div = document.createElement('div');
  div.innerHTML = renderToStaticMarkup(node);
  return div;
};

// What the menu offers and where its links lead: tests/e2e/readers.spec.ts ('opens the menu with View as Markdown and the two assistants').
describe('page actions', () => {
  it('opens the assistants without handing them this page as opener or referrer', () => {
    const links = [...html(<PageActions route="/learn/architecture" />).querySelectorAll('a[target="_blank"]')];
    expect(links.map((a) => [a.textContent, a.getAttribute('rel')])).toEqual([
      ['Open in ChatGPT', 'noopener noreferrer'],
      ['Open in Claude', 'noopener noreferrer'],
    ]);
  });
});

describe('edit link and last updated', () => {
  it('renders nothing when there is neither an edit URL nor a date', () => {
    expect(renderToStaticMarkup(<PageMeta editHref={null} lastUpdated={undefined} />)).toBe('');
  });

  it('hides the edit link when no edit URL is configured', () => {
    const root = html(<PageMeta editHref={null} lastUpdated="2025-02-03T23:30:00-05:00" />);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('Last updated on Feb 4, 2025');
    expect(root.querySelector('time')!.getAttribute('datetime')).toBe('2025-02-03T23:30:00-05:00');
  });

  it('links to the source file when an edit URL is configured', () => {
    const root = html(<PageMeta editHref="https://github.com/o/r/edit/main/content/a.mdx" lastUpdated={undefined} />);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('https://github.com/o/r/edit/main/content/a.mdx');
    expect(root.textContent).toBe('Edit this page');
  });

  it('formats dates as the UTC calendar day', () => {
    expect(formatLastUpdated('2024-12-31T23:59:59Z')).toBe('Dec 31, 2024');
  });
});
