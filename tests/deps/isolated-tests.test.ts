import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from '@/vitest.config';

/**
 * Calls that change modules or globals for the rest of a module graph, writes to process.env, and
 * the happy-dom environment (its document, URL and storage would outlive the file).
 */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|process\.env\.[A-Z_]+\s*=[^=]|delete process\.env\b|@vitest-environment happy-dom/;
const SELF = 'tests/deps/isolated-tests.test.ts';

function unitTestFiles(dir = 'tests'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.posix.join(dir, d.name);
    if (d.isDirectory()) return p === 'tests/e2e' ? [] : unitTestFiles(p);
    return /\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}

describe('unit tests that share a module graph', () => {
  it('leave modules, globals, process.env and the DOM alone; the files that touch them run isolated', () => {
    const changing = unitTestFiles().filter((f) => f !== SELF && NEEDS_ISOLATION.test(fs.readFileSync(f, 'utf8')));
    expect(changing.length).toBeGreaterThan(0);
    expect([...changing].sort(), 'add these files to ISOLATED_TEST_FILES in vitest.config.ts').toEqual([...ISOLATED_TEST_FILES].sort());
  });
});
