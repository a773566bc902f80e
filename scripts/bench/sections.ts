/**
 * The sections `npm run bench` runs after the page measurements, in order. A new benchmark exports
 * a {@link BenchSection} (./section.ts) and is listed here; its budgets belong in ./budgets.ts.
 */
import { apiCorpusSection, apiGeneratorSection } from './api-generator';
import type { BenchSection } from './section';
import { searchSection } from './search';
import { serveLoadSection } from './serve-load';

/** Every section of the benchmark. */
export const BENCH_SECTIONS: readonly BenchSection[] = [searchSection, apiGeneratorSection, apiCorpusSection, serveLoadSection];
