/**
 * Reading helpers over the generated schema table: follow a named reference, and the short texts
 * the API pages show for a schema (its type label and its constraints).
 */
import type { JsonValue, SchemaNode } from './types';

/** The named schemas of a model, by pointer. */
export type SchemaTable = Record<string, SchemaNode>;

/**
 * Follows `node.ref` (and references to references) to the named schema. The reference's own
 * description, when it has one, overrides the target's.
 * @returns the node itself when it is not a reference or the target is missing
 */
export function resolveSchema(node: SchemaNode, schemas: SchemaTable): SchemaNode {
  let current = node;
  const seen = new Set<string>();
  while (current.ref && !seen.has(current.ref)) {
    seen.add(current.ref);
    const target = schemas[current.ref];
    if (!target) return current;
    current = { ...target, name: current.name ?? target.name, description: current.description ?? target.description };
    if (current.description === undefined) delete current.description;
  }
  return current;
}

const isStructured = (node: SchemaNode) =>
  Boolean(node.properties || node.additionalProperties || node.variants || node.type?.some((t) => t === 'object' || t === 'array'));

/**
 * A short type label: `string<uuid>`, `integer<int32>`, `array<Pet>`, `string | null`, a named
 * object's name (`Pet`), `oneOf`/`anyOf` for untyped variants, `any` for an unconstrained schema.
 */
export function typeLabel(node: SchemaNode, schemas: SchemaTable, depth = 0): string {
  const resolved = resolveSchema(node, schemas);
  if (node.ref && resolved.name && isStructured(resolved) && !resolved.type?.includes('array')) return resolved.name;
  const types = resolved.type?.filter((t) => t !== 'null') ?? [];
  const nullable = resolved.type?.includes('null') ?? false;
  let label: string;
  if (!types.length) label = resolved.variants ? resolved.variants.kind : resolved.const !== undefined ? 'const' : 'any';
  else
    label = types
      .map((t) => {
        if (t === 'array') {
          const items = resolved.items;
          return `array<${items && depth < 4 ? typeLabel(items, schemas, depth + 1) : 'any'}>`;
        }
        return resolved.format ? `${t}<${resolved.format}>` : t;
      })
      .join(' | ');
  return nullable ? `${label} | null` : label;
}

/** A JSON value as the pages show it: a string as it is, anything else as JSON. */
export const valueText = (value: JsonValue) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The constraints of a schema as short texts (`>= 1`, `length <= 64`, `pattern ^[a-z]+$`, `unique items`). */
export function constraintTexts(node: SchemaNode): string[] {
  const c = node.constraints;
  if (!c) return [];
  const out: string[] = [];
  if (c.minimum !== undefined) out.push(`>= ${c.minimum}`);
  if (c.exclusiveMinimum !== undefined) out.push(`> ${c.exclusiveMinimum}`);
  if (c.maximum !== undefined) out.push(`<= ${c.maximum}`);
  if (c.exclusiveMaximum !== undefined) out.push(`< ${c.exclusiveMaximum}`);
  if (c.multipleOf !== undefined) out.push(`multiple of ${c.multipleOf}`);
  if (c.minLength !== undefined) out.push(`length >= ${c.minLength}`);
  if (c.maxLength !== undefined) out.push(`length <= ${c.maxLength}`);
  if (c.pattern !== undefined) out.push(`pattern ${c.pattern}`);
  if (c.minItems !== undefined) out.push(`items >= ${c.minItems}`);
  if (c.maxItems !== undefined) out.push(`items <= ${c.maxItems}`);
  if (c.uniqueItems) out.push('unique items');
  if (c.minProperties !== undefined) out.push(`properties >= ${c.minProperties}`);
  if (c.maxProperties !== undefined) out.push(`properties <= ${c.maxProperties}`);
  return out;
}

/** Enum members, a const or a default as display texts. */
export function valueTexts(node: SchemaNode): { enum?: string[]; const?: string; default?: string } {
  return {
    ...(node.enum ? { enum: node.enum.map(valueText) } : {}),
    ...(node.const !== undefined ? { const: valueText(node.const) } : {}),
    ...(node.default !== undefined ? { default: valueText(node.default) } : {}),
  };
}
