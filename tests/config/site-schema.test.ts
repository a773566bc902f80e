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
  test('the site and the browser-test navbar controls validate; position defaults to right', () => {
    expect(parseSiteData(siteData).navbar.items.map((i) => i.type)).toEqual(['search']);
    const items = parseSiteData(withItems([...e2eFixtureNavbarItems, { type: 'localeDropdown' }])).navbar.items;
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['localeDropdown', 'docsVersionDropdown', 'search', 'html']));
    expect(items.at(-1)).toEqual({ type: 'localeDropdown', position: 'right' });
  });

  test('a navbar control missing a field of its type names the item index, its type and the field', () => {
    expect(errorOf(withItems([{ type: 'search' }, { type: 'html' }]))).toMatch(/^site\.config\.ts navbar\.items\[1\] \(type "html"\): value: /);
  });

  test('a page or link in the navbar controls is sent to content/_nav/navbar.yaml', () => {
    expect(errorOf(withItems([{ type: 'doc', docId: 'what-is-nillion' }]))).toBe(
      'site.config.ts navbar.items[0] (type "doc"): type: a navbar control is "search", "localeDropdown", "docsVersionDropdown" or "html"; pages and links go in content/_nav/navbar.yaml',
    );
  });

  test('a field of another type and a bad position are errors', () => {
    expect(errorOf(withItems([{ type: 'search', href: '/x' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "search"\): Unrecognized key: "href"/);
    expect(errorOf(withItems([{ type: 'search', position: 'middle' }]))).toMatch(/^site\.config\.ts navbar\.items\[0\] \(type "search"\): position: /);
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
      ...withItems([{ type: 'html' }]),
      docs: { currentVersion: 'current', versions: [{ name: 'current', label: 'Next', path: 'x' }] },
    });
    expect(message.split('\n')).toEqual([
      'site.config.ts navbar.items[0] (type "html"): value: Invalid input: expected string, received undefined',
      'site.config.ts docs.versions[0].path: must start and end with "/"',
    ]);
  });
});
