/**
 * The nilDB model against the spec itself: every operation's parameters, body and responses are
 * walked in the YAML (with this file's own $ref resolution and allOf merge) and compared with the
 * generated model, and the routes against the route table below.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateApiModel } from '@/lib/openapi/generate';
import { resolveSchema } from '@/lib/openapi/schema-format';
import type { ApiModel, SchemaNode } from '@/lib/openapi/types';

// biome-ignore lint/suspicious/noExplicitAny: the raw YAML of the spec, walked key by key against the typed model.
type Raw = Record<string, any>;

const SPEC = 'openapi/nildb.yaml';
const raw = parse(fs.readFileSync(SPEC, 'utf8')) as Raw;

/** Every operation's route: method, path → slug. */
const ROUTES: [string, string, string][] = [
  ['GET', '/health', 'get-health-status'],
  ['GET', '/about', 'get-node-details'],
  ['GET', '/api/v1/accounts', 'retrieve-an-organizations-account-details'],
  ['GET', '/api/v1/schemas', 'list-the-organizations-schemas'],
  ['GET', '/api/v1/queries', 'list-the-organizations-queries'],
  ['POST', '/api/v1/queries/execute', 'execute-the-specified-query'],
  ['POST', '/api/v1/data/create', 'upload-data-to-the-specified-schema-collection'],
  ['POST', '/api/v1/data/read', 'retrieve-data-from-the-specified-schema-collection-that-matches-the-provided-filter'],
  ['POST', '/api/v1/data/update', 'update-documents-within-a-schema-collection-that-match-the-given-filter'],
  ['POST', '/api/v1/data/tail', 'retrieve-recently-added-documents-from-a-schema-collection'],
  ['POST', '/api/v1/data/delete', 'delete-data-records-that-match-a-given-filter'],
  ['POST', '/api/v1/data/flush', 'remove-all-documents-in-a-schema-collection'],
];

function pointer(ref: string): Raw {
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node: Raw, key) => node[key], raw);
}

function deref(node: Raw): Raw {
  let current = node;
  while (current && typeof current.$ref === 'string') current = pointer(current.$ref);
  return current;
}

/** This test's own allOf merge: union of properties and required, first type and extras. */
function flat(schema: Raw): Raw {
  const s = deref(schema);
  if (!s.allOf) return s;
  const out: Raw = { ...s, properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] };
  delete out.allOf;
  for (const member of s.allOf) {
    const f = flat(member);
    Object.assign(out.properties, f.properties ?? {});
    out.required.push(...(f.required ?? []));
    out.type ??= f.type;
    if (f.additionalProperties !== undefined) out.additionalProperties ??= f.additionalProperties;
  }
  return out;
}

function expectedType(r: Raw): string[] {
  const types = r.type ? [r.type] : r.properties || r.additionalProperties !== undefined ? ['object'] : r.items ? ['array'] : [];
  return r.nullable ? [...types, 'null'] : types;
}

let model: ApiModel;

