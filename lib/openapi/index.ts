/**
 * Runtime side of the API pages: reads the committed models (`openapi/generated/*.json`, written by
 * `npm run gen:api`) and hands their pages to the content compile and the API page view. Only fs
 * and JSON here: the parser, validator and highlighter never load in a build worker through this
 * file (the prebuild renders the pages' descriptions and code: lib/compile/api-html.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ApiEntry } from '../content/types';
import { processMemo } from '../content/process-memo';
import { listApiSpecs, type ApiSpecConfig } from './config';
import type { ApiModel, ApiPageModel } from './types';

/** A page together with the model it belongs to (for its schema table and document facts). */
export interface ApiPageData {
  page: ApiPageModel;
  model: ApiModel;
}

/**
 * Reads one committed model. Warns when the spec changed since it was generated (the prebuild
 * check turns that into an error for builds).
 * @throws Error naming the file and the command when the model is missing or from another format
 */
export function readApiModel(config: ApiSpecConfig, root: string = process.cwd()): ApiModel {
  const file = path.join(root, config.model);
  if (!fs.existsSync(file)) {
    throw new Error(`${config.model} is missing: run \`npm run gen:api\` to generate it from ${config.spec}.`);
  }
  const model = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiModel;
  if (model.formatVersion !== 1) throw new Error(`${config.model} has format ${String(model.formatVersion)}; run \`npm run gen:api\`.`);
  const specFile = path.join(root, config.spec);
  if (fs.existsSync(specFile) && createHash('sha256').update(fs.readFileSync(specFile)).digest('hex') !== model.sourceSha256) {
    console.warn(`warning: ${config.model} is older than ${config.spec}; run \`npm run gen:api\` to update the API pages.`);
  }
  return model;
}

/**
 * Models in sidebar order: by `info.x-sidebar-position` (ascending; specs without one last), then by
 * spec file name. Stable, so the result does not depend on the order of the input.
 */
export function sortBySidebarPosition(models: ApiModel[]): ApiModel[] {
  const position = (m: ApiModel) => m.document.sidebarPosition ?? Number.POSITIVE_INFINITY;
  return [...models].sort((a, b) => position(a) - position(b) || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
}

/** The committed models in sidebar order: read once per production build process, on every call elsewhere (a dev server follows spec edits). */
export function loadApiModels(): ApiModel[] {
  return processMemo('api-models', () => sortBySidebarPosition(listApiSpecs().map((config) => readApiModel(config))));
}

/** Every API page by content id with its model: read once per production build process, on every call elsewhere (as {@link loadApiModels}). */
function loadAll(): Map<string, ApiPageData> {
  return processMemo('api-pages', () => new Map(loadApiModels().flatMap((model) => model.pages.map((page) => [page.entry.id, { page, model }] as const))));
}

/**
 * API pages generated from `openapi/` as index entries.
 * @returns each spec's info page, then its operations grouped by tag in spec tag order, operations in spec order
 */
export function loadApiEntries(): ApiEntry[] {
  return [...loadAll().values()].map(({ page }) => page.entry);
}

/**
 * The generated page with the given content id.
 * @throws Error when no API page has that id (a caller bug: ids come from the index)
 */
export function getApiPage(id: string): ApiPageData {
  const data = loadAll().get(id);
  if (!data) throw new Error(`No generated API page with id "${id}".`);
  return data;
}
