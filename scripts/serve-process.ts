/**
 * Runs `npm start`'s server (scripts/serve.ts) in a child process on 127.0.0.1 and a free port,
 * for measurements that need the server's own process: its open file descriptors
 * (`/proc/<pid>/fd`, Linux) and load without the measuring client in the same event loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A running server process. */
export interface ServeProcess {
  /** `http://127.0.0.1:<port>` (without the base path) */
  origin: string;
  /** open file descriptors of the server process (Linux `/proc`) */
  openDescriptors: () => number;
  /** whether the process is still running */
  alive: () => boolean;
  stop: () => Promise<void>;
}

const SERVE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');

/**
 * Starts scripts/serve.ts over `dir` and resolves once it prints its address.
 * @param dir - an export folder with a `404.html`
 * @throws Error when the process exits or prints no address within `timeoutMs`
 */
export function startServeProcess(dir: string, timeoutMs = 30_000): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_SCRIPT, '--dir', dir, '--host', '127.0.0.1', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(`no address after ${timeoutMs} ms`), timeoutMs);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`scripts/serve.ts ${why}:\n${output}`));
    }
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const onEarlyExit = (code: number | null) => fail(`exited with ${code}`);
    child.once('exit', onEarlyExit);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const origin = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!origin) return;
      clearTimeout(timer);
      child.removeListener('exit', onEarlyExit);
      resolve({
        origin,
        openDescriptors: () => fs.readdirSync(`/proc/${child.pid}/fd`).length,
        alive: () => !exited,
        stop: () => {
          if (!exited) child.kill();
          return exit;
        },
      });
    });
  });
}
