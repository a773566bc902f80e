import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asOpenApiError, generateApiModel } from '@/lib/openapi/generate';
import { atPointer, OpenApiError, UnexpectedGeneratorError } from '@/lib/openapi/errors';

const fixture = (name: string) => `tests/fixtures/openapi/${name}`;
async function failure(file: string, strict = false): Promise<OpenApiError> {
  const error = await generateApiModel(file, { routePrefix: 'api/test', strict, onWarning: () => {} }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenApiError);
  return error as OpenApiError;
}

function tempSpec(text: string, name = 'spec.yaml'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-err-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('invalid documents', () => {
  it('reports each validator problem with its JSON pointer and line', async () => {
    const error = await failure(fixture('broken.yaml'));
    expect(error.pointer).toBe('#/components/schemas/Pet/properties/name/type');
    expect(error.message).toContain('tests/fixtures/openapi/broken.yaml: invalid OpenAPI 3.0 document.');
    expect(error.message).toContain('at #/components/schemas/Pet/properties/name/type (tests/fixtures/openapi/broken.yaml:24:17)');
    expect(error.message).toContain('must be equal to one of the allowed values');
    // The validator's own wording is kept too.
    expect(error.message).toContain('ENUM must be equal to one of the allowed values');
    // Its array-valued `items` is an accepted deviation (see 'leniency' below), not one of the errors.
    expect(error.message).not.toContain('/schema/items');
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
    expect(error.message).toMatch(/spec\.yaml:3:1: not valid YAML/);
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

describe('syntax and unknown properties', () => {
  it('gives line and column of a JSON syntax error', async () => {
    const error = await failure(tempSpec('{"openapi": "3.0.3",\n  "info": {"title": "x", "version": "1"},\n  "paths": {}, }\n', 'spec.json'));
    expect(error.message).toMatch(/spec\.json:3:16: not valid JSON: Expected double-quoted property name/);
  });

  it('names an unknown root property of a 3.1 document and points at it', async () => {
    const error = await failure(tempSpec('openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\nfooBar: 1\n'));
    expect(error.pointer).toBe('#/fooBar');
    expect(error.message).toContain('at #/fooBar (');
    expect(error.message).toContain('spec.yaml:4:9): unknown property "fooBar" (must NOT have unevaluated properties)');
    expect(error.message).toContain('prefix it with "x-"');
  });

  it('names a misspelt operation field of a 3.0 document', async () => {
    const error = await failure(
      tempSpec(
        'openapi: 3.0.3\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get:\n      sumary: oops\n      responses:\n        "200": {description: ok}\n',
      ),
    );
    expect(error.pointer).toBe('#/paths/~1a/get/sumary');
    expect(error.message).toContain('unknown property "sumary" (must NOT have additional properties)');
  });
});

/**
 * The deviations Redoc and Scalar render are accepted with one warning each, with file, line and
 * JSON pointer, and rendered as the warning says (tests/openapi/pages-snapshot.test.ts holds the
 * warnings and pages of deviations-3.0.yaml and deviations-3.1.yaml); here what stays refused.
 */
describe('leniency', () => {
  it('with strict, every warning is an error, all listed', async () => {
    const error = await failure(fixture('deviations-3.0.yaml'), true);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('tests/fixtures/openapi/deviations-3.0.yaml: 4 warnings, errors with --strict:');
    expect(lines.slice(1).map((l) => l.slice(0, l.indexOf(' (')).trim())).toEqual(
      ['3:3', '19:19', '22:17', '39:17'].map((at) => `tests/fixtures/openapi/deviations-3.0.yaml:${at}`),
    );
    expect(error.pointer).toBe('#/info');
  });

  it('a tuple position the OpenAPI schema refuses stays an error, at the place it is written', async () => {
    const error = await failure(
      tempSpec(
        'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n' +
          '          content:\n            application/json:\n              schema:\n                type: array\n                items:\n                  - type: strng\n',
      ),
    );
    expect(error.message).toContain('at #/paths/~1a/get/responses/200/content/application~1json/schema/items/0/type (');
    expect(error.message).toContain('spec.yaml:14:27): must be equal to one of the allowed values');
  });

  it('a repeated operationId is an error naming both places with their lines', async () => {
    const error = await failure(fixture('duplicate-operation-id.yaml'));
    const file = 'tests/fixtures/openapi/duplicate-operation-id.yaml';
    expect(error.message).toBe(
      `${file}: operationIds must be unique (OpenAPI 3.0); give each operation its own.\n` +
        `  operationId "listAnimals" is used 2 times: ${file}:8:20 (#/paths/~1cats/get/operationId), ${file}:14:20 (#/paths/~1dogs/get/operationId)`,
    );
    expect(error.pointer).toBe('#/paths/~1dogs/get/operationId');
  });
});

describe('unexpected failures', () => {
  it("wrap any error thrown while building a part with that part's pointer", () => {
    const error = (() => {
      try {
        atPointer('#/components/schemas/Pet', () => {
          throw new RangeError('Maximum call stack size exceeded');
        });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UnexpectedGeneratorError);
    expect((error as UnexpectedGeneratorError).pointer).toBe('#/components/schemas/Pet');
    // The innermost place wins: an error already pointed is passed on unchanged.
    expect(() =>
      atPointer('#/paths', () =>
        atPointer('#/paths/~1a/get', () => {
          throw new Error('x');
        }),
      ),
    ).toThrow(/^#\/paths\/~1a\/get: x$/);
  });

  it('report the spec file, the pointer and its line', () => {
    const error = asOpenApiError(
      fixture('petstore-3.0.yaml'),
      'tests/fixtures/openapi/petstore-3.0.yaml',
      new UnexpectedGeneratorError('#/components/schemas/Pet', new RangeError('Maximum call stack size exceeded')),
    );
    expect(error).toBeInstanceOf(OpenApiError);
    expect(error.pointer).toBe('#/components/schemas/Pet');
    expect(error.message).toMatch(
      /^tests\/fixtures\/openapi\/petstore-3\.0\.yaml: the generator failed at #\/components\/schemas\/Pet \(tests\/fixtures\/openapi\/petstore-3\.0\.yaml:\d+:\d+\): Maximum call stack size exceeded\./,
    );
  });
});
