/**
 * Builds {@link SchemaNode} trees from OpenAPI schema objects: `allOf` merged, `oneOf`/`anyOf` kept
 * as variants, 3.0 `nullable`/boolean `exclusiveMinimum` and 3.1 type arrays/`examples` normalised.
 * Every `$ref` becomes a named reference into a shared schema table that is filled from a work
 * list, so recursive and mutually recursive schemas are built once and never expanded forever.
 */
import { isDeepStrictEqual } from 'node:util';
import { atPointer } from './errors';
import { getAtPointer, isObject, type JsonObject as Raw } from './json-pointer';
import type { JsonValue, SchemaConstraints, SchemaNode, SchemaProperty } from './types';

/** Last segment of a pointer, unescaped: the display name of a named schema. */
export function refName(ref: string): string {
  const last = ref.slice(ref.lastIndexOf('/') + 1);
  return decodeURIComponent(last).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Builds schema nodes for one document and collects the named schemas they reference. */
export interface SchemaBuilder {
  /** Builds the node for a schema object (or `$ref`) found in the document. */
  build(schema: unknown): SchemaNode;
  /** Builds every referenced named schema (following references found while building) and returns them sorted by pointer. */
  finish(): Record<string, SchemaNode>;
}

const CONSTRAINT_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

/**
 * Creates a schema builder for a bundled document.
 * @param document - the bundled OpenAPI document (internal `$ref`s only)
 */
export function createSchemaBuilder(document: Raw): SchemaBuilder {
  const named = new Map<string, SchemaNode>();
  const pending: string[] = [];
  const queued = new Set<string>();

  const reference = (ref: string, siblings: Raw): SchemaNode => {
    if (!queued.has(ref)) {
      queued.add(ref);
      pending.push(ref);
    }
    const node: SchemaNode = { ref, name: refName(ref) };
    if (typeof siblings.description === 'string') node.description = siblings.description;
    return node;
  };

  const resolveRaw = (ref: string): unknown => {
    if (!ref.startsWith('#')) throw new Error(`External $ref "${ref}" left after bundling.`);
    return getAtPointer(document, ref);
  };

  /**
   * @param inlined - pointers of the named schemas whose content is being built inline on this
   *   path (merged through `allOf`); a member referring to one of them stays a reference, so a
   *   schema that reaches itself through merged properties terminates at any depth
   */
  const build = (schema: unknown, inlined: readonly string[]): SchemaNode => {
    if (schema === true || schema === undefined) return {};
    if (schema === false) return { not: {} };
    if (!isObject(schema)) return {};
    if (typeof schema.$ref === 'string') return reference(schema.$ref, schema);
    const single = sameRef(schema);
    if (single) return reference(single, schema);

    let raw = schema;
    let unmerged: unknown[] = [];
    let inner = inlined;
    if (Array.isArray(schema.allOf)) {
      const result = mergeAllOf(schema, inlined, resolveRaw);
      ({ merged: raw, unmerged } = result);
      inner = [...new Set([...inlined, ...result.expanded])];
    }
    const sub = (value: unknown) => build(value, inner);

    const node: SchemaNode = {};
    const type = normaliseType(raw);
    if (type) node.type = type;
    for (const key of ['format', 'title', 'description'] as const) {
      if (typeof raw[key] === 'string') node[key] = raw[key] as string;
    }
    if (Array.isArray(raw.enum)) node.enum = raw.enum as JsonValue[];
    if ('const' in raw) node.const = raw.const as JsonValue;
    if ('default' in raw) node.default = raw.default as JsonValue;
    const examples = [...(Array.isArray(raw.examples) ? raw.examples : []), ...('example' in raw ? [raw.example] : [])];
    if (examples.length) node.examples = examples as JsonValue[];
    for (const key of ['deprecated', 'readOnly', 'writeOnly'] as const) {
      if (raw[key] === true) node[key] = true;
    }
    const constraints = normaliseConstraints(raw);
    if (constraints) node.constraints = constraints;

    if (isObject(raw.properties)) {
      const required = new Set(Array.isArray(raw.required) ? (raw.required as string[]) : []);
      node.properties = Object.entries(raw.properties).map(([name, value]): SchemaProperty => ({ name, required: required.has(name), schema: sub(value) }));
    }
    if (raw.additionalProperties === true || raw.additionalProperties === false) node.additionalProperties = raw.additionalProperties;
    else if (isObject(raw.additionalProperties)) {
      node.additionalProperties = Object.keys(raw.additionalProperties).length ? sub(raw.additionalProperties) : true;
    }
    if (Array.isArray(raw.prefixItems)) node.prefixItems = raw.prefixItems.map(sub);
    if (Array.isArray(raw.items)) node.prefixItems = raw.items.map(sub);
    else if (raw.items !== undefined) node.items = sub(raw.items);

    const variantKind = Array.isArray(raw.oneOf) ? 'oneOf' : Array.isArray(raw.anyOf) ? 'anyOf' : undefined;
    if (variantKind) {
      const discriminator = isObject(raw.discriminator) && typeof raw.discriminator.propertyName === 'string' ? raw.discriminator.propertyName : undefined;
      node.variants = { kind: variantKind, ...(discriminator ? { discriminator } : {}), options: (raw[variantKind] as unknown[]).map(sub) };
    }
    if (raw.not !== undefined) node.not = sub(raw.not);
    if (unmerged.length) {
      const refs = unmerged.map(sub);
      // `allOf: [$ref]` whose only member is a cycle back: the reference itself says it all.
      const own = Object.keys(node).filter((key) => key !== 'description');
      if (refs.length === 1 && own.length === 0 && refs[0]!.ref) return { ...refs[0]!, ...(node.description ? { description: node.description } : {}) };
      node.unmergedAllOf = refs;
    }
    return node;
  };

  const finish = (): Record<string, SchemaNode> => {
    while (pending.length) {
      const ref = pending.shift()!;
      const target = resolveRaw(ref);
      // A reference to a reference stays a reference (built on its own turn).
      const node = atPointer(ref, () => (isObject(target) && typeof target.$ref === 'string' ? reference(target.$ref, target) : build(target, [ref])));
      named.set(ref, { ...node, name: node.ref ? node.name : refName(ref) });
    }
    return Object.fromEntries([...named.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };

  return { build: (schema) => build(schema, []), finish };
}

/**
 * The `$ref` of a schema that is nothing but an `allOf` of one schema, perhaps repeated
 * (`allOf: [{$ref: X}, {$ref: X}]`, as merging two equal property definitions gives), with at most
 * a description or title beside it: such a schema is that reference.
 */
function sameRef(schema: Raw): string | undefined {
  if (!Array.isArray(schema.allOf) || !schema.allOf.length) return undefined;
  if (Object.keys(schema).some((key) => key !== 'allOf' && key !== 'description' && key !== 'title')) return undefined;
  const refs = new Set(
    schema.allOf.map((member) => (isObject(member) && typeof member.$ref === 'string' && Object.keys(member).length === 1 ? member.$ref : '')),
  );
  const [only] = refs;
  return refs.size === 1 && only && schema.allOf.length > 1 ? only : undefined;
}

/** `type` as a list, with `null` added for 3.0 `nullable`; inferred `object`/`array` when only their keywords are given. */
function normaliseType(raw: Raw): string[] | undefined {
  let types: string[] | undefined;
  if (typeof raw.type === 'string') types = [raw.type];
  else if (Array.isArray(raw.type)) types = [...(raw.type as string[])];
  else if (isObject(raw.properties) || raw.additionalProperties !== undefined) types = ['object'];
  else if (raw.items !== undefined || raw.prefixItems !== undefined) types = ['array'];
  if (raw.nullable === true && types && !types.includes('null')) types.push('null');
  return types;
}

/** The limits of a schema; 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become 3.1's numbers. */
function normaliseConstraints(raw: Raw): SchemaConstraints | undefined {
  const out: SchemaConstraints = {};
  for (const key of CONSTRAINT_KEYS) {
    const value = raw[key];
    if (typeof value === 'number' || typeof value === 'string' || (key === 'uniqueItems' && value === true)) {
      (out as Record<string, unknown>)[key] = value;
    }
  }
  if (raw.exclusiveMinimum === true && typeof raw.minimum === 'number') {
    out.exclusiveMinimum = raw.minimum;
    delete out.minimum;
  }
  if (raw.exclusiveMaximum === true && typeof raw.maximum === 'number') {
    out.exclusiveMaximum = raw.maximum;
    delete out.maximum;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Merges `allOf` members into one schema: properties are united (a property defined twice becomes
 * an `allOf` of both definitions unless they are equal), `required` lists are united, and other keywords keep the first
 * value, the outer schema's first. A member repeated by `$ref` is merged once. A member that
 * refers back to a schema already being merged (on this path of the build, `stack`) is left
 * unmerged, so `allOf` cycles terminate however deep they are.
 * @param stack - pointers of the named schemas being merged or built inline (cycle guard)
 * @returns the merged schema, the members left unmerged, and the pointers this merge expanded
 *   (the caller builds the merged schema's children with them added to its guard)
 */
export function mergeAllOf(schema: Raw, stack: readonly string[], resolve: (ref: string) => unknown): { merged: Raw; unmerged: unknown[]; expanded: string[] } {
  const { allOf, ...outer } = schema;
  const merged: Raw = { ...outer };
  const unmerged: unknown[] = [];
  const expanded = new Set<string>();
  const unmergedRefs = new Set<string>();
  const mergedRefs = new Set<string>();
  // Texts: the outer schema's, else an inline member's (more specific), else a referenced one's.
  const inlineText: Raw = {};
  const refText: Raw = {};
  for (let member of allOf as unknown[]) {
    if (isObject(member) && typeof member.$ref === 'string') {
      if (mergedRefs.has(member.$ref) || unmergedRefs.has(member.$ref)) continue;
      mergedRefs.add(member.$ref);
    }
    const seen = [...stack];
    let viaRef = false;
    let cyclic = false;
    const original = member;
    while (isObject(member) && typeof member.$ref === 'string') {
      if (seen.includes(member.$ref)) {
        cyclic = true;
        break;
      }
      seen.push(member.$ref);
      expanded.add(member.$ref);
      viaRef = true;
      member = resolve(member.$ref);
    }
    if (cyclic) {
      const ref = (original as Raw).$ref as string;
      mergedRefs.delete(ref);
      unmergedRefs.add(ref);
      unmerged.push(original);
      continue;
    }
    if (!isObject(member)) continue;
    if (Array.isArray(member.allOf)) {
      const inner = mergeAllOf(member, seen, resolve);
      member = inner.merged;
      for (const ref of inner.expanded) expanded.add(ref);
      for (const item of inner.unmerged) {
        const ref = isObject(item) && typeof item.$ref === 'string' ? item.$ref : undefined;
        if (ref && unmergedRefs.has(ref)) continue;
        if (ref) unmergedRefs.add(ref);
        unmerged.push(item);
      }
    }
    const m = member as Raw;
    for (const [key, value] of Object.entries(m)) {
      if (key === 'properties' && isObject(value)) {
        const props: Raw = { ...(isObject(merged.properties) ? merged.properties : {}) };
        for (const [name, sub] of Object.entries(value))
          props[name] = name in props && !isDeepStrictEqual(props[name], sub) ? { allOf: [props[name], sub] } : sub;
        merged.properties = props;
      } else if (key === 'required' && Array.isArray(value)) {
        const required = Array.isArray(merged.required) ? [...(merged.required as unknown[])] : [];
        for (const name of value) if (!required.includes(name)) required.push(name);
        merged.required = required;
      } else if (key === 'items' && merged.items !== undefined) {
        if (!isDeepStrictEqual(merged.items, value)) merged.items = { allOf: [merged.items, value] };
      } else if (key === 'description' || key === 'title') {
        const texts = viaRef ? refText : inlineText;
        texts[key] ??= value;
      } else if (key === 'additionalProperties') {
        if (merged.additionalProperties === undefined || (merged.additionalProperties === true && isObject(value))) merged.additionalProperties = value;
      } else if (merged[key] === undefined) {
        merged[key] = value;
      }
    }
  }
  for (const key of ['description', 'title']) {
    const text = outer[key] ?? inlineText[key] ?? refText[key];
    if (text !== undefined) merged[key] = text;
  }
  return { merged, unmerged, expanded: [...expanded] };
}
