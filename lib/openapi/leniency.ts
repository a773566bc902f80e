/**
 * The deviations from OpenAPI that Redoc and Scalar render and that the generator therefore
 * accepts, each reported once with its JSON pointer (the loader adds file and line):
 *
 * - `items` given as an array (the JSON Schema draft-4 tuple form), invalid in OpenAPI 3.0 and
 *   3.1: rendered as a tuple, one schema per position;
 * - no `info.version` (required by the Info Object of OpenAPI 3.0 and 3.1): the pages show no version;
 * - `nullable` in a 3.1 document (a 3.0 keyword that 3.1 dropped for `type: [..., "null"]`):
 *   rendered as a type that also allows null;
 * - keywords next to a schema `$ref` in a 3.0 document, which the Reference Object of OpenAPI 3.0 says to
 *   ignore: merged with the referenced schema, as if written `allOf: [{$ref}]` beside them;
 * - a `$ref` that names its own file by its folder (`.#/components/…`): read as the local pointer.
 *
 * Nothing else is relaxed: anything the OpenAPI meta-schema or the parser's rules refuse stays an
 * error. Only the root file is relaxed; files reached through external `$ref`s are taken as they are.
 */
import type { PointedProblem } from './errors';
import { isDataKey, isObject, toPointer, walkObjects, type JsonObject as Json, type JsonPath } from './json-pointer';

/** What {@link relaxDocument} returns. */
export interface RelaxedDocument {
  /**
   * The document to build pages from: deviations rewritten into what they are rendered as
   * (array `items` stay arrays, which the model shows as a tuple).
   */
  document: Record<string, unknown>;
  /**
   * A copy for the OpenAPI validator: as {@link document}, with each array-valued `items` given
   * as `{ anyOf: [the position schemas] }`, valid in both versions, so each position schema is
   * still validated.
   */
  forValidation: Record<string, unknown>;
  /** Each accepted deviation: where it is (`#/components/schemas/Pair/items`), what was found, how it is rendered, and the fix. */
  deviations: PointedProblem[];
  /** The pointers of the array-valued `items` (tuples), which {@link forValidation} gives as `anyOf`. */
  tuples: string[];
}

/** Keywords of a schema holding one subschema. */
const ONE_SCHEMA = [
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
];
/** Keywords of a schema holding a list of subschemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords of a schema holding a map of subschemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
/** Keywords a 3.0 `$ref` may carry without changing what is rendered (the model keeps a sibling description). */
const HARMLESS_REF_SIBLINGS = new Set(['description', 'summary', 'title']);

