/**
 * Builds the browser-test export (./fixture/env.ts): `out-e2e/`, the site as a pull request
 * preview is built (under a base path), with the announcement bar, navbar dropdowns,
 * hide-on-scroll, feedback endpoint and AI assistant switched on, searching with Algolia against
 * the local stub (tests/e2e/algolia-stub.ts), plus test-only routes (`page.e2e.tsx`) and the
 * fixture pages. `--if-stale` skips the build when the folder is newer than every source file.
 * Exits non-zero when the build fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIXTURE_BASE_PATH, FIXTURE_CONTENT_DIR, FIXTURE_ENV, FIXTURE_OUT_DIR, FIXTURE_UNSET } from './fixture/env';

const SOURCES = ['app', 'components', 'lib', 'content', 'openapi', 'public', 'tests/e2e/fixture', 'site.config.ts', 'next.config.mjs', 'package-lock.json'];

function newestSourceMtime(root: string): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const s of SOURCES) visit(path.join(root, s));
  return newest;
}

/** True when the fixture export (out-e2e/) is missing or older than a source file. */
export function fixtureIsStale(root = process.cwd()): boolean {
  const marker = path.join(root, FIXTURE_OUT_DIR, '404.html');
  return !fs.existsSync(marker) || newestSourceMtime(root) > fs.statSync(marker).mtimeMs;
}

/**
 * Compiles the content model with the fixture pages, runs `next build` with the fixture
 * environment, then the site's postbuild on `out-e2e/` (Markdown and llms files, CSP `<meta>`,
 * `_headers`, compressed siblings, the export crawl), all with the fixture's configuration.
 * @throws Error when a step fails
 */
export function buildFixture(root = process.cwd()): void {
  const env: NodeJS.ProcessEnv = { ...process.env, ...FIXTURE_ENV, NEXT_TELEMETRY_DISABLED: '1' };
  for (const key of FIXTURE_UNSET) delete env[key];
  console.log(`Building the browser-test export ${FIXTURE_OUT_DIR}/ (BASE_PATH=${FIXTURE_BASE_PATH}) …`);
  // E2E_FIXTURE=1: the model goes to its own folder, so the site's (.generated/content/) is untouched.
  npx(root, ['tsx', 'scripts/prebuild.ts', '--content', FIXTURE_CONTENT_DIR], env);
  npx(root, ['next', 'build'], env);
  npx(root, ['tsx', 'scripts/postbuild.ts', FIXTURE_OUT_DIR], env);
}

/**
 * Runs `npx <command>` in `root` with the given environment.
 * @throws Error naming the command when it exits non-zero
 */
function npx(root: string, command: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npx', command, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The browser-test build failed (${command.join(' ')} exited with ${result.status}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `tsx tests/e2e/build-fixture.ts [--if-stale]`
  const { values } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } } });
  if (values['if-stale'] && !fixtureIsStale()) console.log(`${FIXTURE_OUT_DIR}/ is up to date.`);
  else buildFixture();
}
