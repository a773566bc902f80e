// The 404 page's "Did you mean": the site's route an address most likely meant, over the routes of
// the real content model.
import { describe, expect, it } from 'vitest';
import { getContentIndex } from '@/lib/content';
import { closestRoute } from '@/lib/search/closest-route';

const routes = async () => (await getContentIndex()).entries.map((entry) => entry.route);

describe('closestRoute', () => {
  it.each([
    ['a swapped pair of letters', '/build/secretVault-secretDataAnalytics/upload-retreive', '/build/secretVault-secretDataAnalytics/upload-retrieve'],
    ['a missing letter', '/js-client-hooks-value', '/js-client-hooks-values'],
    ['an old-style /docs/ prefix', '/docs/quickstart', '/quickstart'],
    ['a prefix and a typo', '/docs/js-client-hooks-value', '/js-client-hooks-values'],
    ['other case, .html and a trailing slash', '/QuickStart.html/', '/quickstart'],
    ['a percent-escaped address', '/js%2Dclient%2Dhooks%2Dvalue', '/js-client-hooks-values'],
  ])('%s: %s → %s', async (_name, pathname, expected) => {
    const all = await routes();
    expect(all).toContain(expected);
    expect(closestRoute(pathname, '', all)).toBe(expected);
  });

  it('reads the address below the base path', async () => {
    expect(closestRoute('/preview/x/docs/quickstart', '/preview/x', await routes())).toBe('/quickstart');
  });

  it.each([['/'], ['/zzzzzzzzzzzz'], ['/nil'], ['/%E0%A4%A']])('offers nothing for an address close to no page: %s', async (pathname) => {
    expect(closestRoute(pathname, '', await routes())).toBeNull();
  });

  it('prefers the fewest edits, then the route listed first', () => {
    expect(closestRoute('/abcdefghij', '', ['/abcdefghXY', '/abcdefghiX', '/abcdefghiY'])).toBe('/abcdefghiX');
  });
});
