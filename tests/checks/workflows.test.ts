import { expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { checkWorkflow } from './workflow-rules';

const WORKFLOWS = '.github/workflows';
const files = fs.readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

it('finds the CI, deploy and preview workflows', () => {
  expect(files).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml', 'preview.yml']));
});

it.each(files)('%s is a valid workflow with pinned actions', (name) => {
  const file = path.join(WORKFLOWS, name);
  expect(checkWorkflow(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
});

it('reports a broken workflow: an unknown key, a missing runs-on, an action pinned by tag', () => {
  const file = 'tests/fixtures/workflows/broken.yml';
  const messages = checkWorkflow(file, fs.readFileSync(file, 'utf8')).map((p) => `${p.line}: ${p.message}`);
  expect(messages.some((m) => /runs-onn/.test(m))).toBe(true);
  expect(messages.some((m) => m.includes('/jobs/test/runs-on: This property is required'))).toBe(true);
  expect(messages).toContainEqual(expect.stringMatching(/^7: "actions\/checkout@v4" must be pinned/));
});

it('reports YAML that does not parse with its line', () => {
  const problems = checkWorkflow('x.yml', 'on: push\njobs:\n  a: [\n');
  expect(problems.length).toBeGreaterThan(0);
  expect(problems[0]!.line).toBeGreaterThan(1);
});

it('refuses npm beside a write token, a Node version of its own and a cancelled production run', () => {
  const text = [
    'name: Bad',
    'on:',
    '  push:',
    '    branches: [main]',
    'concurrency:',
    '  group: x',
    '  cancel-in-progress: true',
    'permissions:',
    '  contents: write',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
    '      - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0',
    '        with:',
    '          node-version: 20',
    '      - run: npm ci && npm run build',
    '',
  ].join('\n');
  const messages = checkWorkflow('bad.yml', text).map((p) => `${p.line}: ${p.message}`);
  expect(messages).toEqual([
    '7: a production workflow must never cancel a run: set cancel-in-progress: false',
    expect.stringMatching(/^12: job "build" runs npm with write permission/),
    expect.stringMatching(/^14: job "build" runs npm: its checkout must set "persist-credentials: false"/),
    expect.stringMatching(/^15: job "build": actions\/setup-node must read "node-version-file: \.nvmrc"/),
  ]);
});

it('names the source line of a step after a long line (ranges are offsets into the file as written)', () => {
  const text = [
    'name: Long',
    'on: pull_request',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    `      - run: echo "${'a long command line that YAML would fold when it writes the document back out '.repeat(2)}"`,
    '      - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0',
    '        with:',
    '          node-version: 20',
    '',
  ].join('\n');
  expect(checkWorkflow('long.yml', text).map((p) => p.line)).toEqual([8]);
});
