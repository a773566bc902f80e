/**
 * Runs a command and measures its wall time and the peak memory of its whole process tree (a build
 * spawns workers: the peak of the parent alone undercounts). Memory is the sum of `VmRSS` over the
 * child and all its descendants, sampled from Linux `/proc` (proc(5)); elsewhere it is null.
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

/** Child pids by parent pid, from /proc/<pid>/stat (field 4 is the parent). */
function childrenByParent(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited between readdir and read
    }
    // The command name (field 2) is in parentheses and may hold spaces: parse after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!map.has(ppid)) map.set(ppid, []);
    map.get(ppid)!.push(Number(name));
  }
  return map;
}

/** Resident memory of `root` and every descendant, in bytes. */
export function treeRssBytes(root: number): number {
  const children = childrenByParent();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (kb) total += Number(kb) * 1024;
    } catch {
      // exited while sampling
    }
    stack.push(...(children.get(pid) ?? []));
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
  const hasProc = fs.existsSync('/proc/self/status');
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
