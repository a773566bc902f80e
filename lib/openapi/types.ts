/**
 * The typed API model of one spec: what the generator builds (`npm run gen:api` writes it as one
 * JSON file) and what the API pages' sources are written from (./page-source.ts).
 * Plain JSON data only: no functions, no cycles. Schemas are trees in which every `$ref` to a
 * named schema stays a named reference ({@link SchemaNode.ref}) into {@link ApiModel.schemas}, so
 * recursive schemas never expand forever and large specs stay small.
 */
import type { ApiEntry } from '../content/types';

/** Any JSON value (spec examples, defaults, enum members). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Numeric, length, count and pattern limits of a schema, normalised across OpenAPI 3.0 and 3.1. */
export interface SchemaConstraints {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

/** One property of an object schema. */
export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

/** `oneOf` / `anyOf` alternatives, shown as switchable variants. */
export interface SchemaVariants {
  kind: 'oneOf' | 'anyOf';
  /** The property that tells the variants apart, when the spec declares a discriminator. */
  discriminator?: string;
  options: SchemaNode[];
}

/**
 * A schema, after `allOf` is merged and 3.0/3.1 differences are normalised.
 * A node with `ref` is a reference to the named schema `ApiModel.schemas[ref]`; its other fields
 * (only `description` in practice) override the target's.
 */
export interface SchemaNode {
  /** Key into {@link ApiModel.schemas}: the JSON pointer of the referenced schema (`#/components/schemas/Pet`). */
  ref?: string;
  /** Display name of a named schema (`Pet`): set on references and on the named schemas themselves. */
  name?: string;
  /** JSON types; absent means any type. `null` is listed when the value may be null (3.0 `nullable`). */
  type?: string[];
  format?: string;
  title?: string;
  /** CommonMark, as in the spec. */
  description?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  /** `example` (3.0) or `examples` (3.1) values, in spec order. */
  examples?: JsonValue[];
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  constraints?: SchemaConstraints;
  properties?: SchemaProperty[];
  /** `true`: free-form extra properties; a schema: extra properties of that shape. Absent: not declared. */
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  /** 3.1 tuple items. */
  prefixItems?: SchemaNode[];
  variants?: SchemaVariants;
  not?: SchemaNode;
  /** `allOf` members that could not be merged because they refer back to a schema being merged (a cycle). */
  unmergedAllOf?: SchemaNode[];
}

/** An example value: written in the spec, or generated from the schema when the spec has none. */
export interface ExampleValue {
  value: JsonValue;
  /** True when generated from the schema rather than written in the spec. */
  generated: boolean;
  /** Name of the spec's `examples` entry it came from, if any. */
  name?: string;
  summary?: string;
}

/** One media type of a request or response body. */
export interface MediaTypeModel {
  mediaType: string;
  schema?: SchemaNode;
  /** The example shown first: the spec's `example`, its first named example, or one generated from the schema. */
  example?: ExampleValue;
  /** Every named example of the spec's `examples` map, in spec order, when it has more than one (for a selector). */
  examples?: ExampleValue[];
}

/** A path, query, header or cookie parameter (path-level and operation-level merged). */
export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: SchemaNode;
  example?: JsonValue;
}

/** A request body. */
export interface RequestBodyModel {
  required: boolean;
  description?: string;
  content: MediaTypeModel[];
}

/** A response header. */
export type HeaderModel = Pick<ParameterModel, 'name' | 'required' | 'description' | 'schema'>;

/** One response, per status code (`200`, `4XX`, `default`). */
export interface ResponseModel {
  status: string;
  description: string;
  headers: HeaderModel[];
  content: MediaTypeModel[];
}

/** A server variable (`{region}` in a server URL). */
export interface ServerVariableModel {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

/** A server the API is served from. */
export interface ServerModel {
  url: string;
  description?: string;
  variables: ServerVariableModel[];
}

/** A security scheme from `components.securitySchemes`, with the header or parameter it sets. */
export interface SecuritySchemeModel {
  key: string;
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  /** `http` schemes: `bearer`, `basic`, … (lower case). */
  scheme?: string;
  bearerFormat?: string;
  /** `apiKey` schemes: where the key goes and its name. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  openIdConnectUrl?: string;
  /** `oauth2`: flow name → its URLs and scopes. */
  flows?: { flow: string; authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes: string[] }[];
  /** What a request carries, e.g. `Authorization: Bearer <JWT>` (absent for mutual TLS). */
  credential?: { in: 'header' | 'query' | 'cookie'; name: string; value: string };
}

/**
 * One way to satisfy an operation's security: every listed scheme applies together.
 * An operation accepts any one of its requirements; none means the endpoint is public.
 */
export interface SecurityRequirementModel {
  schemes: { key: string; scopes: string[] }[];
}

/** A request sample in one language. */
export interface RequestSample {
  lang: 'curl' | 'javascript' | 'python';
  label: string;
  /** Language for the highlighter. */
  syntax: 'bash' | 'javascript' | 'python';
  code: string;
}

/** One OpenAPI operation, or one operation of a 3.1 webhook. */
export interface OperationModel {
  /** `webhook`: a request the API sends to the reader's server (OpenAPI 3.1 `webhooks`); absent for an ordinary operation. */
  kind?: 'webhook';
  /** Upper case (`GET`). */
  method: string;
  /** The path template (`/pets/{id}`); for a webhook, its name in `webhooks`. */
  path: string;
  operationId?: string;
  summary?: string;
  /** The operation's `x-sidebar-label`: its label in the sidebar, in place of the shortened title (lib/openapi/sidebar-label.ts). */
  sidebarLabel?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  /** Effective servers (operation, then path item, then document); none for a webhook. */
  servers: ServerModel[];
  /** Effective security: the operation's, else the document's. Empty: public. */
  security: SecurityRequirementModel[];
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
  samples: RequestSample[];
  /** JSON pointer of the operation in the spec (`#/paths/~1pets/get`, `#/webhooks/newPet/post`). */
  pointer: string;
}

/** A generated page: its index entry and the operation it documents (if any). */
export interface ApiPageModel {
  entry: ApiEntry;
  operation?: OperationModel;
}

/** Document-level facts for the info page. */
export interface DocumentModel {
  openapi: string;
  title: string;
  /** `info.version`; `''` when the spec gives none (an accepted deviation, reported as a warning). */
  version: string;
  description?: string;
  servers: ServerModel[];
  securitySchemes: SecuritySchemeModel[];
  tags: { name: string; description?: string }[];
  /** `info.x-sidebar-position`: where the spec's category sits among the API specs (lower first). */
  sidebarPosition?: number;
}

/** Everything generated from one spec file. */
export interface ApiModel {
  /** Bumped when this shape changes. */
  formatVersion: 1;
  /** The spec file, relative to the working directory, with `/` separators. */
  source: string;
  /** SHA-256 of the spec file's bytes, to tell when the model is stale. */
  sourceSha256: string;
  /** Route prefix of the pages (`api/nildb`). */
  routePrefix: string;
  document: DocumentModel;
  /** Named schemas by JSON pointer, sorted by key. */
  schemas: Record<string, SchemaNode>;
  /** The info page, then the operations grouped by tag (spec tag order), in spec order. */
  pages: ApiPageModel[];
}
