import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiModel } from '@/lib/openapi/generate';
import { OpenApiError } from '@/lib/openapi/errors';

const fixture = (name: string) => `tests/fixtures/openapi/${name}`;
const options = { routePrefix: 'api/test' };

async function failure(file: string): Promise<OpenApiError> {
  const error = await generateApiModel(file, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenApiError);
  return error as OpenApiError;
}

function tempSpec(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-err-'));
  const file = path.join(dir, 'spec.yaml');
  fs.writeFileSync(file, text);
  return file;
}

describe('invalid documents', () => {
  it('reports each validator problem with its JSON pointer and line', async () => {
    const error = await failure(fixture('broken.yaml'));
    expect(error.pointer).toBe('#/paths/~1pets/get/responses/200/content/application~1json/schema/items');
    expect(error.message).toContain('tests/fixtures/openapi/broken.yaml: invalid OpenAPI 3.0 document.');
    expect(error.message).toContain(
      'at #/paths/~1pets/get/responses/200/content/application~1json/schema/items (tests/fixtures/openapi/broken.yaml:17:19): must be object',
    );
    expect(error.message).toContain('at #/components/schemas/Pet/properties/name/type (tests/fixtures/openapi/broken.yaml:24:17)');
    expect(error.message).toContain('must be equal to one of the allowed values');
    // The validator's own wording is kept too.
    expect(error.message).toContain('TYPE must be object');
  });

  it('points at a $ref that resolves to nothing', async () => {
    const error = await failure(fixture('dangling-ref.yaml'));
    expect(error.pointer).toBe('#/paths/~1pets/get/responses/200/content/application~1json/schema');
    expect(error.message).toMatch(/dangling-ref\.yaml:15:17\): \$ref "#\/components\/schemas\/Missing" points to nothing/);
  });

  it('names the $ref to a file that cannot be read', async () => {
    const error = await failure(fixture('missing-file-ref.yaml'));
    expect(error.message).toContain('not-there.yaml');
    expect(error.message).toContain(
      'at #/paths/~1pets/get/responses/200/content/application~1json/schema (tests/fixtures/openapi/missing-file-ref.yaml:15:17): $ref to not-there.yaml cannot be resolved',
    );
    expect(error.pointer).toBe('#/paths/~1pets/get/responses/200/content/application~1json/schema');
  });

  it('names the line of a YAML syntax error', async () => {
    const error = await failure(tempSpec('openapi: 3.0.3\ninfo: {title: x, version: "1"\npaths: {}\n'));
    expect(error.message).toMatch(/spec\.yaml:3:1: not valid YAML or JSON/);
  });

  it('reports a missing required top-level field at the root pointer', async () => {
    const error = await failure(tempSpec('openapi: 3.0.3\npaths: {}\n'));
    expect(error.message).toContain("must have required property 'info'");
    expect(error.pointer).toBe('#');
  });
});

describe('versions', () => {
  it('rejects Swagger 2.0 with the way out', async () => {
    const error = await failure(fixture('swagger-2.yaml'));
    expect(error.message).toContain('Swagger 2.0 document');
    expect(error.message).toContain('OpenAPI 3.0 and 3.1 only');
    expect(error.message).toContain('swagger2openapi');
    expect(error.pointer).toBe('#/swagger');
  });

  it('rejects other OpenAPI versions', async () => {
    const error = await failure(tempSpec('openapi: 3.2.0\ninfo: {title: x, version: "1"}\npaths: {}\n'));
    expect(error.message).toContain('unsupported "openapi" version "3.2.0"; expected 3.0.x or 3.1.x');
  });

  it('reports an unreadable file', async () => {
    const error = await failure('tests/fixtures/openapi/does-not-exist.yaml');
    expect(error.message).toContain('cannot read the OpenAPI file');
  });
});

describe('slug problems', () => {
  it('fails on two operations with one slug, naming both', async () => {
    const error = await failure(fixture('duplicate-slug.yaml'));
    expect(error.message).toContain('GET /pets and GET /animals both get the page slug "list-pets" (route /api/test/list-pets)');
    expect(error.pointer).toBe('#/paths/~1animals/get');
  });

  it('fails on an operation with neither operationId nor summary, naming path and method', async () => {
    const error = await failure(fixture('missing-slug.yaml'));
    expect(error.message).toContain('DELETE /pets/{id} (#/paths/~1pets~1{id}/delete) has neither an operationId nor a summary');
    expect(error.pointer).toBe('#/paths/~1pets~1{id}/delete');
  });

  it('fails when an operation takes the info page slug', async () => {
    const file = tempSpec(
      'openapi: 3.0.3\ninfo: {title: Pets, version: "1"}\npaths:\n  /p:\n    get:\n      summary: Pets\n      responses:\n        "200": {description: ok}\n',
    );
    const error = await failure(file);
    expect(error.message).toContain('the info page (info.title "Pets") and GET /p both get the page slug "pets"');
  });
});
