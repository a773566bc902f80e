import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { checkLockFile } from '@/lib/checks/lock-file';

// npm is run on a copy, so nothing it might write lands in the repository.
let tmp: string | undefined;
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
});
function copyFixture(name: string): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  fs.cpSync(path.join('tests/fixtures/lock-file', name), tmp, { recursive: true });
  return tmp;
}

it('accepts a lock file in sync with package.json', () => {
  expect(checkLockFile(copyFixture('in-sync'))).toEqual({ ok: true, problems: [] });
});

it('refuses a lock file missing an entry, with npm’s reason', () => {
  const result = checkLockFile(copyFixture('missing-entry'));
  expect(result.ok).toBe(false);
  expect(result.problems).toEqual(['Missing: helper@1.0.0 from lock file']);
});
