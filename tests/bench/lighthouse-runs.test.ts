import { describe, expect, it } from 'vitest';
import type { LighthouseScores } from '@/scripts/bench/budgets';
import { median, summarizeRuns } from '@/scripts/bench/lighthouse-runs';

const run = (performance: number, tbtMs: number, benchmarkIndex: number, lcpMs = 1000): LighthouseScores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs,
  tbtMs,
  cls: 0,
  benchmarkIndex,
});

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect([median([97, 28, 51]), median([40, 10, 30, 20]), median([5])]).toEqual([51, 25, 5]);
    expect(() => median([])).toThrow(/at least one/);
  });
});

describe('summarizeRuns', () => {
  it('takes TBT as the median of the runs’ TBTs (not the TBT of the median run), listing each run, with the median benchmarkIndex', () => {
    const runs = [run(99, 28, 1500), run(97, 97, 900), run(100, 51, 1400), run(98, 30, 1600), run(96, 60, 1100)];
    const s = summarizeRuns(runs);
    expect(s.tbtMs).toBe(51);
    expect(s.tbtRunsMs).toEqual([28, 97, 51, 30, 60]);
    expect(s.benchmarkIndex).toBe(1400);
    // Scores come from the median run by performance: 98 (its own TBT is 30).
    expect(s.performance).toBe(98);
  });

  it('of an even count takes the worse middle run (equal performance: the higher LCP) and leaves benchmarkIndex out when no run has it', () => {
    const { benchmarkIndex: _a, ...a } = run(99, 10, 0, 1200);
    const { benchmarkIndex: _b, ...b } = run(99, 20, 0, 900);
    const s = summarizeRuns([a, b]);
    expect(s.lcpMs).toBe(1200);
    expect(s.tbtMs).toBe(15);
    expect('benchmarkIndex' in s).toBe(false);
  });
});
