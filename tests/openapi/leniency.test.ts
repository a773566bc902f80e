import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OpenApiWarning } from '@/lib/openapi/errors';
import { OpenApiError } from '@/lib/openapi/errors';
import { generateApiModel } from '@/lib/openapi/generate';
import type { ApiModel, OperationModel, SchemaNode } from '@/lib/openapi/types';

const fixture = (name: string) => `tests/fixtures/openapi/${name}`;

async function lenient(name: string): Promise<{ model: ApiModel; warnings: OpenApiWarning[] }> {
  const warnings: OpenApiWarning[] = [];
  const model = await generateApiModel(fixture(name), { routePrefix: 'api/x', onWarning: (w) => warnings.push(w) });
  return { model, warnings };
}

const operation = (model: ApiModel, operationId: string): OperationModel => model.pages.find((p) => p.operation?.operationId === operationId)!.operation!;
const responseSchema = (op: OperationModel, status: string): SchemaNode => op.responses.find((r) => r.status === status)!.content[0]!.schema!;

describe('gen:api accepts the deviations Redoc and Scalar render, one warning each', () => {
  it('OpenAPI 3.0: array items, no info.version, $ref siblings and a $ref through "."', async () => {
    const { model, warnings } = await lenient('deviations-3.0.yaml');
    const file = 'tests/fixtures/openapi/deviations-3.0.yaml';
    expect(warnings.map((w) => [w.pointer, w.message.slice(0, w.message.indexOf(': '))])).toEqual([
      ['#/info', `${file}:3:3 (#/info)`],
      [
        '#/paths/~1pairs/get/responses/200/content/application~1json/schema/items',
        `${file}:19:19 (#/paths/~1pairs/get/responses/200/content/application~1json/schema/items)`,
      ],
      ['#/paths/~1pairs/get/responses/404/$ref', `${file}:22:17 (#/paths/~1pairs/get/responses/404/$ref)`],
      [
        '#/paths/~1points~1{id}/get/responses/200/content/application~1json/schema',
        `${file}:39:17 (#/paths/~1points~1{id}/get/responses/200/content/application~1json/schema)`,
      ],
    ]);
    expect(warnings[0]!.message).toContain('info has no "version"');
    expect(warnings[1]!.message).toContain('"items" is an array (the draft-4 tuple form), which OpenAPI 3.0 does not allow; shown as a tuple');
    expect(warnings[2]!.message).toContain('read as "#/components/responses/NotFound"');
    expect(warnings[3]!.message).toContain('$ref has sibling keywords (nullable, description), which OpenAPI 3.0 says to ignore');

    // Pages are built, and each deviation is rendered as described.
    expect(model.pages.map((p) => p.entry.title)).toEqual(expect.arrayContaining(['List coordinate pairs', 'Get a point']));
    expect(model.document.version).toBe('');
    const pairs = operation(model, 'listPairs');
    // A tuple: one schema per position, the second a reference to Point.
    expect(responseSchema(pairs, '200')).toMatchObject({
      type: ['array'],
      prefixItems: [{ type: ['string'] }, { ref: '#/components/schemas/Point', name: 'Point' }],
    });
    expect(responseSchema(pairs, '200').items).toBeUndefined();
    expect(pairs.responses.find((r) => r.status === '404')!.description).toBe('No such resource.');
    // The siblings of the $ref are kept: Point's properties, nullable and the description.
    const point = responseSchema(operation(model, 'getPoint'), '200');
    expect(point.type).toEqual(['object', 'null']);
    expect(point.description).toBe('The stored point.');
    expect(point.properties?.map((p) => p.name)).toEqual(['x', 'y']);
  });

  it('OpenAPI 3.1: nullable and array items', async () => {
    const { model, warnings } = await lenient('deviations-3.1.yaml');
    const file = 'tests/fixtures/openapi/deviations-3.1.yaml';
    const items = '#/paths/~1range/get/responses/200/content/application~1json/schema/properties/ends/items';
    expect(warnings.map((w) => w.pointer)).toEqual([items, `${items}/1/nullable`]);
    expect(warnings[0]!.message).toMatch(new RegExp(`^${file}:21:23 \\(${items.replace(/[~/{}]/g, '\\$&')}\\): "items" is an array`));
    expect(warnings[1]!.message).toContain(`${file}:23:35 (${items}/1/nullable): "nullable" is an OpenAPI 3.0 keyword that 3.1 dropped`);
    const ends = responseSchema(operation(model, 'getRange'), '200').properties!.find((p) => p.name === 'ends')!.schema;
    expect(ends.prefixItems).toEqual([{ type: ['integer'] }, { type: ['integer', 'null'] }]);
  });

  it('the same documents with strict: every warning is an error, all listed', async () => {
    const error = await generateApiModel(fixture('deviations-3.0.yaml'), { routePrefix: 'api/x', strict: true }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OpenApiError);
    const lines = (error as OpenApiError).message.split('\n');
    expect(lines[0]).toBe('tests/fixtures/openapi/deviations-3.0.yaml: 4 warnings, errors with --strict:');
    expect(
      lines
        .slice(1)
        .map((l) => l.slice(0, l.indexOf(' (')))
        .map((l) => l.trim()),
    ).toEqual([
      'tests/fixtures/openapi/deviations-3.0.yaml:3:3',
      'tests/fixtures/openapi/deviations-3.0.yaml:19:19',
      'tests/fixtures/openapi/deviations-3.0.yaml:22:17',
      'tests/fixtures/openapi/deviations-3.0.yaml:39:17',
    ]);
    expect((error as OpenApiError).pointer).toBe('#/info');
  });

  it('a tuple position the OpenAPI schema refuses stays an error, at the place it is written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-tuple-'));
    const file = path.join(dir, 'tuple.yaml');
    fs.writeFileSync(
      file,
      'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n' +
        '          content:\n            application/json:\n              schema:\n                type: array\n                items:\n                  - type: strng\n',
    );
    const error = await generateApiModel(file, { routePrefix: 'api/x', onWarning: () => {} }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OpenApiError);
    expect((error as OpenApiError).message).toContain('at #/paths/~1a/get/responses/200/content/application~1json/schema/items/0/type (');
    expect((error as OpenApiError).message).toContain('tuple.yaml:14:27): must be equal to one of the allowed values');
  });

  it('a repeated operationId is an error naming both places with their lines', async () => {
    const error = await generateApiModel(fixture('duplicate-operation-id.yaml'), { routePrefix: 'api/x' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OpenApiError);
    const file = 'tests/fixtures/openapi/duplicate-operation-id.yaml';
    expect((error as OpenApiError).message).toBe(
      `${file}: operationIds must be unique (OpenAPI 3.0); give each operation its own.\n` +
        `  operationId "listAnimals" is used 2 times: ${file}:8:20 (#/paths/~1cats/get/operationId), ${file}:14:20 (#/paths/~1dogs/get/operationId)`,
    );
    expect((error as OpenApiError).pointer).toBe('#/paths/~1dogs/get/operationId');
  });

  it('npm run gen:api: warnings printed and the model written; with --strict, exit 1', () => {
    const out = `${process.cwd()}/node_modules/.cache/gen-api-leniency-test`;
    const run = (...extra: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--spec', fixture('deviations-3.0.yaml'), '--out', out, ...extra], {
        encoding: 'utf8',
      });
    const lenientRun = run();
    expect(lenientRun.status).toBe(0);
    expect(lenientRun.stderr.match(/^gen:api: warning: /gm)).toHaveLength(4);
    expect(lenientRun.stdout).toMatch(/deviations-3\.0\.yaml → .*deviations-3\.0\.json \(3 pages/);
    const strictRun = run('--strict');
    expect(strictRun.status).toBe(1);
    expect(strictRun.stderr).toContain('gen:api: tests/fixtures/openapi/deviations-3.0.yaml: 4 warnings, errors with --strict:');
  }, 60_000);
});
