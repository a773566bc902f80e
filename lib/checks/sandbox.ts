/**
 * Runs a tool on content (a code block of a page) in a sandbox: an empty environment (a fixed
 * `PATH`, `HOME` in the sandbox's own folder, `LANG`), a throwaway working folder (`mkdtemp`),
 * CPU time and memory limits (`prlimit` from util-linux, inherited by every child), a wall-clock
 * timeout, and — where the kernel lets an unprivileged user create namespaces (`unshare` from
 * util-linux) — no network and the repository mounted read-only. A block that reads the
 * environment sees nothing of the build's, one that writes into the repository fails, one that
 * loops or allocates without end is stopped, each with a clear error.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Limits of one run, far above the site's samples (the whole set compiles in under a minute): CPU
 * seconds of each process (RLIMIT_CPU), its address space in bytes (RLIMIT_AS), and the wall-clock
 * time of the whole run in ms.
 */
const LIMITS = { cpuSeconds: 120, memoryBytes: 4 * 1024 ** 3, timeoutMs: 600_000 };

/** The exit status of the namespace set-up when a read-only mount fails. */
const MOUNT_FAILED = 97;

let namespaces: boolean | undefined;

/** Whether this machine lets an unprivileged user create user, network and mount namespaces (`unshare -rnm`). */
function canUnshare(): boolean {
  namespaces ??= spawnSync('unshare', ['-r', '-n', '-m', 'true'], { stdio: 'ignore' }).status === 0;
  return namespaces;
}

/** What a sandboxed run produced. */
export interface SandboxRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Why the run was stopped or could not start, as a sentence; `undefined` when it ran to its end. */
  failure?: string;
  /** Whether the run had no network and a read-only repository (namespaces were available). */
  isolated: boolean;
}

/**
 * Runs `command args` in the sandbox, the working directory (the repository) mounted read-only.
 * @param options.input - text for its standard input
 * @param options.env - variables the tool needs besides `PATH`, `HOME` and `LANG`
 */
export function runSandboxed(command: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): SandboxRun {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-sample-'));
  try {
    const limited = ['prlimit', `--cpu=${LIMITS.cpuSeconds}`, `--as=${LIMITS.memoryBytes}`, '--', command, ...args];
    const isolated = canUnshare();
    // In the new namespaces: the repository bound onto itself and remounted read-only, then the tool.
    const script = `mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" || exit ${MOUNT_FAILED}; shift; exec "$@"`;
    const argv = isolated ? ['unshare', '-r', '-n', '-m', '--', 'sh', '-c', script, 'sandbox', process.cwd(), ...limited] : limited;
    const run = spawnSync(argv[0]!, argv.slice(1), {
      cwd: dir,
      // Only these variables: the build's (tokens, keys) never reach the tool. (Next.js's typing of
      // ProcessEnv requires NODE_ENV, which a Python tool has no use for.)
      env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8', ...options.env } as unknown as NodeJS.ProcessEnv,
      input: options.input,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      timeout: LIMITS.timeoutMs,
      killSignal: 'SIGKILL',
    });
    const failure = run.error
      ? (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT'
        ? `was stopped after ${LIMITS.timeoutMs / 1000} s (the sandbox's time limit)`
        : `could not start: ${run.error.message}`
      : run.signal === 'SIGXCPU' || run.signal === 'SIGKILL'
        ? `was stopped by ${run.signal}: it used its ${LIMITS.cpuSeconds} CPU seconds (the sandbox's limit)`
        : run.status === MOUNT_FAILED && isolated
          ? 'could not mount the repository read-only in its namespace'
          : undefined;
    return { status: run.status, stdout: run.stdout ?? '', stderr: run.stderr ?? '', failure, isolated };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `use` with a fresh folder in `<root>/node_modules/.cache/<name>/`, removed afterwards: inside
 * node_modules, so the samples written there resolve their imports and the site's own checks skip them.
 */
export function withCacheFolder<T>(root: string, name: string, use: (dir: string) => T): T {
  const cache = path.join(root, 'node_modules', '.cache', name);
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'run-'));
  try {
    return use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
