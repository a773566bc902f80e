import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServeProcess, type ServeProcess } from '../../scripts/serve-process';
import { tempTree } from '../helpers';

const LARGE = 'x'.repeat(16 * 1024 * 1024);
const out = tempTree({ 'index.html': 'home', 'page.html': '<h1>page</h1>', 'large.bin': LARGE, '404.html': 'not found' });

/** A GET on a keep-alive agent; resolves with the status and headers, the body drained. */
function get(agent: http.Agent, url: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      })
      .on('error', reject);
  });
}

/** Starts a download of `url` and destroys the socket as soon as the first body bytes arrive. */
function abortMidBody(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
  });
}

describe('npm start server file descriptors', () => {
  let server: ServeProcess;
  beforeAll(async () => {
    server = await startServeProcess(out);
  });
  afterAll(() => server.stop());

  it('returns to its descriptor count after 2,000 conditional GETs and 200 aborted downloads', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const first = await get(agent, `${server.origin}/page`);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    const start = server.openDescriptors();

    const statuses: number[] = [];
    for (let batch = 0; batch < 200; batch++) {
      const requests = Array.from({ length: 10 }, (_, i) =>
        get(agent, `${server.origin}/page`, i % 2 ? { 'If-None-Match': etag } : { 'If-Modified-Since': lastModified }),
      );
      for (const res of await Promise.all(requests)) statuses.push(res.statusCode ?? 0);
    }
    expect(statuses).toHaveLength(2000);
    expect(statuses.every((s) => s === 304)).toBe(true);
    agent.destroy();

    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(Array.from({ length: 10 }, () => abortMidBody(`${server.origin}/large.bin`)));
    }

    await vi.waitFor(() => expect(server.openDescriptors()).toBeLessThanOrEqual(start + 20), { timeout: 10_000, interval: 100 });
    expect(server.alive()).toBe(true);
    expect((await fetch(`${server.origin}/page`)).status).toBe(200);
  }, 120_000);
});
