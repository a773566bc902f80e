import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** Two instances of the module, as two route bundles of one Next build have. */
async function twoInstances() {
  vi.resetModules();
  const a = await import('@/lib/content/process-memo');
  vi.resetModules();
  const b = await import('@/lib/content/process-memo');
  return [a, b] as const;
}

describe('processMemo', () => {
  it('shares one value between module instances in a production build', async () => {
    const [a, b] = await twoInstances();
    const create = vi.fn(() => ({ built: true }));
    const key = `test-${Math.random()}`;
    expect(a.processMemo(key, create, true)).toBe(b.processMemo(key, create, true));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('does not share outside production (dev server, tests, scripts)', async () => {
    const [a, b] = await twoInstances();
    const create = vi.fn(() => ({}));
    const key = `test-${Math.random()}`;
    expect(a.processMemo(key, create, false)).not.toBe(b.processMemo(key, create, false));
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('outside production, with a version: shared while the version stays, computed again when it changes', async () => {
    const [a, b] = await twoInstances();
    let version = 'one';
    const create = vi.fn(() => ({}));
    const key = `test-${Math.random()}`;
    const first = a.processMemo(key, create, false, () => version);
    expect(b.processMemo(key, create, false, () => version)).toBe(first);
    version = 'two';
    expect(a.processMemo(key, create, false, () => version)).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('fileVersion', () => {
  it('changes when the file is replaced or rewritten, and is `missing` for no file', async () => {
    const { fileVersion } = await import('@/lib/content/process-memo');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-version-'));
    const file = path.join(dir, 'model.json');
    try {
      expect(fileVersion(file)).toBe('missing');
      fs.writeFileSync(file, '{"a":1}');
      const first = fileVersion(file);
      expect(fileVersion(file)).toBe(first);
      fs.writeFileSync(`${file}.tmp`, '{"a":2}');
      fs.renameSync(`${file}.tmp`, file);
      expect(fileVersion(file)).not.toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
