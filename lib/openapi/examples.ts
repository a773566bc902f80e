/**
 * Example values generated from schema nodes, for request samples and response examples when the
 * spec gives none. Deterministic: fixed placeholder values per type and format. A schema already
 * being expanded (recursion) or a nesting deeper than {@link MAX_DEPTH} is left out.
 */
import { resolveSchema, type SchemaTable } from './schema-format';
import type { JsonValue, SchemaNode } from './types';

/** Deepest nesting an example expands to. */
export const MAX_DEPTH = 8;

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

/**
 * An example value for a schema: its own example, const, default or first enum member, else a
 * value built from its type (objects from their properties, arrays from one item).
 * @returns `undefined` when nothing sensible can be produced (a recursive reference, too deep)
 */
export function exampleFromSchema(node: SchemaNode, schemas: SchemaTable, mode: ExampleMode, stack: string[] = []): JsonValue | undefined {
  if (stack.length > MAX_DEPTH) return undefined;
  if (node.ref && stack.includes(node.ref)) return undefined;
  const s = resolveSchema(node, schemas);
  const next = node.ref ? [...stack, node.ref] : [...stack, ''];
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (s.variants?.options.length && !s.properties) return exampleFromSchema(s.variants.options[0]!, schemas, mode, next);

  const type = s.type?.find((t) => t !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: { [key: string]: JsonValue } = {};
      for (const property of s.properties ?? []) {
        const p = resolveSchema(property.schema, schemas);
        if ((mode === 'request' && p.readOnly) || (mode === 'response' && p.writeOnly)) continue;
        const value = exampleFromSchema(property.schema, schemas, mode, next);
        if (value !== undefined) out[property.name] = value;
      }
      if (!s.properties?.length && typeof s.additionalProperties === 'object') {
        const value = exampleFromSchema(s.additionalProperties, schemas, mode, next);
        if (value !== undefined) out.key = value;
      }
      if (s.variants?.options.length) {
        const variant = exampleFromSchema(s.variants.options[0]!, schemas, mode, next);
        if (variant && typeof variant === 'object' && !Array.isArray(variant)) Object.assign(out, variant);
      }
      return out;
    }
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((item) => exampleFromSchema(item, schemas, mode, next) ?? null);
      const item = s.items ? exampleFromSchema(s.items, schemas, mode, next) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'string':
      return (s.format && STRING_BY_FORMAT[s.format]) || 'string';
    case 'integer':
    case 'number': {
      const c = s.constraints ?? {};
      if (c.minimum !== undefined) return c.minimum;
      if (c.exclusiveMinimum !== undefined) return type === 'integer' ? Math.floor(c.exclusiveMinimum) + 1 : c.exclusiveMinimum + 1;
      if (c.maximum !== undefined && c.maximum < 0) return c.maximum;
      return 0;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return s.type?.includes('null') ? null : undefined;
  }
}
