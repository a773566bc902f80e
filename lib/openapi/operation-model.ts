/**
 * Builds the document facts and the operation models (parameters, request body, responses per
 * status, security, servers, examples and request samples) from a bundled OpenAPI document.
 */
import { atPointer } from './errors';
import { getAtPointer, isObject, toPointer, type JsonObject as Raw } from './json-pointer';
import { exampleFromSchema, type ExampleMode } from './examples';
import { buildRequestSamples } from './request-samples';
import type { SchemaBuilder } from './schema-model';
import type { SchemaTable } from './schema-format';
import type {
  DocumentModel,
  ExampleValue,
  HeaderModel,
  JsonValue,
  MediaTypeModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SecurityRequirementModel,
  SecuritySchemeModel,
  ServerModel,
} from './types';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** HTTP methods an OpenAPI path item can hold. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Follows `$ref`s to components (parameters, responses, request bodies, headers, examples, path items). */
function deref(document: Raw, value: unknown): Raw {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 32; hops++) {
    current = getAtPointer(document, current.$ref);
  }
  return isObject(current) ? current : {};
}

function servers(list: unknown): ServerModel[] | undefined {
  if (!Array.isArray(list) || !list.length) return undefined;
  return list.filter(isObject).map((s) => ({
    url: String(s.url ?? '/'),
    ...(text(s.description) ? { description: text(s.description) } : {}),
    variables: Object.entries(isObject(s.variables) ? s.variables : {}).map(([name, v]) => {
      const variable = isObject(v) ? v : {};
      return {
        name,
        default: String(variable.default ?? ''),
        ...(Array.isArray(variable.enum) ? { enum: variable.enum.map(String) } : {}),
        ...(text(variable.description) ? { description: text(variable.description) } : {}),
      };
    }),
  }));
}

/** What a request carries for a scheme; placeholders only. */
function credential(scheme: Raw): SecuritySchemeModel['credential'] {
  const type = scheme.type;
  if (type === 'http') {
    const name = String(scheme.scheme ?? '').toLowerCase();
    if (name === 'bearer') {
      const token = text(scheme.bearerFormat) ? `<${String(scheme.bearerFormat).toUpperCase()}>` : '<TOKEN>';
      return { in: 'header', name: 'Authorization', value: `Bearer ${token}` };
    }
    if (name === 'basic') return { in: 'header', name: 'Authorization', value: 'Basic <BASE64_USERNAME_COLON_PASSWORD>' };
    return { in: 'header', name: 'Authorization', value: `${String(scheme.scheme)} <CREDENTIALS>` };
  }
  if (type === 'apiKey' && typeof scheme.name === 'string') {
    const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    return { in: where, name: scheme.name, value: '<API_KEY>' };
  }
  if (type === 'oauth2' || type === 'openIdConnect') return { in: 'header', name: 'Authorization', value: 'Bearer <ACCESS_TOKEN>' };
  return undefined;
}

/** The document's security schemes, in spec order. */
export function buildSecuritySchemes(document: Raw): SecuritySchemeModel[] {
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.entries(schemes).map(([key, value]) => {
    const s = deref(document, value);
    const flows = isObject(s.flows)
      ? Object.entries(s.flows).map(([flow, f]) => {
          const def = isObject(f) ? f : {};
          return {
            flow,
            ...(text(def.authorizationUrl) ? { authorizationUrl: text(def.authorizationUrl) } : {}),
            ...(text(def.tokenUrl) ? { tokenUrl: text(def.tokenUrl) } : {}),
            ...(text(def.refreshUrl) ? { refreshUrl: text(def.refreshUrl) } : {}),
            scopes: Object.keys(isObject(def.scopes) ? def.scopes : {}),
          };
        })
      : undefined;
    const model: SecuritySchemeModel = { key, type: s.type as SecuritySchemeModel['type'] };
    if (text(s.description)) model.description = text(s.description);
    if (typeof s.scheme === 'string') model.scheme = s.scheme.toLowerCase();
    if (text(s.bearerFormat)) model.bearerFormat = text(s.bearerFormat);
    if (s.in === 'header' || s.in === 'query' || s.in === 'cookie') model.in = s.in;
    if (typeof s.name === 'string') model.name = s.name;
    if (text(s.openIdConnectUrl)) model.openIdConnectUrl = text(s.openIdConnectUrl);
    if (flows) model.flows = flows;
    const cred = credential(s);
    if (cred) model.credential = cred;
    return model;
  });
}

