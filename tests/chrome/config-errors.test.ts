import { describe, expect, test } from 'vitest';
import { resolveSidebar, SidebarError, type SidebarItemConfig } from '@/lib/content/sidebars';
import type { ContentEntry, ContentIndex } from '@/lib/content';
import { DocModuleError, docComponent } from '@/components/mdx/doc-module';

// Build-time configuration errors: each names what is wrong and where to fix it.

function index(ids: string[]): Pick<ContentIndex, 'byId' | 'entries'> {
  const entries = ids.map((id) => ({ kind: 'doc', id, route: `/${id}`, title: id.toUpperCase() }) as unknown as ContentEntry);
  return { entries, byId: new Map(entries.map((e) => [e.id, e])) };
}

describe('sidebar lookups', () => {
  const configs: Record<string, SidebarItemConfig[]> = {
    good: [{ type: 'doc', id: 'intro' }],
    missingDoc: [
      { type: 'doc', id: 'intro' },
      { type: 'doc', id: 'no-such-page' },
    ],
    emptyCategory: [{ type: 'category', label: 'Guides', items: [] }],
    categoryBadLink: [{ type: 'category', label: 'Guides', link: 'gone', items: [{ type: 'doc', id: 'intro' }] }],
    linkWithoutHref: [{ type: 'link', label: 'Examples', href: '' }],
  };
  const resolve = (id: string) => resolveSidebar(id, index(['intro']), configs);

  test('an unknown sidebar id names the id and the known ones', () => {
    expect(() => resolve('nope')).toThrow(SidebarError);
    expect(() => resolve('nope')).toThrow(
      'Unknown sidebar id "nope". Known sidebars: good, missingDoc, emptyCategory, categoryBadLink, linkWithoutHref (lib/content/sidebars.ts).',
    );
  });

  test('a doc item without a page names the item, the file and the fix', () => {
    expect(() => resolve('missingDoc')).toThrow(
      /Sidebar item missingDoc > \[1\] names doc "no-such-page", but no page content\/no-such-page\.mdx exists\. Create the page or fix the id/,
    );
  });

  test('a category with nothing to link to (no items, no link)', () => {
    expect(() => resolve('emptyCategory')).toThrow(
      'Category emptyCategory > Guides has no items and no link: add items or a "link" doc id in lib/content/sidebars.ts.',
    );
  });

  test('a category linking to a missing doc', () => {
    expect(() => resolve('categoryBadLink')).toThrow(/Category categoryBadLink > Guides links to doc "gone", which does not exist/);
  });

  test('a link item with nothing to link to', () => {
    expect(() => resolve('linkWithoutHref')).toThrow('Link linkWithoutHref > [0] ("Examples") has no href: give it a URL or a route.');
  });

  test('a valid sidebar resolves', () => {
    expect(resolve('good')).toEqual([{ type: 'doc', id: 'intro', label: 'INTRO', href: '/intro' }]);
  });
});

function Page() {
  return null;
}

describe('doc page without a default export', () => {
  test('names the file', () => {
    expect(() => docComponent({ metadata: {} }, 'content/learn/architecture.mdx')).toThrow(DocModuleError);
    expect(() => docComponent({ metadata: {} }, 'content/learn/architecture.mdx')).toThrow(
      /^Doc page content\/learn\/architecture\.mdx has no default export \(got undefined\)/,
    );
    expect(() => docComponent({ default: 'text' }, 'x')).toThrow('(got string)');
    expect(() => docComponent(null, 'x')).toThrow(DocModuleError);
  });

  // A module-level component, as a compiled page's default export is.
  test('returns the component', () => {
    expect(docComponent({ default: Page }, 'x')).toBe(Page);
  });
});
