/**
 * The generator: OpenAPI file in, model JSON out. Deterministic: the same spec bytes and options
 * give byte-identical output (no timestamps, no absolute paths, schema table sorted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadOpenApi } from './load';
import { buildApiModel } from './pages';
import type { ApiModel } from './types';

/** Options of one generation. */
export interface GenerateOptions {
  /** Route prefix of the pages (`api/nildb`). */
  routePrefix: string;
}

/** Repository-style path of a file: relative to the working directory, `/` separators. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(file));
  return (relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(file) : relative).split(path.sep).join('/');
}

/**
 * Loads, validates and models one spec.
 * @throws OpenApiError for an invalid or unsupported document, a missing slug source or a slug collision
 */
export async function generateApiModel(specFile: string, options: GenerateOptions): Promise<ApiModel> {
  const spec = await loadOpenApi(specFile);
  return buildApiModel(spec, { routePrefix: options.routePrefix, source: displayPath(specFile) });
}

/** The model as written to disk: two-space JSON with a final newline. */
export function serializeApiModel(model: ApiModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}

/**
 * Generates a spec's model and writes it, creating the folder; leaves an identical file untouched.
 * @returns the model and whether the file changed
 */
export async function writeApiModel(specFile: string, outFile: string, options: GenerateOptions): Promise<{ model: ApiModel; changed: boolean }> {
  const model = await generateApiModel(specFile, options);
  const text = serializeApiModel(model);
  const changed = !fs.existsSync(outFile) || fs.readFileSync(outFile, 'utf8') !== text;
  if (changed) {
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, text);
  }
  return { model, changed };
}

/**
 * Regenerates a spec's model in memory and compares it with the file on disk.
 * @returns `null` when the file is current, else why it is not
 */
export async function checkApiModel(specFile: string, modelFile: string, options: GenerateOptions): Promise<string | null> {
  const text = serializeApiModel(await generateApiModel(specFile, options));
  if (!fs.existsSync(modelFile)) return `${displayPath(modelFile)} is missing`;
  return fs.readFileSync(modelFile, 'utf8') === text ? null : `${displayPath(modelFile)} is out of date with ${displayPath(specFile)}`;
}
