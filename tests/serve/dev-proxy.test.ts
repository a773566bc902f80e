import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devProxyUrl, forwardRequest } from '@/lib/serve/dev-proxy';

const TARGET = 'https://nildb-demo.nillion.network';
const DOC_IDS = new Set(['api/overview', 'api/nildb/overview', 'api/nildb/get-health-status']);

describe('devProxyUrl', () => {
  test.each([
    // Unmatched /api paths go to the database service with /api stripped, query kept.
    ['/api/v1/data/create', TARGET, '', `${TARGET}/v1/data/create`],
    ['/api/health?full=1', TARGET, '', `${TARGET}/health?full=1`],
    ['/api/v1/schemas', 'http://127.0.0.1:4599/', '', 'http://127.0.0.1:4599/v1/schemas'],
    // Doc pages under /api/ stay on the site; only their exact routes: deeper or similar paths are proxied.
    ['/api/overview', TARGET, '', null],
    ['/api/nildb/overview', TARGET, '', null],
    ['/api/nildb/get-health-status?x=1', TARGET, '', null],
    ['/api/overview/extra', TARGET, '', `${TARGET}/overview/extra`],
    ['/api/nildb/overviews', TARGET, '', `${TARGET}/nildb/overviews`],
    // Paths outside /api are never proxied.
    ['/what-is-nillion', TARGET, '', null],
    ['/apis/v1', TARGET, '', null],
    ['/api', TARGET, '', null],
    ['/api/', TARGET, '', null],
    // Under a base path, only the base path's /api is proxied.
    ['/preview/x/api/v1/schemas', TARGET, '/preview/x', `${TARGET}/v1/schemas`],
    ['/preview/x/api/overview', TARGET, '/preview/x', null],
    ['/api/v1/schemas', TARGET, '/preview/x', null],
  ])('%s (target %s, base path "%s") → %s', (url, target, basePath, expected) => {
    expect(devProxyUrl(url, target, DOC_IDS, basePath)).toBe(expected);
  });
});

describe('forwardRequest', () => {
  let upstream: http.Server;
  let proxy: http.Server;
  let upstreamUrl = '';
  let proxyUrl = '';
  const seen: { method?: string; url?: string; host?: string; body: string }[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, host: req.headers.host, body });
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ echoed: body }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    proxy = http.createServer((req, res) => {
      const target = devProxyUrl(req.url ?? '/', upstreamUrl, DOC_IDS);
      if (target) forwardRequest(req, res, target);
      else res.end('site');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('method, path, query and body reach the target, its status, headers and body come back', async () => {
    const response = await fetch(`${proxyUrl}/api/v1/data/create?dry=1`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({ echoed: '{"a":1}' });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/v1/data/create?dry=1', host: new URL(upstreamUrl).host, body: '{"a":1}' });
  });

  test('doc pages are answered by the site', async () => {
    expect(await (await fetch(`${proxyUrl}/api/nildb/overview`)).text()).toBe('site');
  });

  test('an unreachable target answers 502 naming the host and the variable', async () => {
    const dead = http.createServer((req, res) => forwardRequest(req, res, 'http://127.0.0.1:1/v1'));
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(dead.address() as AddressInfo).port}/api/v1`);
    await new Promise((resolve) => dead.close(resolve));
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/http:\/\/127\.0\.0\.1:1 did not answer .*NILDB_DEV_PROXY_TARGET/);
  });
});
