/**
 * The sections `npm run bench` runs after the page measurements, in order. A new benchmark exports
 * a {@link BenchSection} (./section.ts) and is listed here; its budgets belong in ./budgets.ts.
 */
import type { BenchSection } from './section';
import { apiGeneratorSection } from './api-generator';
import { searchSection } from './search';

/** Every section of the benchmark. */
export const BENCH_SECTIONS: readonly BenchSection[] = [
  searchSection,
  apiGeneratorSection,
  // scripts/bench/api-corpus.ts and scripts/bench/serve-load.ts join here as sections of their own.
];
