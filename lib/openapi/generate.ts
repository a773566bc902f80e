/**
 * The generator: OpenAPI file in, model JSON out. Deterministic: the same spec bytes and options
 * give byte-identical output (no timestamps, no absolute paths, schema table sorted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { OpenApiError, UnexpectedGeneratorError, type OpenApiWarning } from './errors';
import { loadOpenApi } from './load';
import { buildApiModel } from './pages';
import { createLocator } from './source-location';
import type { ApiModel } from './types';

/** Options of one generation. */
export interface GenerateOptions {
  /** Route prefix of the pages (`api/nildb`). */
  routePrefix: string;
  /**
   * Receives each warning (renamed slugs, callbacks without a page, pages over
   * {@link PAGE_WEIGHT_BUDGET_BYTES}); by default they are printed with `console.warn`.
   */
  onWarning?: (warning: OpenApiWarning) => void;
  /** Page-weight budget in bytes; {@link PAGE_WEIGHT_BUDGET_BYTES} unless given. */
  pageWeightBudgetBytes?: number;
  /**
   * Every warning becomes an error: the accepted deviations from OpenAPI (leniency.ts), renamed
   * slugs, callbacks without a page, pages over the budget. `npm run gen:api -- --strict`; the
   * build checks the site's own specs this way.
   */
  strict?: boolean;
}

/**
 * Page-weight budget of one operation page, in bytes: the gzip size of the page's generated data
 * (its `ApiPageModel` as JSON: entry, outline, operation with examples and samples), a proxy
 * for the weight of the exported HTML. 30 KiB. A page over it is reported, not refused.
 */
export const PAGE_WEIGHT_BUDGET_BYTES = 30 * 1024;

/** The repository root: two folders above this module. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Repository-relative path of a file, with `/` separators (`../x.yaml` for a file outside the
 * repository): what the model and messages show, never an absolute path.
 */
export function displayPath(file: string): string {
  return path.relative(REPO_ROOT, path.resolve(file)).split(path.sep).join('/') || '.';
}

const defaultWarning = (warning: OpenApiWarning) => console.warn(`warning: ${warning.message}`);

/**
 * Loads, validates and models one spec. Each accepted deviation from OpenAPI (leniency.ts) is
 * reported as a warning naming file, line and JSON pointer.
 * @throws OpenApiError for an unreadable, unparsable, invalid or unsupported document, for
 *   repeated operationIds (naming each place), with `strict` for any warning (all of them listed),
 *   and for an unexpected failure while modelling it (then naming the spec file, the JSON pointer
 *   of the part being built and its line)
 */
export async function generateApiModel(specFile: string, options: GenerateOptions): Promise<ApiModel> {
  const source = displayPath(specFile);
  const warnings: OpenApiWarning[] = [];
  const onWarning = options.strict ? (warning: OpenApiWarning) => void warnings.push(warning) : (options.onWarning ?? defaultWarning);
  let model: ApiModel;
  try {
    const spec = await loadOpenApi(specFile, source);
    for (const deviation of spec.deviations) onWarning({ pointer: deviation.pointer, message: deviation.message });
    model = buildApiModel(spec, { routePrefix: options.routePrefix, onWarning });
  } catch (error) {
    throw asOpenApiError(specFile, source, error);
  }
  const budget = options.pageWeightBudgetBytes ?? PAGE_WEIGHT_BUDGET_BYTES;
  const heavy = overweightPages(model, budget);
  if (heavy.length) {
    onWarning({
      pointer: heavy[0]!.pointer,
      message:
        `${source}: ${heavy.length} operation page${heavy.length === 1 ? '' : 's'} over the page-weight budget ` +
        `(${(budget / 1024).toFixed(1)} KiB gzip of the page's generated data); shorten their descriptions or give smaller examples:\n` +
        heavy.map((h) => `  /${h.id} (${h.pointer}): ${(h.bytes / 1024).toFixed(1)} KiB`).join('\n'),
    });
  }
  if (warnings.length) {
    throw new OpenApiError(
      [`${source}: ${warnings.length} warning${warnings.length === 1 ? '' : 's'}, errors with --strict:`, ...warnings.map((w) => `  ${w.message}`)].join('\n'),
      source,
      warnings[0]!.pointer,
    );
  }
  return model;
}

/**
 * Operation pages whose generated data, gzipped, exceeds {@link PAGE_WEIGHT_BUDGET_BYTES}.
 * @returns each page's content id, operation pointer and gzip size in bytes, in page order
 */
export function overweightPages(model: ApiModel, budget: number = PAGE_WEIGHT_BUDGET_BYTES): { id: string; pointer: string; bytes: number }[] {
  return model.pages
    .filter((page) => page.operation)
    .map((page) => ({ id: page.entry.id, pointer: page.operation!.pointer, bytes: gzipSync(JSON.stringify(page)).length }))
    .filter((page) => page.bytes > budget);
}

/**
 * Any error from loading or modelling a spec, as an {@link OpenApiError}: an OpenApiError stays
 * as it is; an {@link UnexpectedGeneratorError} names the spec file, the pointer and its line;
 * anything else names the spec file.
 * @param specFile - the file as opened (to find the pointer's line)
 * @param source - the file as shown (repository-relative)
 */
export function asOpenApiError(specFile: string, source: string, error: unknown): OpenApiError {
  if (error instanceof OpenApiError) return error;
  const fix = 'The document may be valid: this is a generator bug; report it with the spec attached.';
  if (error instanceof UnexpectedGeneratorError) {
    let where = '';
    try {
      const position = createLocator(fs.readFileSync(specFile, 'utf8'))(error.pointer);
      if (position) where = ` (${source}:${position.line}:${position.column})`;
    } catch {
      // The location is a courtesy; the pointer alone still names the place.
    }
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    return new OpenApiError(`${source}: the generator failed at ${error.pointer}${where}: ${cause}. ${fix}`, source, error.pointer);
  }
  return new OpenApiError(`${source}: the generator failed: ${error instanceof Error ? error.message : String(error)}. ${fix}`, source);
}

/**
 * Models in sidebar order: by `info.x-sidebar-position` (ascending; specs without one last), then by
 * spec file name. Stable, so the result does not depend on the order of the input.
 */
export function sortBySidebarPosition(models: ApiModel[]): ApiModel[] {
  const position = (m: ApiModel) => m.document.sidebarPosition ?? Number.POSITIVE_INFINITY;
  return [...models].sort((a, b) => position(a) - position(b) || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
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
