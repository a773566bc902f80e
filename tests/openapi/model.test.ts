import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileApiPages } from '@/lib/compile/api-pages';
import { generateApiModel } from '@/lib/openapi/generate';
import { resolveSchema, typeLabel, constraintTexts } from '@/lib/openapi/schema-format';
import type { ApiModel, OperationModel, SchemaNode } from '@/lib/openapi/types';

const fixture = (name: string) => `tests/fixtures/openapi/${name}`;

function op(model: ApiModel, method: string, path: string): OperationModel {
  const found = model.pages.find((p) => p.operation?.method === method && p.operation.path === path)?.operation;
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

const props = (node: SchemaNode, model: ApiModel) => Object.fromEntries((resolveSchema(node, model.schemas).properties ?? []).map((p) => [p.name, p]));

describe('petstore-style OpenAPI 3.0', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await generateApiModel(fixture('petstore-3.0.yaml'), { routePrefix: 'api/pets' });
  });

  it('lists the info page, then operations grouped by declared tag order, untagged last', () => {
    expect(model.pages.map((p) => p.entry.id)).toEqual([
      'api/pets/pet-shelter-api',
      'api/pets/list-pets',
      'api/pets/create-pet',
      'api/pets/show-one-pet',
      'api/pets/delete-pet',
      'api/pets/book-visit',
      'api/pets/ping',
    ]);
    expect(model.pages.map((p) => p.entry.tag)).toEqual([undefined, 'pets', 'pets', 'pets', 'pets', 'visits', undefined]);
    expect(model.pages[0]!.entry.apiKind).toBe('info');
  });

  /** The headings of the page with this id, as the compile of its generated source gives them. */
  const compiledHeadings = async (id: string) => {
    const { pages } = await compileApiPages([model], process.cwd(), { publicDir: path.join(process.cwd(), 'public') });
    return pages.find((p) => p.entry.id === id)!.entry.headings;
  };

  it('fills the index entry fields', async () => {
    const entry = model.pages[1]!.entry;
    expect(entry).toMatchObject({
      kind: 'api',
      apiKind: 'operation',
      route: '/api/pets/list-pets',
      title: 'List pets',
      method: 'GET',
      path: '/pets',
      file: 'tests/fixtures/openapi/petstore-3.0.yaml#/paths/~1pets/get',
    });
    expect((await compiledHeadings(entry.id)).map((h) => h.id)).toEqual([
      'endpoint',
      'request',
      'authorization',
      'parameters',
      'request-samples',
      'responses',
      '200-ok',
      'default',
    ]);
  });

  it('models query and header parameters with types and limits', () => {
    const list = op(model, 'GET', '/pets');
    expect(list.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['limit', 'query', false],
      ['status', 'query', true],
      ['X-Request-Id', 'header', false],
    ]);
    const limit = list.parameters[0]!.schema!;
    expect(typeLabel(limit, model.schemas)).toBe('integer<int32>');
    expect(constraintTexts(limit)).toEqual(['>= 1', '<= 100']);
    expect(limit.default).toBe(20);
    expect(list.parameters[1]!.schema!.enum).toEqual(['available', 'adopted']);
    expect(list.parameters[1]!.example).toBe('available');
  });

  it('merges path-level parameters and normalises 3.0 exclusiveMinimum', () => {
    for (const method of ['GET', 'DELETE']) {
      const p = op(model, method, '/pets/{petId}').parameters;
      expect(p).toHaveLength(1);
      expect(p[0]).toMatchObject({ name: 'petId', in: 'path', required: true });
      expect(p[0]!.schema!.constraints).toEqual({ exclusiveMinimum: 0 });
    }
  });

  it('resolves security: inherited, public, and alternatives', () => {
    expect(op(model, 'GET', '/pets').security).toEqual([{ schemes: [{ key: 'bearerAuth', scopes: [] }] }]);
    expect(op(model, 'GET', '/pets/{petId}').security).toEqual([]);
    expect(op(model, 'DELETE', '/pets/{petId}').security.map((r) => r.schemes[0]!.key)).toEqual(['apiKey', 'bearerAuth']);
    expect(model.document.securitySchemes.find((s) => s.key === 'bearerAuth')!.credential).toEqual({
      in: 'header',
      name: 'Authorization',
      value: 'Bearer <JWT>',
    });
  });

  it('orders responses and resolves response references', () => {
    const list = op(model, 'GET', '/pets');
    expect(list.responses.map((r) => r.status)).toEqual(['200', 'default']);
    expect(list.responses[0]!.headers).toEqual([{ name: 'X-Next', required: false, description: 'Link to the next page.', schema: { type: ['string'] } }]);
    expect(list.responses[1]!.description).toBe('Something went wrong.');
    expect(list.responses[1]!.content.map((c) => c.mediaType)).toEqual(['application/problem+json']);
    expect(op(model, 'POST', '/pets').responses.map((r) => r.status)).toEqual(['201', '422']);
    expect(op(model, 'DELETE', '/pets/{petId}').deprecated).toBe(true);
  });

  it('merges allOf (properties, required, flags) into the named schema', () => {
    const pet = model.schemas['#/components/schemas/Pet']!;
    const p = props(pet, model);
    expect(Object.keys(p)).toEqual(['name', 'species', 'tag', 'id']);
    expect(
      Object.values(p)
        .filter((x) => x.required)
        .map((x) => x.name),
    ).toEqual(['name', 'species', 'id']);
    expect(p.tag!.schema.type).toEqual(['string', 'null']);
    expect(p.id!.schema).toMatchObject({ type: ['integer'], format: 'int64', readOnly: true, examples: [7] });
    expect(p.name!.schema.constraints).toEqual({ minLength: 1, maxLength: 64 });
  });

  it('takes examples from the spec, else generates them', () => {
    const create = op(model, 'POST', '/pets');
    expect(create.requestBody!.required).toBe(true);
    expect(create.requestBody!.content[0]!.example).toEqual({ value: { name: 'Tom', species: 'cat' }, generated: false, name: 'cat', summary: 'A cat' });
    // A response from the schema: read-only `id` kept, the nullable `tag` as a string.
    expect(create.responses[0]!.content[0]!.example).toEqual({ value: { name: 'string', species: 'cat', tag: 'string', id: 7 }, generated: true });
    expect(op(model, 'POST', '/visits').responses[0]!.content[0]!.example).toEqual({ value: 'booked', generated: false });
  });

  it('builds request samples from servers, parameters, credentials and the body', () => {
    const [curl, js, py] = op(model, 'GET', '/pets').samples;
    expect(curl!.code).toBe("curl 'https://eu.shelter.example/v1/pets?status=available' \\\n  -H 'Authorization: Bearer <JWT>'");
    expect(js!.code).toContain("await fetch('https://eu.shelter.example/v1/pets?status=available', {");
    expect(py!.code).toContain('requests.get(');
    expect(py!.code).toContain('"status": "available"');
    const visit = op(model, 'POST', '/visits').samples;
    expect(visit[0]!.code).toContain("-d 'date=2025-01-01&note=string'");
    expect(visit[2]!.code).toContain('data={');
    expect(op(model, 'GET', '/pets/{petId}').samples[0]!.code).toBe("curl 'https://eu.shelter.example/v1/pets/<petId>'");
  });

  it('describes the document for the info page', async () => {
    expect(model.document).toMatchObject({ openapi: '3.0.3', title: 'Pet Shelter API', version: '1.4.0' });
    expect(model.document.servers[0]!.variables).toEqual([{ name: 'region', default: 'eu', enum: ['eu', 'us'] }]);
    expect((await compiledHeadings(model.pages[0]!.entry.id)).map((h) => h.text)).toEqual([
      'Authentication',
      'bearerAuth',
      'apiKey',
      'Servers',
      'Operations',
      'pets',
      'visits',
    ]);
  });
});

