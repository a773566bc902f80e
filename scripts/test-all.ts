/**
 * `npm test`: every check a change must pass, in the order that fails fastest — the compiled
 * content model (prebuild: front matter, MDX, internal links), types, module graph
 * (dependency-cruiser, .dependency-cruiser.cjs), MDX lint,
 * content check, unit tests, the static export (whose postbuild checks every link of the export),
 * then the browser tests in Debian Chromium against the export. Ends with one summary line,
 * `tests: N passed, N failed`, counting the vitest tests of both suites.
 * Set SKIP_BUILD=1 to reuse an existing out/ (local iteration only).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { readEnv } from '../lib/config/env';

interface Step {
  name: string;
  command: string[];
  /** vitest JSON report to count tests from. */
  report?: string;
}

const steps: Step[] = [
  // The compiled content model (.generated/content/) is an input of the types and the unit tests.
  { name: 'content model', command: ['npx', 'tsx', 'scripts/prebuild.ts'] },
  { name: 'types', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'module graph', command: ['npm', 'run', '--silent', 'check:deps'] },
  { name: 'mdx lint', command: ['npx', 'tsx', 'scripts/lint-mdx.ts'] },
  { name: 'content check', command: ['npx', 'tsx', 'scripts/check-content.ts'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.test-results/unit.json'], report: '.test-results/unit.json' },
  ...(readEnv().skipBuild ? [] : [{ name: 'build + export link check', command: ['npm', 'run', 'build'] }]),
  {
    name: 'browser tests',
    command: ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', '--outputFile=.test-results/e2e.json'],
    report: '.test-results/e2e.json',
  },
];

let passed = 0;
let failed = 0;
const failures: string[] = [];
fs.rmSync('.test-results', { recursive: true, force: true });
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit' });
  console.log(`=== ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (step.report && fs.existsSync(step.report)) {
    const report = JSON.parse(fs.readFileSync(step.report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (run.status !== 0) {
    failures.push(step.name);
    if (!step.report) failed += 1; // a failing check counts as a failed test
    if (step.name.startsWith('build')) break; // the browser tests need the export
  } else if (!step.report) {
    passed += 1;
  }
}
if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
