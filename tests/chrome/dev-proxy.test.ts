import { describe, expect, test } from 'vitest';
// Next's own rewrite matching and destination compiling, so the test checks what `next dev` does.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { devProxyRewrites } from '@/lib/dev-proxy.mjs';

const TARGET = 'https://nildb-demo.nillion.network';
const DOC_IDS = ['api/overview', 'api/nildb/overview', 'api/nildb/get-health-status', 'what-is-nillion'];

/** Where `next dev` sends a request path: the proxied URL, or null when the site answers it. */
function route(pathname: string, target = TARGET): string | null {
  for (const rewrite of devProxyRewrites(target, DOC_IDS)) {
    const params = getPathMatch(rewrite.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (!params) continue;
    const { newUrl, parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rewrite.destination, params, query: {} });
    return `${parsedDestination.origin}${newUrl}`;
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
