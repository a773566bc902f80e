import { describe, expect, it } from 'vitest';
import { absoluteUrl, editUrlFor, markdownFile, markdownHref, markdownUrl } from '@/lib/config/site-urls';
import { sitemapEntries } from '@/lib/content/sitemap';

const prod = { url: 'https://docs.nillion.com', basePath: '' };
// URLs as lib/config/env.ts hands them over: no trailing slash (tests/config/env.test.ts).
const preview = { url: 'https://example.org', basePath: '/preview/x' };

describe('site URLs', () => {
  it('maps routes to their Markdown file in out/', () => {
    expect(markdownFile('/')).toBe('index.md');
    expect(markdownFile('/nilup')).toBe('nilup.md');
    expect(markdownFile('/learn/architecture')).toBe('learn/architecture.md');
  });

  it('builds absolute URLs from the production URL and the base path', () => {
    expect(absoluteUrl('/', prod)).toBe('https://docs.nillion.com/');
    expect(absoluteUrl('/nilup', prod)).toBe('https://docs.nillion.com/nilup');
    expect(absoluteUrl('/', preview)).toBe('https://example.org/preview/x');
    expect(absoluteUrl('/nilup', preview)).toBe('https://example.org/preview/x/nilup');
    expect(markdownHref('/nilup', preview)).toBe('/preview/x/nilup.md');
    expect(markdownUrl('/', preview)).toBe('https://example.org/preview/x/index.md');
  });

  it('joins the edit base URL with the source file, and has no link without a base URL', () => {
    const base = 'https://github.com/NillionNetwork/docs/edit/main/';
    expect(editUrlFor('content/nada-by-example/r-p-s.mdx', base)).toBe('https://github.com/NillionNetwork/docs/edit/main/content/nada-by-example/r-p-s.mdx');
    expect(editUrlFor('openapi/nildb.yaml#/paths/~1api~1v1~1data/get', base)).toBe('https://github.com/NillionNetwork/docs/edit/main/openapi/nildb.yaml');
    expect(editUrlFor('content/nilup.mdx', null)).toBeNull();
  });

  it('lists the landing page and each entry once in the sitemap, with known dates', () => {
    const entries = [
      { id: 'a', route: '/a' },
      { id: 'api/x', route: '/api/x' },
    ];
    const chrome = { a: {}, 'api/x': { lastUpdated: '2024-05-01T00:00:00Z' } };
    expect(sitemapEntries(entries, chrome, { url: 'https://docs.nillion.com', basePath: '' })).toEqual([
      { url: 'https://docs.nillion.com/' },
      { url: 'https://docs.nillion.com/a' },
      { url: 'https://docs.nillion.com/api/x', lastModified: '2024-05-01T00:00:00Z' },
    ]);
  });
});
