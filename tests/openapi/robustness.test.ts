import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_LIMITS } from '@/lib/openapi/examples';
import type { OpenApiWarning } from '@/lib/openapi/errors';
import { generateApiModel, overweightPages, PAGE_WEIGHT_BUDGET_BYTES } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiModel, JsonValue, OperationModel } from '@/lib/openapi/types';

const fixture = (name: string) => `tests/fixtures/openapi/${name}`;

async function generate(name: string): Promise<{ model: ApiModel; warnings: OpenApiWarning[] }> {
  const warnings: OpenApiWarning[] = [];
  const model = await generateApiModel(fixture(name), { routePrefix: 'api/x', onWarning: (w) => warnings.push(w) });
  return { model, warnings };
}

const operations = (model: ApiModel): OperationModel[] => model.pages.flatMap((p) => (p.operation ? [p.operation] : []));
const byPointer = (model: ApiModel, pointer: string) => model.pages.find((p) => p.operation?.pointer === pointer)!;

function depthOf(value: JsonValue): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('an allOf that merges a schema reaching itself through merged properties', () => {
  let model: ApiModel;
  let warnings: OpenApiWarning[];
  beforeAll(async () => {
    ({ model, warnings } = await generate('allof-cycle.yaml'));
  });

  it('is merged once per level and stops at the recursive reference', () => {
    const info = model.schemas['#/components/schemas/ModelInfo']!;
    expect(info.description).toBe('Everything known about a model.');
    expect(info.properties!.map((p) => p.name)).toEqual(['children']);
    // Both members declare `children` as ChildEntity[]: merged into one array of ChildEntity.
    const children = info.properties![0]!.schema;
    expect(children.type).toEqual(['array']);
    expect(children.items).toEqual({ ref: '#/components/schemas/ChildEntity', name: 'ChildEntity' });
    const child = model.schemas['#/components/schemas/ChildEntity']!;
    expect(child.properties!.find((p) => p.name === 'children')!.schema.items).toEqual({ ref: '#/components/schemas/ChildEntity', name: 'ChildEntity' });
    expect(warnings).toEqual([]);
  });

  it('gives a finite example', () => {
    const example = byPointer(model, '#/paths/~1models~1{id}/get').operation!.responses[0]!.content[0]!.example!;
    expect(example).toEqual({ value: { children: [{ id: '00000000-0000-4000-8000-000000000000', children: [] }] }, generated: true });
  });
});

