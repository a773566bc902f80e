import http from 'node:http';
import net from 'node:net';
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

/** How a pipelining client leaves its connection. */
type Departure = 'reset' | 'half-close' | 'FIN';

/**
 * Opens one connection, writes `count` GETs of `path` in one go (HTTP/1.1 pipelining, RFC 9112
 * § 9.3.2) and waits for the first response bytes; resolves with the socket, paused.
 */
async function pipeline(origin: string, path: string, count: number): Promise<net.Socket> {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`.repeat(count));
  await new Promise((resolve) => socket.once('data', resolve));
  socket.pause();
  return socket;
}

describe('npm start server file descriptors under pipelining', () => {
  let server: ServeProcess;
  beforeAll(async () => {
    server = await startServeProcess(out);
  });
  afterAll(() => server.stop());

  // reset: the client sends RST. half-close: it sends FIN and keeps reading until the server closes.
  // FIN: it sends FIN, reads nothing more, and closes its side a moment later.
  it.each<Departure>(['reset', 'half-close', 'FIN'])(
    'returns to its descriptor count after 100 pipelined downloads on one connection end by %s',
    async (departure) => {
      const start = server.openDescriptors();
      const socket = await pipeline(server.origin, '/large.bin', 100);
      // Every queued request has opened its file: the scenario really holds descriptors.
      await vi.waitFor(() => expect(server.openDescriptors()).toBeGreaterThanOrEqual(start + 50), { timeout: 10_000, interval: 50 });

      if (departure === 'reset') socket.resetAndDestroy();
      else if (departure === 'half-close') {
        socket.end();
        socket.resume();
        await new Promise((resolve) => socket.once('close', resolve));
      } else {
        socket.end();
        await new Promise((resolve) => setTimeout(resolve, 300));
        socket.destroy();
      }

      await vi.waitFor(() => expect(server.openDescriptors()).toBeLessThanOrEqual(start), { timeout: 10_000, interval: 100 });
      expect(server.alive()).toBe(true);
      expect((await fetch(`${server.origin}/page`)).status).toBe(200);
    },
    60_000,
  );
});
