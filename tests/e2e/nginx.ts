import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** Debian's nginx (`.ci/run` installs it). NGINX_PATH overrides. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A running nginx for one test file. */
export interface NginxServer {
  /** `http://127.0.0.1:<port>` (no base path). */
  baseUrl: string;
  /** Stops nginx and removes its temporary folder. */
  close: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts nginx as the current user on a free loopback port, with a minimal main configuration of
 * its own (prefix, pid, logs and temp folders in a temporary folder; one process, `daemon off`)
 * whose server block has the export as root and includes the given hosting include.
 * @param options.exportDir - the export folder (`out`, `out-e2e`, …)
 * @param options.include - the nginx include to serve it with (deploy/nginx.conf or generated text)
 * @param options.basePath - serve the export under this prefix (the include must be generated for it)
 * @throws Error with nginx's error log when it does not answer within 15 s
 */
export async function startNginx(options: { exportDir: string; include: string; basePath?: string }): Promise<NginxServer> {
  const exportDir = path.resolve(options.exportDir);
  if (!fs.existsSync(path.join(exportDir, '404.html'))) throw new Error(`No export in ${options.exportDir}/: build it before the nginx tests.`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  let root = exportDir;
  if (options.basePath) {
    // The export appears at <root><basePath>, as on a host serving several previews side by side.
    root = path.join(tmp, 'site');
    const mount = path.join(root, options.basePath);
    fs.mkdirSync(path.dirname(mount), { recursive: true });
    fs.symlinkSync(exportDir, mount);
  }
  const includeFile = path.join(tmp, 'docs.conf');
  fs.writeFileSync(includeFile, options.include);
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${path.join(tmp, name)};`;
  fs.writeFileSync(
    path.join(tmp, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${path.join(tmp, 'nginx.pid')};`,
      `error_log ${path.join(tmp, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      `    include ${includeFile};`,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX_PATH, ['-p', tmp, '-e', path.join(tmp, 'error.log'), '-c', path.join(tmp, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(path.join(tmp, 'error.log')) ? fs.readFileSync(path.join(tmp, 'error.log'), 'utf8') : '';
      await close();
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    try {
      await fetch(`${baseUrl}/`);
      return { baseUrl, close };
    } catch {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** The directives of a serialised Content-Security-Policy, as name → sources. */
export function parseCsp(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * Records every `securitypolicyviolation` event of the context's pages from document creation on,
 * as `<directive> <blocked URI> <sample>`; read them with {@link cspViolations}.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`.trim()));
  });
}

/** The CSP violations recorded so far on the page ({@link recordCspViolations}). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** A raw GET from `origin`: the path goes on the request line as written, the body stays as sent (no decompression). */
export function rawGet(origin: string, rawPath: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