/** Document-level facts (title, version, servers, schemes, tags). */
export function buildDocumentModel(document: Raw): DocumentModel {
  const info = isObject(document.info) ? document.info : {};
  return {
    openapi: String(document.openapi),
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    ...(text(info.description) ? { description: text(info.description) } : {}),
    servers: servers(document.servers) ?? [],
    securitySchemes: buildSecuritySchemes(document),
    tags: (Array.isArray(document.tags) ? document.tags : []).filter(isObject).map((t) => ({
      name: String(t.name),
      ...(text(t.description) ? { description: text(t.description) } : {}),
    })),
    ...(typeof info['x-sidebar-position'] === 'number' && Number.isFinite(info['x-sidebar-position']) ? { sidebarPosition: info['x-sidebar-position'] } : {}),
  };
}

function security(list: unknown): SecurityRequirementModel[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .filter((req) => Object.keys(req).length > 0)
    .map((req) => ({ schemes: Object.entries(req).map(([key, scopes]) => ({ key, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })) }));
}

/** The entries of an `examples` map that hold a `value` (external `externalValue` ones are skipped), in spec order. */
function namedExamples(document: Raw, holder: Raw): ExampleValue[] {
  if (!isObject(holder.examples)) return [];
  return Object.entries(holder.examples).flatMap(([name, value]) => {
    const example = deref(document, value);
    if (!('value' in example)) return [];
    return [{ value: example.value as JsonValue, generated: false, name, ...(text(example.summary) ? { summary: text(example.summary) } : {}) }];
  });
}

/** The `example` value, else the first named example of an `examples` map. */
function specExample(document: Raw, holder: Raw): ExampleValue | undefined {
  if ('example' in holder) return { value: holder.example as JsonValue, generated: false };
  return namedExamples(document, holder)[0];
}

/** The order responses are listed in: numeric codes, then ranges (`4XX`), then `default`. */
function statusRank(status: string): [number, string] {
  if (/^\d{3}$/.test(status)) return [0, status];
  if (/^\dXX$/i.test(status)) return [1, status.toUpperCase()];
  return [2, status];
}

/** Builds operation models from a bundled document. */
export class OperationModelBuilder {
  private readonly schemes: Map<string, SecuritySchemeModel>;
  private readonly documentServers: ServerModel[];

  constructor(
    private readonly document: Raw,
    private readonly schemas: SchemaBuilder,
    schemeList: SecuritySchemeModel[],
  ) {
    this.schemes = new Map(schemeList.map((s) => [s.key, s]));
    this.documentServers = servers(document.servers) ?? [];
  }

  /** The operations of `paths`, then of 3.1 `webhooks`, in document order (methods in path-item order). */
  private *entries() {
    for (const root of ['paths', 'webhooks'] as const) {
      const items = isObject(this.document[root]) ? this.document[root] : {};
      for (const [path, value] of Object.entries(items)) {
        const item = deref(this.document, value);
        for (const method of Object.keys(item)) if ((HTTP_METHODS as readonly string[]).includes(method)) yield { root, path, method, item };
      }
    }
  }

  /**
   * Every operation in spec order (paths in document order, methods in path-item order), then the
   * 3.1 `webhooks` in document order (kind `webhook`, the webhook's name as path), without
   * examples and samples yet (see {@link completeOperation}).
   */
  operations(): OperationModel[] {
    return [...this.entries()].map(({ root, path, method, item }) =>
      atPointer(toPointer([root, path, method]), () => this.operation(path, method, item, deref(this.document, item[method]), root)),
    );
  }

  /**
   * The operations' callbacks, which get no page: `{name} of {METHOD} {path}` with the callback's
   * JSON pointer, in spec order.
   */
  callbacks(): { label: string; pointer: string }[] {
    return [...this.entries()].flatMap(({ root, path, method, item }) => {
      const op = deref(this.document, item[method]);
      return Object.keys(isObject(op.callbacks) ? op.callbacks : {}).map((name) => ({
        label: `${name} of ${method.toUpperCase()} ${path}`,
        pointer: toPointer([root, path, method, 'callbacks', name]),
      }));
    });
  }

