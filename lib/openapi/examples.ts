/**
 * Example values generated from schema nodes, for request samples and response examples when the
 * spec gives none. Deterministic: fixed placeholder values per type and format. Bounded by
 * {@link EXAMPLE_LIMITS}: a schema already being expanded (recursion) or nested deeper than
 * `maxDepth` is left out, tuples stop at `maxArrayItems`, and once an example has reached
 * `maxBytes` of JSON the remaining properties and items are left out.
 */
import { resolveSchema, type SchemaTable } from './schema-format';
import type { JsonValue, SchemaNode } from './types';

/**
 * Limits of one generated example (request body or response body).
 * - `maxDepth`: deepest nesting of objects and arrays expanded (8 levels).
 * - `maxArrayItems`: most items of a generated array (a tuple's `prefixItems` beyond it are left out;
 *   other arrays get one item).
 * - `maxBytes`: approximate size of the example as compact JSON (16 KiB); properties and items that
 *   would pass it are left out, in schema order, and an author's `example` larger than what is left
 *   is left out too.
 */
export const EXAMPLE_LIMITS = { maxDepth: 8, maxArrayItems: 5, maxBytes: 16 * 1024 } as const;

/** `request` leaves out read-only properties, `response` write-only ones. */
export type ExampleMode = 'request' | 'response';

const STRING_BY_FORMAT: Record<string, string> = {
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  duration: 'P1D',
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/path',
  iri: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'ZXhhbXBsZQ==',
  binary: '<binary>',
  password: '<password>',
  regex: '^.*$',
};

/** What is left of an example's size budget, in characters of compact JSON. */
interface Budget {
  remaining: number;
}

/** Takes `value` from the budget when it fits; `undefined` (left out) when it does not. */
function spend(budget: Budget, value: JsonValue | undefined): JsonValue | undefined {
  if (value === undefined) return undefined;
  const cost = JSON.stringify(value).length;
  if (cost > budget.remaining) return undefined;
  budget.remaining -= cost;
  return value;
}

/**
 * An example value for a schema: its own example, const, default or first enum member, else a
 * value built from its type (objects from their properties, arrays from one item), within
 * {@link EXAMPLE_LIMITS}.
 * @returns `undefined` when nothing sensible can be produced (a recursive reference, too deep, over the size limit)
 */
export function exampleFromSchema(node: SchemaNode, schemas: SchemaTable, mode: ExampleMode, stack: string[] = []): JsonValue | undefined {
  return generate(node, schemas, mode, stack, { remaining: EXAMPLE_LIMITS.maxBytes });
}

function generate(node: SchemaNode, schemas: SchemaTable, mode: ExampleMode, stack: string[], budget: Budget): JsonValue | undefined {
  if (stack.length > EXAMPLE_LIMITS.maxDepth || budget.remaining <= 0) return undefined;
  if (node.ref && stack.includes(node.ref)) return undefined;
  const s = resolveSchema(node, schemas);
  const next = node.ref ? [...stack, node.ref] : [...stack, ''];
  if (s.examples?.length) return spend(budget, s.examples[0]);
  if (s.const !== undefined) return spend(budget, s.const);
  if (s.default !== undefined) return spend(budget, s.default);
  if (s.enum?.length) return spend(budget, s.enum[0]);
  if (s.variants?.options.length && !s.properties) return generate(s.variants.options[0]!, schemas, mode, next, budget);

  const type = s.type?.find((t) => t !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: { [key: string]: JsonValue } = {};
      budget.remaining -= 2;
      const put = (key: string, schema: SchemaNode) => {
        if (budget.remaining <= key.length + 4) return;
        budget.remaining -= key.length + 4;
        const value = generate(schema, schemas, mode, next, budget);
        if (value === undefined) budget.remaining += key.length + 4;
        else out[key] = value;
      };
      for (const property of s.properties ?? []) {
        const p = resolveSchema(property.schema, schemas);
        if ((mode === 'request' && p.readOnly) || (mode === 'response' && p.writeOnly)) continue;
        put(property.name, property.schema);
      }
      if (!s.properties?.length && typeof s.additionalProperties === 'object') put('key', s.additionalProperties);
      if (s.variants?.options.length) {
        const variant = generate(s.variants.options[0]!, schemas, mode, next, budget);
        if (variant && typeof variant === 'object' && !Array.isArray(variant)) Object.assign(out, variant);
      }
      return out;
    }
    case 'array': {
      budget.remaining -= 2;
      if (s.prefixItems) {
        const items: JsonValue[] = [];
        for (const item of s.prefixItems.slice(0, EXAMPLE_LIMITS.maxArrayItems)) {
          if (budget.remaining <= 0) break;
          items.push(generate(item, schemas, mode, next, budget) ?? spend(budget, null) ?? null);
        }
        return items;
      }
      const item = s.items ? generate(s.items, schemas, mode, next, budget) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'string':
      return spend(budget, (s.format && STRING_BY_FORMAT[s.format]) || 'string');
    case 'integer':
    case 'number': {
      const c = s.constraints ?? {};
      if (c.minimum !== undefined) return spend(budget, c.minimum);
      if (c.exclusiveMinimum !== undefined) return spend(budget, type === 'integer' ? Math.floor(c.exclusiveMinimum) + 1 : c.exclusiveMinimum + 1);
      if (c.maximum !== undefined && c.maximum < 0) return spend(budget, c.maximum);
      return spend(budget, 0);
    }
    case 'boolean':
      return spend(budget, true);
    case 'null':
      return spend(budget, null);
    default:
      return s.type?.includes('null') ? spend(budget, null) : undefined;
  }
}
