/**
 * `npm test`: every check a change must pass — the lock file (strict `npm ci` accepts it), the compiled content model (prebuild: every
 * problem `npm run lint:mdx` reports, sidebars, internal links), then, while the static export builds (`next build` + postbuild, whose
 * postbuild checks every link of the export) and the browser tests' export
 * (tests/e2e/build-fixture.ts), the types, lint and format (Biome, biome.jsonc), module graph (dependency-cruiser, .dependency-cruiser.cjs),
 * content check and unit tests one after another; then the browser tests (Playwright,
 * playwright.config.ts) in Debian Chromium against the exports. Prints
 * each step's wall time and ends with one summary line, `tests: N passed, N failed`, counting the
 * vitest unit tests, the Playwright browser tests and each other check as one test.
 * Set SKIP_BUILD=1 to reuse an existing out/ (local iteration only).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { readEnv } from '../lib/config/env';

/** Where each suite writes its JSON report. */
const UNIT_REPORT = '.test-results/unit.json';
const E2E_REPORT = '.test-results/e2e.json';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** The step's JSON report and how to read its passed and failed counts (else the step counts as one test). */
  report?: { file: string; count: (file: string) => { passed: number; failed: number } };
  /** Run at a lower CPU priority (`nice`), so a step beside it on the critical path gets the cores first. */
  background?: boolean;
}

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

/** Counts of a vitest JSON report (`--reporter=json`). */
function vitestCounts(file: string) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/**
 * Counts of a Playwright JSON report (its `stats`): expected tests passed; unexpected and flaky
 * ones failed (a test that passes only on its retry is flaky, and a flaky test is a bug). Skipped tests count neither way.
 */
function playwrightCounts(file: string) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}

/** Runs one step with its output on this terminal, prefixed by start and end lines with the wall time. */
function run(step: Step): Promise<Outcome> {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    // `nice` before the command, so every process it starts inherits the lower priority.
    const command = step.background && process.platform !== 'win32' ? ['nice', '-n', '10', ...step.command] : step.command;
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ step, ok, seconds });
    };
    child.once('error', () => finish(false));
    child.once('exit', (code) => finish(code === 0));
  });
}

/** Runs steps one after another; returns every outcome. */
async function runInOrder(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await run(step));
  return outcomes;
}

// The compiled content model (.generated/content/) is an input of the types, the unit tests and
// the build, so it is written once, before they start (the build below skips npm's prebuild hook).
const contentModel: Step = { name: 'content model', command: ['npx', 'tsx', 'scripts/prebuild.ts'] };
// First and fast (about a second): a lock file that strict `npm ci` refuses breaks every workflow.
const lockFile: Step = { name: 'lock file', command: ['npx', 'tsx', 'scripts/check-lock.ts'] };
const checks: Step[] = [
  { name: 'types', command: ['npx', 'tsc', '--noEmit'] },
  // Biome: lint (recommended rules, biome.jsonc) and formatting, zero warnings.
  { name: 'lint and format', command: ['npx', 'biome', 'ci', '--error-on-warnings'] },
  { name: 'module graph', command: ['npm', 'run', '--silent', 'check:deps'] },
  { name: 'content check', command: ['npx', 'tsx', 'scripts/check-content.ts', '--compiled'] },
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${UNIT_REPORT}`],
    report: { file: UNIT_REPORT, count: vitestCounts },
  },
];
const build: Step[] = [
  { name: 'build', command: ['npx', 'next', 'build'] },
  { name: 'postbuild + export link check', command: ['npx', 'tsx', 'scripts/postbuild.ts'] },
];
// The browser tests' own export (tests/e2e/build-fixture.ts): out-e2e/, under a preview base path,
// with every optional feature, search by Algolia (against a local stub) and the fixture pages. It compiles its content model into its own
// folder, so the checks running meanwhile read the site's.
const testExport: Step = { name: 'browser-test export out-e2e/', command: ['npx', 'tsx', 'tests/e2e/build-fixture.ts'] };
const browserTests: Step = {
  name: 'browser tests',
  command: ['npx', 'playwright', 'test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT },
  report: { file: E2E_REPORT, count: playwrightCounts },
};

fs.rmSync('.test-results', { recursive: true, force: true });
const started = Date.now();
const outcomes: Outcome[] = [await run(lockFile), await run(contentModel)];
if (outcomes[1]!.ok) {
  // Two lanes on two cores. The builds run one after another: with `output: 'export'` every build
  // works in `.next/` (a custom distDir only names the export folder), and Next refuses a second
  // build there while one runs. They are the longer lane, so the checks run at a lower priority
  // and take the CPU the builds leave (a `next build` keeps about 1.3 of the 2 cores busy).
  const builds = readEnv().skipBuild ? [] : [...build, testExport];
  const [checked, built] = await Promise.all([runInOrder(checks.map((c) => ({ ...c, background: true }))), runInOrder(builds)]);
  outcomes.push(...checked, ...built);
  // The browser tests need the exports.
  if (built.every((o) => o.ok)) outcomes.push(await run(browserTests));
}

let passed = 0;
let failed = 0;
for (const { step, ok } of outcomes) {
  const counts = step.report && fs.existsSync(step.report.file) ? step.report.count(step.report.file) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    if (!ok && counts.failed === 0) failed += 1; // the run failed outside any test (setup, a crash)
  } else if (ok) passed += 1;
  else failed += 1; // a failing check counts as a failed test
}
console.log('\nWall time per step:');
for (const { step, ok, seconds } of outcomes) console.log(`  ${step.name.padEnd(32)} ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(32)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
const failures = outcomes.filter((o) => !o.ok).map((o) => o.step.name);
if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
