/**
 * Builds the browser-test export `out-e2e/` (./fixture/env.ts): the site with the
 * announcement bar, navbar dropdowns, hide-on-scroll, feedback endpoint and AI assistant switched
 * on, plus test-only routes (`page.e2e.tsx`). `--if-stale` skips the build when out-e2e/ is newer
 * than every source file. Exits non-zero when the build fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR, FIXTURE_ENV, FIXTURE_OUT_DIR, FIXTURE_UNSET } from './fixture/env';
import { childProcessEnv } from '../../lib/config/env';

const SOURCES = ['app', 'components', 'lib', 'content', 'openapi', 'public', 'tests/e2e/fixture', 'site.config.ts', 'next.config.mjs', 'package-lock.json'];

function newestSourceMtime(root: string): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  SOURCES.forEach((s) => visit(path.join(root, s)));
  return newest;
}

/** True when out-e2e/ is missing or older than a source file. */
export function fixtureIsStale(root = process.cwd()): boolean {
  const marker = path.join(root, FIXTURE_OUT_DIR, '404.html');
  if (!fs.existsSync(marker)) return true;
  return newestSourceMtime(root) > fs.statSync(marker).mtimeMs;
}

/**
 * Compiles the content model and runs `next build` with the fixture environment.
 * @throws Error when the build fails
 */
export function buildFixture(root = process.cwd()): void {
  const env = childProcessEnv({ ...FIXTURE_ENV, NEXT_TELEMETRY_DISABLED: '1' }, FIXTURE_UNSET);
  console.log(`Building the browser-test export ${FIXTURE_OUT_DIR}/ …`);
  // Without an environment the child inherits this process's.
  const run = (command: string[], environment?: NodeJS.ProcessEnv) => {
    const result = spawnSync('npx', command, { cwd: root, env: environment, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The browser-test build failed (${command.join(' ')} exited with ${result.status}).`);
  };
  try {
    run(['tsx', 'scripts/prebuild.ts', '--content', FIXTURE_CONTENT_DIR], env);
    run(['next', 'build'], env);
  } finally {
    // The compiled model in .generated/ describes the site's own export again (out/, the link checks).
    run(['tsx', 'scripts/prebuild.ts']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && !fixtureIsStale()) console.log(`${FIXTURE_OUT_DIR}/ is up to date.`);
  else buildFixture();
}
