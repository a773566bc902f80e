/**
 * Builds the browser-test exports (./fixture/env.ts): `out-e2e/`, the site with the
 * announcement bar, navbar dropdowns, hide-on-scroll, feedback endpoint and AI assistant switched
 * on, plus test-only routes (`page.e2e.tsx`); `out-preview/`, the site built with a preview base
 * path. `--if-stale` skips a build when its folder is newer than every source file. Exits non-zero
 * when a build fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIXTURE_CONTENT_DIR, FIXTURE_ENV, FIXTURE_OUT_DIR, FIXTURE_UNSET, PREVIEW_BASE_PATH, PREVIEW_OUT_DIR } from './fixture/env';
import { childProcessEnv } from '../../lib/config/env';
import { writeHostingFiles } from '../../lib/hosting/write-hosting-files';
import { loadSiteConfig } from '../../lib/site-config';

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

/** True when the export folder (default out-e2e/) is missing or older than a source file. */
export function fixtureIsStale(root = process.cwd(), outDir: string = FIXTURE_OUT_DIR): boolean {
  const marker = path.join(root, outDir, '404.html');
  if (!fs.existsSync(marker)) return true;
  return newestSourceMtime(root) > fs.statSync(marker).mtimeMs;
}

/**
 * Compiles the content model, runs `next build` with the fixture environment, then adds the hosting
 * files of the fixture's configuration (CSP `<meta>`, `_headers`, compressed siblings) as the
 * postbuild does for the site.
 * @throws Error when the build fails
 */
export async function buildFixture(root = process.cwd()): Promise<void> {
  const env = childProcessEnv({ ...FIXTURE_ENV, NEXT_TELEMETRY_DISABLED: '1' }, FIXTURE_UNSET);
  console.log(`Building the browser-test export ${FIXTURE_OUT_DIR}/ …`);
  const run = (command: string[], environment?: NodeJS.ProcessEnv) => npx(root, command, environment);
  // E2E_FIXTURE=1: the model goes to its own folder, so the site's (.generated/content/) is untouched.
  run(['tsx', 'scripts/prebuild.ts', '--content', FIXTURE_CONTENT_DIR], env);
  run(['next', 'build'], env);
  await writeHostingFiles(path.join(root, FIXTURE_OUT_DIR), loadSiteConfig({ ...env, NODE_ENV: 'production' }));
}

/**
 * Runs `npx <command>` in `root`; without an environment the child inherits this process's.
 * @throws Error naming the command when it exits non-zero
 */
function npx(root: string, command: string[], env?: NodeJS.ProcessEnv): void {
  const result = spawnSync('npx', command, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The browser-test build failed (${command.join(' ')} exited with ${result.status}).`);
}

/**
 * Builds the site as a pull request preview is built (BASE_PATH={@link PREVIEW_BASE_PATH}) into
 * `out-preview/`, then runs the site's postbuild on it.
 * @throws Error when the build or the postbuild fails
 */
export function buildPreviewFixture(root = process.cwd()): void {
  const unset = ['E2E_FIXTURE', ...FIXTURE_UNSET.filter((k) => k !== 'BASE_PATH')];
  const env = childProcessEnv({ BASE_PATH: PREVIEW_BASE_PATH, E2E_PREVIEW: '1', NEXT_TELEMETRY_DISABLED: '1' }, unset);
  console.log(`Building the base-path export ${PREVIEW_OUT_DIR}/ (BASE_PATH=${PREVIEW_BASE_PATH}) …`);
  npx(root, ['next', 'build'], env);
  npx(root, ['tsx', 'scripts/postbuild.ts', PREVIEW_OUT_DIR], env);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `tsx tests/e2e/build-fixture.ts [fixture] [preview] [--if-stale]`: the named exports (both when
  // none is named); `npm test` builds them as two steps beside the site's build.
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'if-stale': { type: 'boolean', default: false } } });
  const unknown = positionals.filter((p) => p !== 'fixture' && p !== 'preview');
  if (unknown.length) throw new Error(`Unknown export "${unknown.join('", "')}": name fixture, preview or both.`);
  const wanted = (name: string) => positionals.length === 0 || positionals.includes(name);
  const ifStale = values['if-stale'];
  if (wanted('fixture')) {
    if (ifStale && !fixtureIsStale()) console.log(`${FIXTURE_OUT_DIR}/ is up to date.`);
    else await buildFixture();
  }
  if (wanted('preview')) {
    if (ifStale && !fixtureIsStale(process.cwd(), PREVIEW_OUT_DIR)) console.log(`${PREVIEW_OUT_DIR}/ is up to date.`);
    else buildPreviewFixture();
  }
}
