/**
 * The API half of the content compile: every spec in `openapi/` is parsed, validated and modelled
 * once per build (lib/openapi/generate.ts, strict: a warning is an error for the site's own specs),
 * or taken from the cache when neither the spec (with the files it names) nor the compiler changed. A spec's problems
 * become the compile's problems, at the spec's line and with the JSON pointer in the message, so
 * they are printed with every other content problem.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledProblem } from '../content/compiled';
import { listApiSpecs } from '../openapi/config';
import { OpenApiError } from '../openapi/errors';
import { generateApiModel, sortBySidebarPosition } from '../openapi/generate';
import { createLocator } from '../openapi/source-location';
import type { ApiModel } from '../openapi/types';

/** Folder of the cached API models, relative to the repository root. */
export const API_CACHE_DIR = path.join('.generated', 'cache', 'api-models');

/** What a cached model depends on besides its spec: the compiler and the OpenAPI layer (content-cache.ts `compilerFingerprint`). */
export const API_FINGERPRINT_SOURCES = ['lib/compile', 'lib/openapi', 'package-lock.json'] as const;

/** What {@link compileApiSpecs} produced. */
export interface ApiSpecsResult {
  /** The models in sidebar order (specs that failed are left out). */
  models: ApiModel[];
  problems: CompiledProblem[];
  /** How many specs were parsed in this run (the others came from the cache). */
  parses: number;
}

/**
 * The cache key of a spec: its file, the files of its folder it names (a `$ref` to another file
 * names it), the files those name, and so on, and the compiler's fingerprint. A spec that names no
 * neighbour is parsed again only when its own file changes.
 */
function specKey(specFile: string, routePrefix: string, fingerprint: string): string {
  const hash = createHash('sha256').update(fingerprint).update('\0').update(specFile).update('\0').update(routePrefix);
  const dir = path.dirname(specFile);
  const neighbours = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile());
  const read = new Map<string, Buffer>();
  const pending = [path.basename(specFile)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    const bytes = fs.readFileSync(path.join(dir, name));
    read.set(name, bytes);
    const text = bytes.toString('utf8');
    pending.push(...neighbours.filter((other) => !read.has(other) && text.includes(other)));
  }
  for (const name of [...read.keys()].sort()) hash.update('\0').update(name).update('\0').update(read.get(name)!);
  return hash.digest('hex');
}

/**
 * Models every spec of `<root>/openapi/`.
 * @param options.cacheDir - keep models between builds here (absolute); none: parse every spec
 * @param options.fingerprint - the compiler's fingerprint (content-cache.ts), part of the cache key
 * @param options.lastGood - each spec's last model that built, by spec path (`npm run dev`): a spec
 *   that stops building keeps its pages, which then show its problem, instead of vanishing
 */
export async function compileApiSpecs(
  root: string,
  options: { cacheDir?: string; fingerprint?: string; lastGood?: Map<string, ApiModel> } = {},
): Promise<ApiSpecsResult> {
  const problems: CompiledProblem[] = [];
  const models: ApiModel[] = [];
  let parses = 0;
  let specs: ReturnType<typeof listApiSpecs>;
  try {
    specs = listApiSpecs(root);
  } catch (error) {
    return { models, problems: [{ file: 'openapi', severity: 'error', message: (error as Error).message }], parses };
  }
  const keep = new Set<string>();
  for (const spec of specs) {
    const file = path.join(root, spec.spec);
    const key = options.cacheDir ? specKey(file, spec.routePrefix, options.fingerprint ?? '') : '';
    const cached = key ? path.join(options.cacheDir!, `${key}.json`) : '';
    if (cached) keep.add(`${key}.json`);
    if (cached && fs.existsSync(cached)) {
      const model = JSON.parse(fs.readFileSync(cached, 'utf8')) as ApiModel;
      models.push(model);
      options.lastGood?.set(spec.spec, model);
      continue;
    }
    parses += 1;
    try {
      const model = await generateApiModel(file, { routePrefix: spec.routePrefix, strict: true });
      models.push(model);
      options.lastGood?.set(spec.spec, model);
      if (cached) {
        fs.mkdirSync(options.cacheDir!, { recursive: true });
        // Written whole, then renamed: a build running beside this one never reads half a file.
        fs.writeFileSync(`${cached}.${process.pid}.tmp`, JSON.stringify(model));
        fs.renameSync(`${cached}.${process.pid}.tmp`, cached);
      }
    } catch (error) {
      if (!(error instanceof OpenApiError)) throw error;
      let line: number | undefined;
      let column: number | undefined;
      if (error.pointer) {
        const position = createLocator(fs.readFileSync(file, 'utf8'))(error.pointer);
        line = position?.line;
        column = position?.column;
      }
      problems.push({ file: spec.spec, ...(line ? { line } : {}), ...(column ? { column } : {}), severity: 'error', message: error.message });
      const lastGood = options.lastGood?.get(spec.spec);
      if (lastGood) models.push(lastGood);
    }
  }
  if (options.cacheDir && fs.existsSync(options.cacheDir)) {
    for (const name of fs.readdirSync(options.cacheDir))
      if (!keep.has(name) && name.endsWith('.json')) fs.rmSync(path.join(options.cacheDir, name), { force: true });
  }
  return { models: sortBySidebarPosition(models), problems, parses };
}