describe('slug sources', () => {
  let model: ApiModel;
  let warnings: OpenApiWarning[];
  beforeAll(async () => {
    ({ model, warnings } = await generate('slug-sources.yaml'));
  });

  it('routes an operation with neither operationId nor summary by method and path, titled by them', () => {
    const page = byPointer(model, '#/paths/~1things~1{id}/get');
    expect(page.entry).toMatchObject({ id: 'api/x/get-things-id', route: '/api/x/get-things-id', title: 'GET /things/{id}' });
  });

  it('keeps non-Latin letters of a summary in the slug', () => {
    expect(byPointer(model, '#/paths/~1users/get').entry).toMatchObject({ id: 'api/x/获取用户列表', title: '获取用户列表' });
    expect(byPointer(model, '#/paths/~1users~1{id}/get').entry.id).toBe('api/x/получить-пользователя');
  });

  it('falls back to method and path for an emoji-only summary', () => {
    expect(byPointer(model, '#/paths/~1launch/post').entry).toMatchObject({ id: 'api/x/post-launch', title: '🚀' });
  });

  it('suffixes operations sharing a summary in spec order and lists them all in one warning', () => {
    expect(['#/paths/~1time/get', '#/paths/~1time.txt/get', '#/paths/~1time.xml/get'].map((p) => byPointer(model, p).entry.id)).toEqual([
      'api/x/current-time',
      'api/x/current-time-2',
      'api/x/current-time-3',
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe(
      'tests/fixtures/openapi/slug-sources.yaml: 2 page slugs taken by an earlier page, suffixed in spec order ' +
        '(give the operations distinct operationIds to choose the routes):\n' +
        '  GET /time.txt → /api/x/current-time-2 ("current-time" belongs to GET /time)\n' +
        '  GET /time.xml → /api/x/current-time-3 ("current-time" belongs to GET /time)',
    );
  });

  it('encodes a # in a path so the query stays in the query', () => {
    const samples = byPointer(model, '#/paths/~1notes#draft/get').operation!.samples;
    expect(samples.find((s) => s.lang === 'curl')!.code).toBe("curl 'https://api.example.com/notes%23draft?lang=en'");
    expect(samples.find((s) => s.lang === 'python')!.code).toContain('"https://api.example.com/notes%23draft"');
  });

  it('stores the spec path relative to the repository even when given an absolute path', async () => {
    const absolute = await generateApiModel(`${process.cwd()}/${fixture('slug-sources.yaml')}`, { routePrefix: 'api/x', onWarning: () => {} });
    expect(absolute.source).toBe('tests/fixtures/openapi/slug-sources.yaml');
    expect(absolute.pages[1]!.entry.file).toBe('tests/fixtures/openapi/slug-sources.yaml#/paths/~1things~1{id}/get');
  });
});

describe('files that stopped the generator before', () => {
  it('an operation with neither operationId nor summary gets a page', async () => {
    const { model, warnings } = await generate('missing-slug.yaml');
    expect(model.pages.map((p) => p.entry.id)).toEqual(['api/x/anonymous', 'api/x/list-pets', 'api/x/delete-pets-id']);
    expect(warnings).toEqual([]);
  });

  it('an operationId and a summary giving one slug: the later page is suffixed', async () => {
    const { model, warnings } = await generate('duplicate-slug.yaml');
    expect(model.pages.map((p) => p.entry.id)).toEqual(['api/x/duplicates', 'api/x/list-pets', 'api/x/list-pets-2']);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('GET /animals → /api/x/list-pets-2 ("list-pets" belongs to GET /pets)')]);
  });
});

describe('OpenAPI 3.1 webhooks and callbacks', () => {
  let model: ApiModel;
  let warnings: OpenApiWarning[];
  beforeAll(async () => {
    ({ model, warnings } = await generate('webhooks-3.1.yaml'));
  });

  it('gives each webhook a page modelled like an operation', () => {
    const page = byPointer(model, '#/webhooks/newPet/post');
    expect(page.entry).toMatchObject({
      apiKind: 'operation',
      id: 'api/x/a-pet-was-added',
      title: 'A pet was added',
      method: 'POST',
      path: 'newPet',
      file: 'tests/fixtures/openapi/webhooks-3.1.yaml#/webhooks/newPet/post',
    });
    expect(page.entry.keywords).toContain('webhook');
    const op = page.operation!;
    expect(op).toMatchObject({ kind: 'webhook', method: 'POST', path: 'newPet', servers: [], description: 'Sent to your endpoint each time a pet is added.' });
    expect(op.requestBody!.content[0]!.schema).toEqual({ ref: '#/components/schemas/Pet', name: 'Pet' });
    expect(op.responses.map((r) => r.status)).toEqual(['200']);
    // A webhook is sent to the reader's endpoint: the samples show a placeholder for it.
    expect(op.samples.find((s) => s.lang === 'curl')!.code.split('\n')[0]).toBe("curl -X POST '<YOUR_WEBHOOK_URL>' \\");
  });

  it('keeps ordinary operations unmarked, and lists them before webhooks', () => {
    expect(operations(model).map((o) => [o.kind ?? 'operation', o.pointer])).toEqual([
      ['operation', '#/paths/~1pets/post'],
      ['webhook', '#/webhooks/newPet/post'],
    ]);
  });

  it('names each callback it does not document in a warning', () => {
    expect(warnings).toEqual([
      {
        file: 'tests/fixtures/openapi/webhooks-3.1.yaml',
        pointer: '#/paths/~1pets/post/callbacks/onAdopted',
        message:
          'tests/fixtures/openapi/webhooks-3.1.yaml: callbacks get no page; not documented:\n' +
          '  onAdopted of POST /pets (#/paths/~1pets/post/callbacks/onAdopted)',
      },
    ]);
  });
});

describe('bounded examples and page weight', () => {
  let model: ApiModel;
  beforeAll(async () => {
    ({ model } = await generate('big-examples.yaml'));
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
