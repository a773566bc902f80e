/**
 * Runs a command and measures its wall time and the peak memory of its whole process tree (a build
 * spawns workers: the peak of the parent alone undercounts). Memory is the sum of `VmRSS` over the
 * child and all its descendants, sampled from Linux `/proc` (proc(5); the children lists need a
 * kernel with CONFIG_PROC_CHILDREN, as Debian's and Ubuntu's have); elsewhere it is null.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The outcome of one measured command. */
export interface ProbeResult {
  exitCode: number;
  wallSeconds: number;
  /** Highest sampled resident memory of the process tree, in bytes (null without /proc). */
  peakRssBytes: number | null;
  /** Combined stdout and stderr. */
  output: string;
}

/** Resident memory of `root` and every descendant, in bytes: `VmRSS` of each, the tree walked through `/proc/<pid>/task/<tid>/children`. */
export function treeRssBytes(root: number): number {
  let total = 0;
  for (const stack = [root]; stack.length; ) {
    const pid = stack.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
        stack.push(...fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
      }
    } catch {
      // exited while sampling
    }
  }
  return total;
}

/**
 * Runs `command args` and samples its tree's memory every `sampleMs`.
 * @param options.env - environment of the child (defaults to this process's)
 */
export function probeCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; sampleMs?: number } = {},
): Promise<ProbeResult> {
  const hasProc = fs.existsSync(`/proc/${process.pid}/task/${process.pid}/children`);
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => chunks.push(c));
  let peak = 0;
  const sample = () => {
    if (hasProc && child.pid) peak = Math.max(peak, treeRssBytes(child.pid));
  };
  const timer = setInterval(sample, options.sampleMs ?? 200);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer);
      reject(new Error(`Could not start "${command}": ${error.message}`));
    });
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        exitCode: code ?? 1,
        wallSeconds: Number(process.hrtime.bigint() - started) / 1e9,
        peakRssBytes: hasProc ? peak : null,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
}

/**
 * {@link probeCommand} for a step that must succeed (a build).
 * @param what - the step, as the error names it (`The scaled build`)
 * @throws Error naming `what`, its exit code and a file in the temporary folder holding its output
 */
export async function probeOrThrow(what: string, command: string, args: string[], options: Parameters<typeof probeCommand>[2] = {}): Promise<ProbeResult> {
  const probe = await probeCommand(command, args, options);
  if (probe.exitCode === 0) return probe;
  const log = path.join(os.tmpdir(), `bench-${what.toLowerCase().replace(/\W+/g, '-')}.log`);
  fs.writeFileSync(log, probe.output);
  throw new Error(`${what} failed (exit ${probe.exitCode}); its output is in ${log}.`);
}