/** A `$ref` that names the document's own folder (`.#/x`, `./#/x`): the local pointer it means. */
const OWN_FOLDER_REF = /^\.\/?(#.*)$/;

/**
 * Finds and rewrites the accepted deviations. Pure: `raw` is not changed.
 * @param raw - the parsed document (or the bundled one, for a multi-file spec)
 * @param version - the document's OpenAPI version
 */
export function relaxDocument(raw: Json, version: '3.0' | '3.1'): RelaxedDocument {
  const document = structuredClone(raw);
  const deviations: PointedProblem[] = [];
  const arrayItems: JsonPath[] = [];
  const add = (path: JsonPath, message: string) => deviations.push({ pointer: toPointer(path), message });

  if (isObject(document.info) && !('version' in document.info)) {
    add(['info'], 'info has no "version", which OpenAPI requires; the pages show no version. Fix: add info.version (the API\'s version, e.g. "1.0.0").');
    document.info.version = '';
  }

  const fixRef = (node: Json, path: JsonPath) => {
    if (typeof node.$ref !== 'string') return;
    const local = OWN_FOLDER_REF.exec(node.$ref)?.[1];
    if (!local) return;
    add([...path, '$ref'], `$ref "${node.$ref}" names the folder of this file ("."), not the file; read as "${local}". Fix: write "${local}".`);
    node.$ref = local;
  };

  const schema = (node: unknown, path: JsonPath): void => {
    if (!isObject(node)) return;
    fixRef(node, path);
    if (typeof node.$ref === 'string' && version === '3.0') {
      const siblings = Object.keys(node).filter((key) => key !== '$ref' && !key.startsWith('x-'));
      if (siblings.length) {
        const merged = siblings.some((key) => !HARMLESS_REF_SIBLINGS.has(key));
        add(
          path,
          `$ref has sibling keywords (${siblings.join(', ')}), which OpenAPI 3.0 says to ignore; ` +
            (merged ? 'shown merged with the referenced schema' : 'shown with the reference') +
            '. Fix: put the $ref in allOf: [{ $ref }] beside them.',
        );
        if (merged) {
          const ref = node.$ref;
          delete node.$ref;
          node.allOf = [{ $ref: ref }, ...(Array.isArray(node.allOf) ? node.allOf : [])];
        }
      }
    }
    if (version === '3.1' && 'nullable' in node) {
      add(
        [...path, 'nullable'],
        '"nullable" is an OpenAPI 3.0 keyword that 3.1 dropped; shown as a type that also allows null. Fix: add "null" to type (type: [string, "null"]).',
      );
    }
    if (Array.isArray(node.items)) {
      add(
        [...path, 'items'],
        `"items" is an array (the draft-4 tuple form), which OpenAPI ${version} does not allow; shown as a tuple, one schema per position. ` +
          `Fix: ${version === '3.1' ? 'use prefixItems for the positions' : 'give items one schema (oneOf the position schemas)'}.`,
      );
      arrayItems.push([...path, 'items']);
      node.items.forEach((item, i) => {
        schema(item, [...path, 'items', i]);
      });
    } else schema(node.items, [...path, 'items']);
    for (const key of ONE_SCHEMA) schema(node[key], [...path, key]);
    for (const key of SCHEMA_LISTS) {
      if (Array.isArray(node[key]))
        (node[key] as unknown[]).forEach((item, i) => {
          schema(item, [...path, key, i]);
        });
    }
    for (const key of SCHEMA_MAPS) if (isObject(node[key])) for (const [name, item] of Object.entries(node[key])) schema(item, [...path, key, name]);
  };

  // Everything outside schemas: find the schemas (every `schema` value, every components.schemas
  // entry) and the `$ref`s, skipping example data and extensions.
  walkObjects(
    document,
    (node, path) => {
      const isSchema = path.at(-1) === 'schema' || (path.length === 3 && path[0] === 'components' && path[1] === 'schemas');
      if (isSchema) schema(node, path);
      else fixRef(node, path);
      return !isSchema;
    },
    isDataKey,
  );

  const forValidation = structuredClone(document);
  for (const path of arrayItems) {
    let parent: unknown = forValidation;
    for (const segment of path.slice(0, -1)) parent = (parent as Json)[segment as string];
    (parent as Json).items = { anyOf: (parent as Json).items };
  }
  return { document, forValidation, deviations, tuples: arrayItems.map(toPointer) };
}

/**
 * Operations that share an `operationId` (the Operation Object of OpenAPI 3.x: it must be
 * unique among all operations), under `paths` and 3.1 `webhooks`.
 * @returns one entry per repeated id with the pointers of every `operationId` giving it, in document order
 */
export function duplicateOperationIds(document: Json): { operationId: string; pointers: string[] }[] {
  const seen = new Map<string, string[]>();
  for (const root of ['paths', 'webhooks']) {
    const items = document[root];
    if (!isObject(items)) continue;
    for (const [name, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const [method, op] of Object.entries(item)) {
        if (!isObject(op) || typeof op.operationId !== 'string') continue;
        const list = seen.get(op.operationId) ?? [];
        list.push(toPointer([root, name, method, 'operationId']));
        seen.set(op.operationId, list);
      }
    }
  }
  return [...seen.entries()].filter(([, pointers]) => pointers.length > 1).map(([operationId, pointers]) => ({ operationId, pointers }));
}
