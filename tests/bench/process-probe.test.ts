import { expect, it } from 'vitest';
import { probeCommand, treeRssBytes } from '@/scripts/bench/process-probe';

it('sums the resident memory of a process tree', () => {
  expect(treeRssBytes(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
});

it('measures wall time, exit code and the peak memory of a child and its own child', async () => {
  // The grandchild holds ~150 MB for 1 s: only a tree-wide sample sees it.
  const grandchild = 'const b = Buffer.alloc(150e6, 1); setTimeout(() => b.length, 1000);';
  const child = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(grandchild)}]); process.exit(3);`;
  const result = await probeCommand(process.execPath, ['-e', child], { sampleMs: 50 });
  expect(result.exitCode).toBe(3);
  expect(result.wallSeconds).toBeGreaterThan(0.9);
  expect(result.peakRssBytes).toBeGreaterThan(150e6);
});

it('rejects with the command name when it cannot start', async () => {
  await expect(probeCommand('/nonexistent/tool', [])).rejects.toThrow(/Could not start "\/nonexistent\/tool"/);
});