describe('petstore-style OpenAPI 3.1', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await generateApiModel(fixture('petstore-3.1.yaml'), { routePrefix: 'api/pets' });
  });

  it('normalises type arrays, numeric exclusive limits, const, examples and prefixItems', () => {
    const patch = op(model, 'PATCH', '/pets/{petId}');
    const body = props(patch.requestBody!.content[0]!.schema!, model);
    expect(body.nickname!.schema.type).toEqual(['string', 'null']);
    expect(typeLabel(body.nickname!.schema, model.schemas)).toBe('string | null');
    expect(body.weight!.schema.constraints).toEqual({ exclusiveMinimum: 0, exclusiveMaximum: 200 });
    const pet = props(model.schemas['#/components/schemas/Pet']!, model);
    expect(pet.kind!.schema.const).toBe('pet');
    expect(pet.tags!.schema.examples).toEqual([['friendly', 'small']]);
    expect(pet.tags!.schema.constraints).toEqual({ uniqueItems: true });
    expect(pet.position!.schema.prefixItems).toHaveLength(2);
  });

  it('keeps a description written next to a $ref', () => {
    const schema = op(model, 'GET', '/pets/{petId}').responses[0]!.content[0]!.schema!;
    expect(schema).toEqual({ ref: '#/components/schemas/Pet', name: 'Pet', description: 'The pet, as stored.' });
    expect(resolveSchema(schema, model.schemas).description).toBe('The pet, as stored.');
  });

  it('uses schema examples of path parameters in samples', () => {
    expect(op(model, 'GET', '/pets/{petId}').samples[0]!.code).toBe("curl '<BASE_URL>/pets/rex-1'");
  });
});