/** Walks a raw schema and the model node side by side. */
function compare(rawSchema: Raw, node: SchemaNode | undefined, where: string, depth = 0): void {
  expect(node, `${where}: missing in the model`).toBeDefined();
  if (!node || depth > 8) return;
  const r = flat(rawSchema);
  const m = resolveSchema(node, model.schemas);
  expect(m.type ?? [], `${where}: type`).toEqual(expectedType(r));
  expect(m.format, `${where}: format`).toBe(r.format);
  expect(m.enum, `${where}: enum`).toEqual(r.enum);
  if (r.description) expect(m.description, `${where}: description`).toBe(r.description);
  if ('example' in r) expect(m.examples, `${where}: example`).toEqual([r.example]);
  const names = Object.keys(r.properties ?? {});
  expect((m.properties ?? []).map((p) => p.name).sort(), `${where}: properties`).toEqual([...names].sort());
  for (const p of m.properties ?? []) {
    expect(p.required, `${where}.${p.name}: required`).toBe((r.required ?? []).includes(p.name));
    compare(r.properties[p.name], p.schema, `${where}.${p.name}`, depth + 1);
  }
  if (r.items) compare(r.items, m.items, `${where}[]`, depth + 1);
  else expect(m.items, `${where}: items`).toBeUndefined();
  const ap = r.additionalProperties;
  if (ap === undefined) expect(m.additionalProperties, `${where}: additionalProperties`).toBeUndefined();
  else if (ap === true || (typeof ap === 'object' && !Object.keys(ap).length)) expect(m.additionalProperties).toBe(true);
  else compare(ap, m.additionalProperties as SchemaNode, `${where}{}`, depth + 1);
  for (const kind of ['oneOf', 'anyOf'] as const) {
    if (!r[kind]) continue;
    expect(m.variants?.kind, `${where}: ${kind}`).toBe(kind);
    r[kind].forEach((option: Raw, i: number) => {
      compare(option, m.variants!.options[i], `${where}|${i}`, depth + 1);
    });
  }
  if (!r.oneOf && !r.anyOf) expect(m.variants, `${where}: variants`).toBeUndefined();
}

const operations = () =>
  Object.entries(raw.paths as Raw).flatMap(([path, item]) =>
    Object.entries(item as Raw).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Raw })),
  );

beforeAll(async () => {
  model = await generateApiModel(SPEC, { routePrefix: 'api/nildb' });
});

describe('routes', () => {
  it('gives every operation the route of the facts table, and the info page /api/nildb/nildb-api', () => {
    expect(model.pages).toHaveLength(ROUTES.length + 1);
    for (const [method, path, slug] of ROUTES) {
      const page = model.pages.find((p) => p.operation?.method === method && p.operation.path === path);
      expect(page?.entry.route, `${method} ${path}`).toBe(`/api/nildb/${slug}`);
    }
    expect(model.pages[0]!.entry).toMatchObject({ apiKind: 'info', route: '/api/nildb/nildb-api', title: 'nilDB API' });
  });

  it('keeps the two operationIds and no others', () => {
    expect(
      operations()
        .filter(({ op }) => op.operationId)
        .map(({ op }) => op.operationId),
    ).toEqual(['getHealthStatus', 'getNodeDetails']);
  });
});

describe('every operation matches the spec', () => {
  it.each(operations().map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (_, { method, path, op }) => {
    const m = model.pages.find((p) => p.operation?.method === method && p.operation.path === path)?.operation;
    expect(m).toBeDefined();
    if (!m) return;
    expect(m.summary).toBe(op.summary);
    expect(m.operationId).toBe(op.operationId);
    expect(m.tags).toEqual(op.tags);
    expect(m.description).toBe(op.description);
    expect(m.servers.map((s) => s.url)).toEqual(raw.servers.map((s: Raw) => s.url));
    const security = (op.security ?? raw.security ?? []) as Raw[];
    expect(m.security.map((r) => r.schemes.map((s) => s.key))).toEqual(security.map((r) => Object.keys(r)));
    expect(m.parameters.map((p) => p.name)).toEqual((op.parameters ?? []).map((p: Raw) => deref(p).name));

    if (op.requestBody) {
      const body = deref(op.requestBody);
      expect(m.requestBody?.required).toBe(body.required === true);
      expect(m.requestBody!.content.map((c) => c.mediaType)).toEqual(Object.keys(body.content));
      for (const c of m.requestBody!.content) {
        compare(body.content[c.mediaType].schema, c.schema, `${method} ${path} body`);
        if ('example' in body.content[c.mediaType]) expect(c.example).toEqual({ value: body.content[c.mediaType].example, generated: false });
      }
    } else expect(m.requestBody).toBeUndefined();

    expect(m.responses.map((r) => r.status).sort()).toEqual(Object.keys(op.responses).sort());
    for (const r of m.responses) {
      const response = deref(op.responses[r.status]);
      expect(r.description).toBe(response.description);
      expect(r.content.map((c) => c.mediaType)).toEqual(Object.keys(response.content ?? {}));
      for (const c of r.content) {
        const media = response.content[c.mediaType];
        compare(media.schema, c.schema, `${method} ${path} ${r.status}`);
        if ('example' in media) expect(c.example).toEqual({ value: media.example, generated: false });
        else expect(c.example?.generated).toBe(true);
      }
    }
  });
});