  private operation(path: string, method: string, item: Raw, op: Raw, root: 'paths' | 'webhooks' = 'paths'): OperationModel {
    const parameters = new Map<string, ParameterModel>();
    for (const list of [item.parameters, op.parameters]) {
      for (const value of Array.isArray(list) ? list : []) {
        const p = this.parameter(deref(this.document, value));
        parameters.set(`${p.in}:${p.name}`, p);
      }
    }
    const body = op.requestBody !== undefined ? deref(this.document, op.requestBody) : undefined;
    const responses = Object.entries(isObject(op.responses) ? op.responses : {})
      .map(([status, value]) => this.response(status, deref(this.document, value)))
      .sort((a, b) => {
        const [ra, sa] = statusRank(a.status);
        const [rb, sb] = statusRank(b.status);
        return ra - rb || (sa < sb ? -1 : sa > sb ? 1 : 0);
      });
    return {
      ...(root === 'webhooks' ? { kind: 'webhook' as const } : {}),
      method: method.toUpperCase(),
      path,
      ...(text(op.operationId) ? { operationId: String(op.operationId) } : {}),
      ...(text(op.summary) ? { summary: String(op.summary).trim() } : {}),
      ...(text(op['x-sidebar-label']) ? { sidebarLabel: String(op['x-sidebar-label']).trim() } : {}),
      ...(text(op.description) ? { description: text(op.description) } : {}),
      tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
      deprecated: op.deprecated === true,
      servers: root === 'webhooks' ? [] : (servers(op.servers) ?? servers(item.servers) ?? this.documentServers),
      security: security(op.security ?? this.document.security),
      parameters: [...parameters.values()],
      ...(body ? { requestBody: this.requestBody(body) } : {}),
      responses,
      samples: [],
      pointer: toPointer([root, path, method]),
    };
  }

  private parameter(p: Raw): ParameterModel {
    const content = isObject(p.content) ? Object.values(p.content).find(isObject) : undefined;
    const schema = p.schema ?? content?.schema;
    const example = specExample(this.document, p) ?? (content ? specExample(this.document, content) : undefined);
    return {
      name: String(p.name),
      in: p.in as ParameterModel['in'],
      required: p.required === true || p.in === 'path',
      ...(text(p.description) ? { description: text(p.description) } : {}),
      ...(p.deprecated === true ? { deprecated: true } : {}),
      ...(schema !== undefined ? { schema: this.schemas.build(schema) } : {}),
      ...(example ? { example: example.value } : {}),
    };
  }

  private media(content: unknown): MediaTypeModel[] {
    return Object.entries(isObject(content) ? content : {}).map(([mediaType, value]) => {
      const m = isObject(value) ? value : {};
      const example = specExample(this.document, m);
      const named = 'example' in m ? [] : namedExamples(this.document, m);
      return {
        mediaType,
        ...(m.schema !== undefined ? { schema: this.schemas.build(m.schema) } : {}),
        ...(example ? { example } : {}),
        ...(named.length > 1 ? { examples: named } : {}),
      };
    });
  }

  private requestBody(body: Raw): RequestBodyModel {
    return {
      required: body.required === true,
      ...(text(body.description) ? { description: text(body.description) } : {}),
      content: this.media(body.content),
    };
  }

  private response(status: string, r: Raw): ResponseModel {
    const headers: HeaderModel[] = Object.entries(isObject(r.headers) ? r.headers : {}).map(([name, value]) => {
      const h = deref(this.document, value);
      return {
        name,
        required: h.required === true,
        ...(text(h.description) ? { description: text(h.description) } : {}),
        ...(h.schema !== undefined ? { schema: this.schemas.build(h.schema) } : {}),
      };
    });
    return { status, description: String(r.description ?? ''), headers, content: this.media(r.content) };
  }

  /**
   * Fills generated examples (for media types without one) and the request samples; needs the
   * finished schema table.
   */
  completeOperation(operation: OperationModel, schemas: SchemaTable): OperationModel {
    const fill = (media: MediaTypeModel[], mode: ExampleMode) => {
      for (const m of media) {
        if (m.example || !m.schema) continue;
        const value = exampleFromSchema(m.schema, schemas, mode);
        if (value !== undefined) m.example = { value, generated: true };
      }
    };
    if (operation.requestBody) fill(operation.requestBody.content, 'request');
    for (const response of operation.responses) fill(response.content, 'response');
    operation.samples = buildRequestSamples(operation, this.schemes);
    return operation;
  }
}