describe('recursive schemas', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await generateApiModel(fixture('recursive.yaml'), { routePrefix: 'api/trees' });
  });

  it('keeps self and mutual recursion as named references', () => {
    const tree = props(model.schemas['#/components/schemas/TreeNode']!, model);
    expect(tree.children!.schema.items).toEqual({ ref: '#/components/schemas/TreeNode', name: 'TreeNode' });
    expect(props(model.schemas['#/components/schemas/File']!, model).folder!.schema.ref).toBe('#/components/schemas/Folder');
    expect(props(model.schemas['#/components/schemas/Folder']!, model).files!.schema.items!.ref).toBe('#/components/schemas/File');
    expect(() => JSON.stringify(model)).not.toThrow();
  });

  it('stops an allOf that includes itself', () => {
    const category = model.schemas['#/components/schemas/Category']!;
    expect(Object.keys(props(category, model))).toEqual(['name', 'parent']);
    expect(category.unmergedAllOf).toEqual([{ ref: '#/components/schemas/Category', name: 'Category' }]);
  });

  it('generates finite examples', () => {
    expect(op(model, 'GET', '/trees').responses[0]!.content[0]!.example!.value).toEqual({ value: 0, children: [] });
    expect(op(model, 'POST', '/folders').requestBody!.content[0]!.example!.value).toEqual({ name: 'string', files: [{ name: 'string' }] });
  });
});

describe('allOf / oneOf / anyOf', () => {
  let model: ApiModel;
  beforeAll(async () => {
    model = await generateApiModel(fixture('composition.yaml'), { routePrefix: 'api/zoo' });
  });

  it('keeps oneOf options as variants with the discriminator', () => {
    const schema = op(model, 'POST', '/animals').requestBody!.content[0]!.schema!;
    expect(schema.variants).toEqual({
      kind: 'oneOf',
      discriminator: 'kind',
      options: [
        { ref: '#/components/schemas/Cat', name: 'Cat' },
        { ref: '#/components/schemas/Dog', name: 'Dog' },
      ],
    });
  });

  it('merges allOf members, required lists and texts', () => {
    const cat = model.schemas['#/components/schemas/Cat']!;
    expect(cat.description).toBe('A cat.');
    expect((cat.properties ?? []).map((p) => `${p.name}${p.required ? '*' : ''}`)).toEqual(['kind*', 'name*', 'indoor*']);
    const dog = model.schemas['#/components/schemas/Dog']!;
    // The inline member's description beats the referenced base's.
    expect(dog.description).toBe('A dog.');
    // A property defined in two members is merged too.
    expect(props(dog, model).name!.schema).toMatchObject({ type: ['string'], description: "The animal's name.", constraints: { maxLength: 20 } });
  });

  it('keeps anyOf options', () => {
    const id = props(model.schemas['#/components/schemas/Receipt']!, model).id!.schema;
    expect(id.variants?.kind).toBe('anyOf');
    expect(id.variants?.options.map((o) => typeLabel(o, model.schemas))).toEqual(['string<uuid>', 'integer']);
  });

  it('builds the body example from the first variant', () => {
    expect(op(model, 'POST', '/animals').requestBody!.content[0]!.example!.value).toEqual({ kind: 'string', name: 'string', indoor: true });
  });
});

describe('external references', () => {
  it('bundles schemas from other files', async () => {
    const model = await generateApiModel(fixture('split-root.yaml'), { routePrefix: 'api/split' });
    const items = op(model, 'GET', '/pets').responses[0]!.content[0]!.schema!.items!;
    const pet = props(items, model);
    expect(Object.keys(pet)).toEqual(['name', 'owner']);
    expect(props(pet.owner!.schema, model).email!.schema.format).toBe('email');
  });
});
