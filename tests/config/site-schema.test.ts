import { describe, expect, test } from 'vitest';
import { parseSiteData, SiteDataError, type SiteDataInput } from '@/lib/config/site-schema';
import { e2eFixtureNavbarItems, siteData } from '@/site.config';

/** The site data with another navbar. */
const withItems = (items: unknown[]): SiteDataInput => ({ ...siteData, navbar: { items: items as SiteDataInput['navbar']['items'] } });
const errorOf = (data: unknown) => {
  try {
    parseSiteData(data);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteDataError);
    return (error as Error).message;
  }
  throw new Error('expected a SiteDataError');
};

describe('site data', () => {
  test('the site and the browser-test navbar validate; position defaults to right', () => {
    expect(parseSiteData(siteData).navbar.items.map((i) => i.type)).toEqual(['doc', 'doc', 'doc', 'doc', 'link', 'search']);
    const items = parseSiteData(withItems([...e2eFixtureNavbarItems, { type: 'localeDropdown' }])).navbar.items;
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['doc', 'link', 'dropdown', 'localeDropdown', 'docsVersionDropdown', 'search', 'html']));
    expect(items.at(-1)).toEqual({ type: 'localeDropdown', position: 'right' });
  });

  test('a navbar item missing a field of its type names the item index, its type and the field', () => {
    expect(errorOf(withItems([{ type: 'search' }, { type: 'link', label: 'Site' }]))).toBe(
      'site.config.ts navbar.items[1] (type "link"): href: Invalid input: expected string, received undefined',
    );
    expect(errorOf(withItems([{ type: 'html' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "html"\): value: /);
    expect(errorOf(withItems([{ type: 'doc', label: 'Learn' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "doc"\): docId: /);
    expect(errorOf(withItems([{ type: 'link', href: 'https://x.org' }]))).toBe(
      'site.config.ts navbar.items[0] (type "link"): label: a link needs "label", or "icon" with "ariaLabel"',
    );
  });

  test('an unknown type, a field of another type and a bad position are errors', () => {
    expect(errorOf(withItems([{ type: 'mega-menu' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "mega-menu"\): type: Invalid discriminator value/);
    expect(errorOf(withItems([{ type: 'search', href: '/x' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "search"\): Unrecognized key: "href"/);
    expect(errorOf(withItems([{ type: 'search', position: 'middle' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "search"\): position: /);
  });

  test('dropdowns hold doc, link and html entries, at least one; an entry error names the entry', () => {
    expect(errorOf(withItems([{ type: 'dropdown', label: 'More', items: [] }]))).toMatch(
      /^site\.config\.ts navbar\.items\[0\] \(type "dropdown"\): items: Too small/,
    );
    expect(errorOf(withItems([{ type: 'dropdown', label: 'More', items: [{ type: 'dropdown', label: 'Inner', items: [] }] }]))).toMatch(
      /^site\.config\.ts navbar\.items\[0\]\.items\[0\] \(type "dropdown"\): type: Invalid discriminator value\. Expected 'doc' \| 'link' \| 'html'/,
    );
    expect(errorOf(withItems([{ type: 'search' }, { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'a' }, { type: 'html' }] }]))).toMatch(
      /^site\.config\.ts navbar\.items\[1\]\.items\[1\] \(type "html"\): value: /,
    );
  });

  test('a docs version named in the navbar or as the current one must be configured', () => {
    expect(errorOf(withItems([{ type: 'search' }, { type: 'docsVersionDropdown', versions: ['current', '0.9'] }]))).toBe(
      'site.config.ts navbar.items[1] (type "docsVersionDropdown"): versions[1]: unknown docs version "0.9". Known versions: "current" (docs.versions)',
    );
    expect(errorOf({ ...siteData, docs: { ...siteData.docs, currentVersion: '2.0' } })).toBe(
      'site.config.ts docs.currentVersion: unknown docs version "2.0". Known versions: "current" (docs.versions)',
    );
  });

  test('every problem is reported, one line each; paths outside the navbar too', () => {
    const message = errorOf({
      ...withItems([{ type: 'link' }]),
      docs: { currentVersion: 'current', versions: [{ name: 'current', label: 'Next', path: 'x' }] },
    });
    expect(message.split('\n')).toEqual([
      'site.config.ts navbar.items[0] (type "link"): href: Invalid input: expected string, received undefined',
      'site.config.ts docs.versions[0].path: must start and end with "/"',
    ]);
  });
});