describe('facts of the nilDB API', () => {
  it('describes the document', () => {
    expect(model.document).toMatchObject({ title: 'nilDB API', version: '0.2.2' });
    expect(model.document.openapi).toMatch(/^3\.0\./);
    expect(model.document.servers.map((s) => s.url)).toEqual(['https://nildb-demo.nillion.network']);
    expect(model.document.securitySchemes).toEqual([
      expect.objectContaining({
        key: 'jwt',
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        credential: { in: 'header', name: 'Authorization', value: 'Bearer <JWT>' },
      }),
    ]);
    for (const claim of ['iat', 'exp', 'aud', 'iss', 'ES256K']) expect(model.document.securitySchemes[0]!.description).toContain(claim);
  });

  it('protects 10 operations with the jwt scheme; /health and /about are public', () => {
    const ops = model.pages.flatMap((p) => (p.operation ? [p.operation] : []));
    expect(ops).toHaveLength(12);
    expect(
      ops
        .filter((o) => o.security.length === 0)
        .map((o) => o.path)
        .sort(),
    ).toEqual(['/about', '/health']);
    for (const o of ops.filter((x) => x.security.length)) {
      expect(o.security).toEqual([{ schemes: [{ key: 'jwt', scopes: [] }] }]);
      const unauthorized = o.responses.find((r) => r.status === '401');
      expect(unauthorized?.content, `${o.path} 401`).toEqual([]);
      const bad = o.responses.find((r) => r.status === '400');
      expect(bad?.content[0]?.schema, `${o.path} 400`).toEqual({ ref: '#/components/schemas/Error', name: 'Error' });
    }
  });

  it('answers /health with text/plain OK', () => {
    const health = model.pages.find((p) => p.operation?.path === '/health')!.operation!;
    expect(health.responses.map((r) => r.status)).toEqual(['200']);
    expect(health.responses[0]!.content).toEqual([{ mediaType: 'text/plain', schema: { type: ['string'] }, example: { value: 'OK', generated: false } }]);
  });

  it('fixes the upstream defects', () => {
    // `items` is always one schema, never a list.
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'items') expect(Array.isArray(value)).toBe(false);
          walk(value);
        }
      }
    };
    walk(raw);
    expect(model.schemas['#/components/schemas/Filter']!.additionalProperties).toBe(true);
    const ops = model.pages.flatMap((p) => (p.operation ? [p.operation] : []));
    for (const o of ops.filter((x) => x.method === 'POST')) expect(o.requestBody?.required, o.path).toBe(true);
    const body = (path: string) => resolveSchema(ops.find((o) => o.path === path)!.requestBody!.content[0]!.schema!, model.schemas);
    const item = body('/api/v1/data/create').properties!.find((p) => p.name === 'data')!.schema.items!;
    expect(item.additionalProperties).toBe(true);
    expect(item.properties?.map((p) => [p.name, p.required])).toEqual([['_id', true]]);
    expect(body('/api/v1/data/update').properties!.find((p) => p.name === 'update')!.schema.type).toEqual(['object']);
    expect(body('/api/v1/data/delete').properties!.map((p) => [p.name, p.required])).toEqual([
      ['schema', true],
      ['filter', true],
    ]);
    const flush = body('/api/v1/data/flush').properties!;
    expect(flush.map((p) => p.name)).toEqual(['data']);
    expect(flush[0]!.schema.properties!.map((p) => [p.name, p.required])).toEqual([['schema', true]]);
    expect(fs.readFileSync(SPEC, 'utf8')).not.toMatch(/Pagenation|pipline/);
  });
});
