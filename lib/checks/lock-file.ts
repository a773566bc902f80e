import { spawnSync } from 'node:child_process';

/** What {@link checkLockFile} found. */
export interface LockFileResult {
  ok: boolean;
  /** npm's own lines about the mismatch (`Missing: … from lock file`, `Invalid: …`), empty when ok. */
  problems: string[];
}

/**
 * Whether strict `npm ci` accepts a project's lock file, asked of npm itself: `npm ci --dry-run`
 * reads package.json and package-lock.json and refuses a lock that is out of sync (a missing
 * entry, such as an optional platform build of a dependency, or a version package.json no longer
 * allows) exactly as the install in a workflow would, without touching `node_modules`.
 * @param dir - the project folder (holds package.json and package-lock.json)
 * @returns `ok` and npm's reasons when it is not
 */
export function checkLockFile(dir: string): LockFileResult {
  const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.status === 0) return { ok: true, problems: [] };
  const lines = `${result.stderr}\n${result.stdout}`.split('\n').map((line) => line.replace(/^npm (?:error|ERR!)\s?/, '').trim());
  const reasons = [...new Set(lines.filter((line) => /^(Missing|Invalid):/.test(line)))];
  return { ok: false, problems: reasons.length ? reasons : lines.filter(Boolean).slice(0, 10) };
}
