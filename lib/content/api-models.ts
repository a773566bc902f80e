/**
 * The API models in the compiled content model, read side. The prebuild parses each spec of
 * `openapi/` once (lib/compile/api-specs.ts) and stores its model once, in `api-models.json` beside
 * `model.json`; an API page's components read their operation from it by content id. Nothing
 * here reads a spec.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiModel, ApiPageModel } from '../openapi/types';
import { compiledDir } from './compiled';
import { fileMemo } from './process-memo';

/** The file name of the API models in the compiled model's folder. */
export const API_MODELS_FILE = 'api-models.json';

/** A page together with the model it belongs to (for its schema table and document facts). */
export interface ApiPageData {
  page: ApiPageModel;
  model: ApiModel;
}

/**
 * The compiled API models in sidebar order: read once per production build process, in development
 * once per change of the file (so `npm run dev` shows an edited spec).
 * @throws Error naming the file and the command when it is missing
 */
export function readApiModels(root: string = process.cwd()): ApiModel[] {
  const file = path.join(root, compiledDir(), API_MODELS_FILE);
  return fileMemo('api-models', file, () => {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run prebuild\` (npm run build and npm run dev run it).`);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiModel[];
  });
}

/**
 * The generated page with the given content id, with its model.
 * @throws Error when no API page has that id (a caller bug: ids come from the index)
 */
export function getApiPage(id: string): ApiPageData {
  const file = path.join(process.cwd(), compiledDir(), API_MODELS_FILE);
  const data = fileMemo(
    'api-pages',
    file,
    () => new Map(readApiModels().flatMap((model) => model.pages.map((page) => [page.entry.id, { page, model }] as const))),
  ).get(id);
  if (!data) throw new Error(`No generated API page with id "${id}".`);
  return data;
}
