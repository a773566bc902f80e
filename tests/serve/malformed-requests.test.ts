import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServeProcess, type ServeProcess } from '../../scripts/serve-process';
import { tempTree } from '../helpers';

const out = tempTree({ 'index.html': 'home page', 'foo.html': 'foo page', '404.html': 'not found page' });

/** Sends raw bytes on a fresh connection and resolves with the status of the first response. */
function rawStatus(origin: string, bytes: string): Promise<number> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(Number(/^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1] ?? NaN));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed without a response to ${JSON.stringify(bytes.slice(0, 60))}: ${received}`)));
    socket.write(bytes);
  });
}

// Request lines a hostile page or a fuzzer can send; none names a file of the export.
const MALFORMED = [
  'GET //[ HTTP/1.1',
  'GET //% HTTP/1.1',
  'GET //a|b/ HTTP/1.1',
  'GET //x:99999/ HTTP/1.1',
  'GET //.. HTTP/1.1',
  'GET /% HTTP/1.1',
  'GET /%00 HTTP/1.1',
  'GET /..%2f..%2fetc/passwd HTTP/1.1',
  'GET /a\\b HTTP/1.1',
  `GET /${'a'.repeat(8000)} HTTP/1.1`,
  'GET  HTTP/1.1',
  'GET http://[::1 HTTP/1.1',
  'GET * HTTP/1.1',
  'GET /%E0%A4%A HTTP/1.1',
  'GET /a b HTTP/1.1',
  '\u0000\u0001\u0002 / HTTP/1.1',
];

describe('npm start server against malformed request lines', () => {
  let server: ServeProcess;
  beforeAll(async () => {
    server = await startServeProcess(out);
  });
  afterAll(() => server.stop());

  it('answers each of 16 malformed request lines with 400 or 404 and keeps serving', async () => {
    expect(MALFORMED).toHaveLength(16);
    const statuses: Record<string, number> = {};
    for (const line of MALFORMED) statuses[line.slice(0, 40)] = await rawStatus(server.origin, `${line}\r\nHost: 127.0.0.1\r\n\r\n`);
    for (const [line, status] of Object.entries(statuses)) expect([400, 404], line).toContain(status);
    expect(server.alive()).toBe(true);
    const res = await fetch(`${server.origin}/foo`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('foo page');
  });
});
