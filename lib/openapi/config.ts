/**
 * The specs this site publishes: where each spec lives, the route prefix of its pages, and the
 * committed model file generated from it (`npm run gen:api` rewrites these files).
 */
import path from 'node:path';

/** One published spec. Paths are relative to the repository root. */
export interface ApiSpecConfig {
  /** The OpenAPI file (`openapi/nildb.yaml`). */
  spec: string;
  /** Route prefix of its pages (`api/nildb`). */
  routePrefix: string;
  /** The generated model (`openapi/generated/nildb.json`), committed. */
  model: string;
}

/** Folder of the committed generated models. */
export const GENERATED_DIR = 'openapi/generated';

/** The specs the site builds pages from, in sidebar order. */
export const API_SPECS: readonly ApiSpecConfig[] = [
  { spec: 'openapi/nildb.yaml', routePrefix: 'api/nildb', model: `${GENERATED_DIR}/nildb.json` },
];

/** The model file for a spec written into `outDir`: `<outDir>/<spec name>.json`. */
export function modelFileFor(spec: string, outDir: string): string {
  return path.join(outDir, `${path.basename(spec).replace(/\.(ya?ml|json)$/i, '')}.json`);
}

/** The default route prefix of a spec's pages: `api/<spec name>`. */
export function defaultRoutePrefix(spec: string): string {
  return `api/${path.basename(spec).replace(/\.(ya?ml|json)$/i, '')}`;
}
