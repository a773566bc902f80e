import { describe, expect, test } from 'vitest';
// path-to-regexp 6 is the matcher Next.js rewrites use for `source` and `destination` patterns.
import { compile, match } from 'path-to-regexp';
import { devProxyRewrites } from '@/lib/config/dev-proxy.mjs';

const TARGET = 'https://nildb-demo.nillion.network';
const DOC_IDS = ['api/overview', 'api/nildb/overview', 'api/nildb/get-health-status', 'what-is-nillion'];

/** Where `next dev` sends a request path: the proxied URL, or null when the site answers it. */
function route(pathname: string, target = TARGET): string | null {
  for (const rewrite of devProxyRewrites(target, DOC_IDS)) {
    const found = match<Record<string, string>>(rewrite.source, { strict: true, decode: decodeURIComponent })(pathname);
    if (!found) continue;
    const destination = new URL(rewrite.destination.replace(/:path$/, ''));
    return `${destination.origin}${destination.pathname}${compile(':path', { validate: false })(found.params)}`;
  }
  return null;
}

describe('dev proxy rewrites', () => {
  test('unmatched /api paths go to the database service with /api stripped', () => {
    expect(route('/api/v1/data/create')).toBe('https://nildb-demo.nillion.network/v1/data/create');
    expect(route('/api/health')).toBe('https://nildb-demo.nillion.network/health');
    expect(route('/api/v1/schemas', 'http://127.0.0.1:4599/')).toBe('http://127.0.0.1:4599/v1/schemas');
  });

  test('doc pages under /api/ stay on the site', () => {
    expect(route('/api/overview')).toBeNull();
    expect(route('/api/nildb/overview')).toBeNull();
    expect(route('/api/nildb/get-health-status')).toBeNull();
  });

  test('only exact doc routes are kept: deeper or similar paths are proxied', () => {
    expect(route('/api/overview/extra')).toBe('https://nildb-demo.nillion.network/overview/extra');
    expect(route('/api/nildb/overviews')).toBe('https://nildb-demo.nillion.network/nildb/overviews');
  });

  test('paths outside /api are never proxied', () => {
    expect(route('/what-is-nillion')).toBeNull();
    expect(route('/apis/v1')).toBeNull();
    expect(route('/api')).toBeNull();
  });
});

describe('next.config.mjs in the development phase', () => {
  test('adds the dev proxy, keeping the API doc pages of the compiled content model on the site', async () => {
    const { PHASE_DEVELOPMENT_SERVER } = await import('next/constants.js');
    const { default: config } = await import('../../next.config.mjs');
    const resolved = await config(PHASE_DEVELOPMENT_SERVER);
    const rewrites = (await resolved.rewrites?.()) as { afterFiles: { source: string }[] };
    expect(rewrites.afterFiles).toHaveLength(1);
    expect(rewrites.afterFiles[0]!.source).toMatch(/^\/api\/:path\(\(\?!\(\?:.*nildb\\\/overview.*\)\$\)\.\+\)$/);
  }, 60_000);
});
