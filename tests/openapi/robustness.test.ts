import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_LIMITS } from '@/lib/openapi/examples';
import type { OpenApiWarning } from '@/lib/openapi/errors';
import { generateApiModel, overweightPages, PAGE_WEIGHT_BUDGET_BYTES } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiModel, JsonValue, OperationModel } from '@/lib/openapi/types';

const fixture = (name: string) => `tests/fixtures/openapi/${name}`;

const operations = (model: ApiModel): OperationModel[] => model.pages.flatMap((p) => (p.operation ? [p.operation] : []));

function depthOf(value: JsonValue): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('the model of a spec given by absolute path', () => {
  it('stores the spec path relative to the repository', async () => {
    const absolute = await generateApiModel(`${process.cwd()}/${fixture('slug-sources.yaml')}`, { routePrefix: 'api/x', onWarning: () => {} });
    expect(absolute.source).toBe('tests/fixtures/openapi/slug-sources.yaml');
    expect(absolute.pages[1]!.entry.file).toBe('tests/fixtures/openapi/slug-sources.yaml#/paths/~1things~1{id}/get');
    expect(JSON.stringify(absolute)).not.toContain(process.cwd());
  });
});

describe('bounded examples and page weight', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await generateApiModel(fixture('big-examples.yaml'), { routePrefix: 'api/x' });
  });

  it('stops a generated example at the size and depth limits', () => {
    const op = operations(model)[0]!;
    const value = op.requestBody!.content[0]!.example!.value;
    expect(JSON.stringify(value).length).toBeLessThanOrEqual(EXAMPLE_LIMITS.maxBytes);
    expect(JSON.stringify(value).length).toBeGreaterThan(EXAMPLE_LIMITS.maxBytes / 2);
    expect(depthOf(value)).toBeLessThanOrEqual(EXAMPLE_LIMITS.maxDepth + 1);
    // Schema order: the first properties are there, the last level's are not all reached.
    const level1 = resolveSchema(op.requestBody!.content[0]!.schema!, model.schemas);
    expect(Object.keys(value as object)[0]).toBe(level1.properties![0]!.name);
    expect(Object.keys(value as object).length).toBeLessThan(level1.properties!.length);
  });

  it('keeps the samples as bounded as the example', () => {
    const curl = operations(model)[0]!.samples.find((s) => s.lang === 'curl')!.code;
    expect(curl.length).toBeLessThan(3 * EXAMPLE_LIMITS.maxBytes);
  });

  it('reports operation pages over the page-weight budget', () => {
    expect(PAGE_WEIGHT_BUDGET_BYTES).toBe(30 * 1024);
    expect(overweightPages(model)).toEqual([]);
    const heavy = overweightPages(model, 100);
    expect(heavy.map((h) => h.id)).toEqual(['api/x/create-report']);
    expect(heavy[0]!.pointer).toBe('#/paths/~1reports/post');
    expect(heavy[0]!.bytes).toBeGreaterThan(100);
  });

  it('warns about them while generating, naming route and pointer', async () => {
    const warnings: OpenApiWarning[] = [];
    await generateApiModel(fixture('big-examples.yaml'), { routePrefix: 'api/x', pageWeightBudgetBytes: 1024, onWarning: (w) => warnings.push(w) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.pointer).toBe('#/paths/~1reports/post');
    expect(warnings[0]!.message).toMatch(
      /^tests\/fixtures\/openapi\/big-examples\.yaml: 1 operation page over the page-weight budget \(1\.0 KiB gzip of the page's generated data\); .*\n {2}\/api\/x\/create-report \(#\/paths\/~1reports\/post\): \d+\.\d KiB$/,
    );
  });
});
