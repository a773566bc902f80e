import { describe, expect, it } from 'vitest';
import { missingResultsHref, resolveHitUrl } from '@/lib/search/urls';

const base = { siteUrl: 'https://docs.nillion.com', externalUrlRegex: null, replaceSearchResultPathname: null };

describe('hit URLs', () => {
  it('turns absolute Algolia URLs and local routes into in-app paths with the anchor', () => {
    expect(resolveHitUrl('https://docs.nillion.com/nada-lang-types#primitive-types', base)).toEqual({
      href: '/nada-lang-types#primitive-types',
      external: false,
    });
    expect(resolveHitUrl('/nada-by-example/multiplication', base)).toEqual({ href: '/nada-by-example/multiplication', external: false });
  });

  it('applies replaceSearchResultPathname to the pathname only', () => {
    const rules = { ...base, replaceSearchResultPathname: { from: '/docs/', to: '/' } };
    expect(resolveHitUrl('https://docs.nillion.com/docs/quickstart?x=1#install', rules).href).toBe('/quickstart?x=1#install');
    // The text is literal, not a pattern: '.' only matches a dot.
    const literal = { ...base, replaceSearchResultPathname: { from: '/v1.0/', to: '/' } };
    expect(resolveHitUrl('/v1x0/page', literal).href).toBe('/v1x0/page');
    expect(resolveHitUrl('/v1.0/page', literal).href).toBe('/page');
  });

  it('leaves URLs matching externalUrlRegex untouched for a full page load', () => {
    const rules = { ...base, externalUrlRegex: '^https://github\\.com/', replaceSearchResultPathname: { from: '/', to: '/x/' } };
    expect(resolveHitUrl('https://github.com/NillionNetwork/nada', rules)).toEqual({ href: 'https://github.com/NillionNetwork/nada', external: true });
    expect(resolveHitUrl('https://docs.nillion.com/a', rules)).toEqual({ href: '/x/a', external: false });
    expect(resolveHitUrl('https://github.com/x', base)).toEqual({ href: '/x', external: false });
  });

  it('builds the "Let us know." link with the query', () => {
    const href = missingResultsHref('https://github.com/orgs/NillionNetwork/discussions/new?category=bugs', 'a & b');
    expect(new URL(href!).searchParams.get('title')).toBe('Search: no results for "a & b"');
    expect(new URL(href!).searchParams.get('category')).toBe('bugs');
    expect(missingResultsHref(null, 'x')).toBeNull();
  });
});
