/**
 * JSON pointers (RFC 6901) in URI-fragment form, as `$ref` uses them: `#/paths/~1pets/get`, and
 * the one walk over a parsed document that the checks and the leniency pass share.
 */

/** A JSON object as parsed: keys to values of unknown shape. */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a JSON object (not null, not an array). */
export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Escapes one pointer segment (`/` → `~1`, `~` → `~0`). */
export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Builds `#/a/b~1c` from segments. */
export function toPointer(segments: readonly (string | number)[]): string {
  return `#${segments.map((s) => `/${escapeSegment(String(s))}`).join('')}`;
}

/**
 * Splits a pointer (`#/a/b~1c`, `/a/b`, or `#`) into unescaped segments; URI percent-escapes are
 * decoded too.
 * @throws Error when the text is not a local pointer.
 */
export function parsePointer(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  if (!body.startsWith('/')) throw new Error(`"${pointer}" is not a local JSON pointer (expected "#/…").`);
  return body
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `pointer` inside `root`, or `undefined` when a segment is missing. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const segment of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A path into a parsed document: object keys and array indexes. */
export type JsonPath = (string | number)[];

/** Keys whose values are data (examples, defaults, enums) or extensions, never OpenAPI objects. */
export const isDataKey = (key: string) => ['example', 'examples', 'default', 'enum', 'const'].includes(key) || key.startsWith('x-');

/**
 * Calls `visit` on every object of `document` (depth first, parents before children, arrays
 * entered), with its path. Children are not visited when `visit` returns `false`, nor values
 * under a key for which `skip` holds.
 */
export function walkObjects(
  document: unknown,
  visit: (node: JsonObject, path: JsonPath) => boolean | undefined,
  skip: (key: string) => boolean = () => false,
): void {
  const walk = (node: unknown, path: JsonPath) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, [...path, i]);
    } else if (isObject(node) && visit(node, path) !== false) {
      for (const [key, value] of Object.entries(node)) if (!skip(key)) walk(value, [...path, key]);
    }
  };
  walk(document, []);
}
