/**
 * The API pages as page sources: each page of an {@link ApiModel} (the spec's info page and one
 * page per operation) becomes one MDX source, which the content compile then treats like any page
 * (lib/compile/compile-page.ts): headings and TOC, search text, Markdown twin, link checks, the
 * site's one URL rule and one highlighter. The source is built as a syntax tree and printed with
 * the MDX printer (mdast-util-to-markdown with mdast-util-mdx), so spec text can never close a
 * component or start an expression: every `<`, `{` and quote is escaped by the printer.
 *
 * Descriptions are CommonMark (OpenAPI 3.1 § 4.4 "Rich Text Formatting"); raw HTML in them is
 * dropped, as the site renders no HTML from spec text. Structured facts (types, limits, methods)
 * are literal attributes of the API components (lib/mdx/allow-list.ts `API_COMPONENT_NAMES`),
 * which only generated pages may use.
 */
import type { BlockContent, Heading, Link, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString as mdastText } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { STATUS_CODES } from 'node:http';
import { stringify } from 'yaml';
import { createSlugger } from '../content/slug';
import { constraintTexts, resolveSchema, typeLabel, valueText, valueTexts, type SchemaTable } from './schema-format';
import { tryItOperation } from './try-it';
import type { ApiModel, ApiPageModel, MediaTypeModel, OperationModel, SchemaNode, SecuritySchemeModel, ServerModel } from './types';

/**
 * Reason phrases by status code: Node's table, with the two names RFC 9110 § 15 changed (Node
 * keeps the older "Payload Too Large" and "Unprocessable Entity").
 */
const REASONS: Record<string, string | undefined> = { ...STATUS_CODES, '413': 'Content Too Large', '422': 'Unprocessable Content' };

/** A status code's heading text: `200 OK`, `4XX`, `Default`. */
export function statusTitle(status: string): string {
  if (status === 'default') return 'Default';
  const reason = REASONS[status];
  return reason ? `${status} ${reason}` : status.toUpperCase();
}

/** One generated page source. */
export interface ApiPageSource {
  /** The page's content id (`api/nildb/read-data`). */
  id: string;
  /** The MDX text: front matter, then the body. */
  source: string;
}

type Flow = RootContent;
type Attributes = Record<string, string | number | boolean | undefined>;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
/** A tight bullet list: one line per item, and under item `i` the block `below[i]` when given. */
const list = (items: PhrasingContent[][], below: (BlockContent | undefined)[] = []): BlockContent => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children, i) => ({ type: 'listItem', spread: false, children: [paragraph(...children), ...(below[i] ? [below[i]] : [])] })),
});

function attributes(values: Attributes): MdxJsxAttribute[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value: value === true ? null : String(value) }));
}

/** A component in flow position, its children in flow. */
const component = (name: string, values: Attributes, children: Flow[] = []): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: attributes(values),
  children: children as MdxJsxFlowElement['children'],
});

/** A component inside a line of text. */
const inlineComponent = (name: string, values: Attributes): MdxJsxTextElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: attributes(values),
  children: [],
});

/** Joins phrasing with a separator: `a, b, c`. */
const joined = (parts: PhrasingContent[], separator = ', '): PhrasingContent[] => parts.flatMap((p, i) => (i ? [text(separator), p] : [p]));

const descriptionParser = unified().use(remarkParse).use(remarkGfm);

/**
 * A description (CommonMark with GitHub tables and autolinks) as Markdown nodes, without raw HTML.
 * Headings inside it sit below the page's own sections (h4 and deeper), so they never take a place
 * in the page's outline; a code block without a language is plain text.
 */
function descriptionBlocks(markdown: string | undefined): Flow[] {
  if (!markdown?.trim()) return [];
  const tree = descriptionParser.runSync(descriptionParser.parse(markdown)) as Root;
  visit(tree, (node, index, parent) => {
    if (node.type === 'html' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    delete node.position;
    if (node.type === 'heading') node.depth = Math.max(4, node.depth) as Heading['depth'];
    // Pages must name a code block's language; a spec's description need not (plain text then).
    if (node.type === 'code' && !node.lang) node.lang = 'text';
  });
  return tree.children;
}

const heading = (depth: 2 | 3, label: string): Heading => ({ type: 'heading', depth, children: [text(label)] });

/** What one page's body is built with, and the links waiting for the id of a heading. */
class PageBuilder {
  readonly body: Flow[] = [];
  private readonly pending = new Map<Link, Heading>();

  heading(depth: 2 | 3, label: string): void {
    this.body.push(heading(depth, label));
  }

  /** A link to a heading of this page. */
  linkTo(target: Heading, children: PhrasingContent[]): Link {
    const link: Link = { type: 'link', url: '', children };
    this.pending.set(link, target);
    return link;
  }

  /**
   * The body, with each link pointing at the id its heading gets: the site's slugger
   * (lib/content/slug.ts, rehype-slug's) run over every heading in page order, as the compile does.
   */
  finish(): Root {
    const root: Root = { type: 'root', children: this.body };
    const slugger = createSlugger();
    const ids = new Map<Heading, string>();
    visit(root, 'heading', (node: Heading) => {
      ids.set(node, slugger.slug(mdastText(node)));
    });
    for (const [link, target] of this.pending) link.url = ids.has(target) ? `#${ids.get(target)}` : '';
    return root;
  }
}

/**
 * The deepest a schema tree is written out, in nested components: a level of properties takes
 * three (`ApiProperties` › `ApiProperty` › `ApiFields`), a level of variants three (`Tabs` ›
 * `TabItem` › `ApiSchema`). Deeper schemas show their type only, so a page stays within the
 * compile's nesting limit (lib/compile/source-limits.ts, 32) with room for the page's own.
 */
const MAX_NESTING = 26;
/** Components one level of properties or variants adds. */
const LEVEL = 3;

/** Whether a schema has anything to show below it. */
function hasChildren(node: SchemaNode, schemas: SchemaTable): boolean {
  const s = resolveSchema(node, schemas);
  if (s.properties?.length || s.variants || typeof s.additionalProperties === 'object' || s.prefixItems || s.not) return true;
  if (s.items) {
    const items = resolveSchema(s.items, schemas);
    return Boolean(items.properties?.length || items.variants || typeof items.additionalProperties === 'object' || items.items);
  }
  return false;
}

/** A variant's tab label: its schema name, title or type, numbered when two would read the same. */
function variantLabels(options: SchemaNode[], schemas: SchemaTable): string[] {
  const labels = options.map((o) => o.name ?? resolveSchema(o, schemas).title ?? typeLabel(o, schemas));
  return labels.map((label, i) => (labels.indexOf(label) !== i || labels.lastIndexOf(label) !== i ? `${label} (${i + 1})` : label));
}

/** The schema trees of one model. */
class SchemaWriter {
  constructor(private readonly schemas: SchemaTable) {}

  /** A whole schema: its type line, facts and what sits below it. */
  block(node: SchemaNode, depth = 0, ancestry: string[] = []): MdxJsxFlowElement {
    const s = resolveSchema(node, this.schemas);
    const type = typeLabel(node, this.schemas);
    return component('ApiSchema', { type, name: node.ref && s.name && type !== s.name ? s.name : undefined }, [
      ...this.facts(s),
      ...this.children(node, depth, ancestry),
    ]);
  }

  /** Title, description, flags, allowed values, limits, default and example of one schema. */
  facts(node: SchemaNode): Flow[] {
    const out: Flow[] = [];
    if (node.title && !node.description) out.push(paragraph({ type: 'emphasis', children: [text(node.title)] }));
    out.push(...descriptionBlocks(node.description));
    const flags = [node.readOnly && 'read-only', node.writeOnly && 'write-only', node.deprecated && 'deprecated'].filter(Boolean) as string[];
    if (flags.length) out.push(paragraph(text(`Flags: ${flags.join(', ')}`)));
    const values = valueTexts(node);
    if (values.enum) out.push(paragraph(text('Allowed values: '), ...joined(values.enum.map(inlineCode))));
    if (values.const !== undefined) out.push(paragraph(text('Always: '), inlineCode(values.const)));
    const limits = constraintTexts(node);
    if (limits.length) out.push(paragraph(text('Limits: '), ...joined(limits.map(inlineCode))));
    if (values.default !== undefined) out.push(paragraph(text('Default: '), inlineCode(values.default)));
    const example = node.examples?.[0];
    if (example !== undefined) out.push(paragraph(text('Example: '), inlineCode(valueText(example))));
    return out;
  }

  private recursion(name: string): Flow {
    return paragraph(text('Recursive: '), inlineCode(name), text(' again, as described above.'));
  }

  /** What sits below a schema: its properties, extra properties, array items, variants. */
  children(node: SchemaNode, depth: number, ancestry: string[]): Flow[] {
    if (depth + LEVEL > MAX_NESTING) return [];
    const s = resolveSchema(node, this.schemas);
    const path = node.ref ? [...ancestry, node.ref] : ancestry;
    const out: Flow[] = [];
    const rows: Flow[] = (s.properties ?? []).map((p) => this.property(p.name, p.required, p.schema, depth, path));
    if (typeof s.additionalProperties === 'object') rows.push(this.property('[key: string]', false, s.additionalProperties, depth, path));
    if (s.prefixItems) rows.push(...s.prefixItems.map((item, i) => this.property(`[${i}]`, true, item, depth, path)));
    if (rows.length) out.push(component('ApiProperties', {}, rows));
    if (s.additionalProperties === true && s.properties?.length) out.push(paragraph(text('Other properties are allowed.')));
    if (!s.prefixItems && s.items && hasChildren(s.items, this.schemas)) {
      const items = resolveSchema(s.items, this.schemas);
      if (s.items.ref && path.includes(s.items.ref)) out.push(this.recursion(items.name ?? s.items.ref));
      else {
        out.push(paragraph(...(s.items.ref ? [text('Each item is a '), inlineCode(items.name ?? ''), text(':')] : [text('Each item:')])));
        if (items.description && s.items.ref) out.push(...descriptionBlocks(items.description));
        out.push(...this.children(s.items, depth + 1, path));
      }
    }
    if (s.variants) {
      const labels = variantLabels(s.variants.options, this.schemas);
      out.push(
        paragraph(
          text(`${s.variants.kind === 'oneOf' ? 'Exactly one of' : 'One or more of'} these shapes`),
          ...(s.variants.discriminator ? [text(', told apart by '), inlineCode(s.variants.discriminator)] : []),
          text(':'),
        ),
        component(
          'Tabs',
          {},
          s.variants.options.map((option, i) => component('TabItem', { value: `${i}`, label: labels[i] }, [this.block(option, depth + LEVEL, path)])),
        ),
      );
    }
    if (s.not) out.push(paragraph(text('Must not match: '), inlineCode(typeLabel(s.not, this.schemas))));
    if (s.unmergedAllOf?.length) {
      out.push(paragraph(text('Also matches (recursive): '), ...joined(s.unmergedAllOf.map((n) => inlineCode(typeLabel(n, this.schemas))))));
    }
    return out;
  }

  /** One property: name, type, required mark and facts; what sits below it is folded (`ApiFields`). */
  private property(name: string, required: boolean, node: SchemaNode, depth: number, ancestry: string[]): MdxJsxFlowElement {
    const s = resolveSchema(node, this.schemas);
    const recursive = Boolean(node.ref && ancestry.includes(node.ref));
    const expandable = !recursive && hasChildren(node, this.schemas) && depth + 2 * LEVEL <= MAX_NESTING;
    return component('ApiProperty', { name, type: typeLabel(node, this.schemas), required }, [
      ...this.facts(s),
      ...(recursive ? [this.recursion(s.name ?? name)] : []),
      ...(expandable ? [component('ApiFields', { name }, this.children(node, depth + LEVEL, ancestry))] : []),
    ]);
  }
}

/** Pretty-printed JSON for an example value (strings as they are, for text bodies), as a fenced block. */
function exampleCode(value: unknown, mediaType: string): Flow {
  if (typeof value === 'string' && !/json/.test(mediaType)) return { type: 'code', lang: 'text', value };
  return { type: 'code', lang: 'json', value: JSON.stringify(value, null, 2) };
}

/** A selector over a media type's named examples, when it has two or more. */
function exampleSelector(media: MediaTypeModel): Flow[] {
  if (!media.examples || media.examples.length < 2) return [];
  return [
    paragraph({ type: 'strong', children: [text('Examples')] }),
    component(
      'Tabs',
      {},
      media.examples.map((named, i) =>
        component('TabItem', { value: named.name ?? `${i}`, label: named.summary ?? named.name ?? `Example ${i + 1}` }, [
          exampleCode(named.value, media.mediaType),
        ]),
      ),
    ),
  ];
}

function serverList(servers: ServerModel[], label: boolean): Flow[] {
  if (!servers.length) return [];
  return [
    list(
      servers.map((s) => [...(label ? [text('Server: ')] : []), inlineCode(s.url), ...(s.description ? [text(` — ${s.description}`)] : [])]),
      servers.map((s) =>
        s.variables.length
          ? list(
              s.variables.map((v) => [
                inlineCode(`{${v.name}}`),
                text(': default '),
                inlineCode(v.default),
                ...(v.enum ? [text(', one of '), ...joined(v.enum.map(inlineCode))] : []),
                ...(v.description ? [text(` — ${v.description}`)] : []),
              ]),
            )
          : undefined,
      ),
    ),
  ];
}

/** A scheme's kind in words: `HTTP bearer (JWT)`, `API key in header X-Key`, `OAuth 2.0`. */
function schemeKind(scheme: SecuritySchemeModel): string {
  switch (scheme.type) {
    case 'http':
      return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`.trim();
    case 'apiKey':
      return `API key in ${scheme.in ?? 'header'} ${scheme.name ?? ''}`.trim();
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return String(scheme.type);
  }
}

/** The credential line a request carries, e.g. `Authorization: Bearer <JWT>` or `?api_key=<API_KEY>`. */
function credentialLine(scheme: SecuritySchemeModel): string | undefined {
  const c = scheme.credential;
  if (!c) return undefined;
  if (c.in === 'header') return `${c.name}: ${c.value}`;
  if (c.in === 'query') return `?${c.name}=${c.value}`;
  return `Cookie: ${c.name}=${c.value}`;
}

/**
 * What an operation needs to be authorised: public, or each accepted requirement with its
 * schemes, the credential to send, scopes, and a link to the scheme on the info page.
 */
function securityBlocks(op: OperationModel, model: ApiModel, schemeHref: (key: string) => string | undefined): Flow[] {
  if (!op.security.length) return [paragraph(text('None: this endpoint is public, so send no credentials.'))];
  const schemes = model.document.securitySchemes;
  return [
    ...(op.security.length > 1 ? [paragraph(text('Any one of these works:'))] : []),
    ...op.security.map((requirement) =>
      list(
        requirement.schemes.map(({ key, scopes }) => {
          const scheme = schemes.find((s) => s.key === key);
          const href = schemeHref(key);
          const line = scheme ? credentialLine(scheme) : undefined;
          return [
            { type: 'strong', children: [text(scheme ? schemeKind(scheme) : key)] },
            text(' (scheme '),
            href ? { type: 'link', url: href, children: [inlineCode(key)] } : inlineCode(key),
            text(')'),
            ...(line ? [text(': send '), inlineCode(line)] : []),
            ...(scopes.length ? [text(' with scopes '), ...joined(scopes.map(inlineCode))] : []),
            text('.'),
          ];
        }),
      ),
    ),
  ];
}

/** The body of an operation page (its short label is the page's h1, from the front matter). */
function operationBody(page: ApiPageModel, op: OperationModel, model: ApiModel, writer: SchemaWriter): Root {
  const b = new PageBuilder();
  const info = model.pages.find((p) => p.entry.apiKind === 'info');
  const schemeHref = (key: string) => {
    const scheme = model.document.securitySchemes.find((s) => s.key === key);
    return info && scheme ? `${info.entry.route}#${createSlugger().slug(scheme.key)}` : undefined;
  };
  if (op.deprecated)
    b.body.push(component('Admonition', { type: 'warning', title: 'Deprecated' }, [paragraph(text('This operation is deprecated and may be removed.'))]));
  if (op.summary && op.summary !== page.entry.title) b.body.push(component('ApiLead', {}, [paragraph(text(op.summary))]));
  b.body.push(...descriptionBlocks(op.description));

  const responseHeadings = op.responses.map((r) => heading(3, statusTitle(r.status)));
  b.heading(2, 'Endpoint');
  const base = op.servers[0]?.url.replace(/\/$/, '') ?? '';
  b.body.push(component('ApiEndpoint', { method: op.method, path: op.path, url: base ? `${base}${op.path}` : undefined, webhook: op.kind === 'webhook' }));
  if (op.responses.length) {
    b.body.push(paragraph(text('Responses: '), ...joined(op.responses.map((r, i) => b.linkTo(responseHeadings[i]!, [text(statusTitle(r.status))])))));
  }
  b.body.push(...serverList(op.servers, true));
  // A webhook is a request the API sends to the reader's server: there is nothing to try from here.
  if (op.kind !== 'webhook') b.body.push(component('ApiTryIt', { operation: JSON.stringify(tryItOperation(op, model.document.securitySchemes)) }));

  b.heading(2, 'Request');
  b.heading(3, 'Authorization');
  b.body.push(...securityBlocks(op, model, schemeHref));
  if (op.parameters.length) {
    b.heading(3, 'Parameters');
    b.body.push(
      component(
        'ApiParameters',
        {},
        op.parameters.map((p) => {
          const schema = p.schema ? resolveSchema(p.schema, model.schemas) : undefined;
          const values = schema ? valueTexts(schema) : {};
          const constraints = [
            ...(schema ? constraintTexts(schema) : []),
            ...(values.enum ? [`one of: ${values.enum.join(', ')}`] : []),
            ...(values.default !== undefined ? [`default: ${values.default}`] : []),
          ];
          return component(
            'ApiParameter',
            {
              name: p.name,
              in: p.in,
              type: p.schema ? typeLabel(p.schema, model.schemas) : 'any',
              required: p.required,
              deprecated: p.deprecated,
              constraints: constraints.length ? JSON.stringify(constraints) : undefined,
            },
            [
              ...descriptionBlocks(p.description ?? schema?.description),
              ...(p.example !== undefined ? [paragraph(text('Example: '), inlineCode(valueText(p.example)))] : []),
            ],
          );
        }),
      ),
    );
  }
  if (op.requestBody) {
    const body = op.requestBody;
    b.heading(3, 'Body');
    b.body.push(component('ApiBodyMeta', { required: String(body.required), media: body.content.map((c) => c.mediaType).join(' ') }));
    b.body.push(...descriptionBlocks(body.description));
    for (const c of body.content) {
      if (c.schema) b.body.push(writer.block(c.schema));
      b.body.push(...exampleSelector(c));
    }
  } else {
    b.body.push(paragraph(text('No request body.')));
  }

  b.heading(2, 'Request samples');
  b.body.push(
    component(
      'Tabs',
      { groupId: 'api-request-sample' },
      op.samples.map((s) => component('TabItem', { value: s.lang, label: s.label }, [{ type: 'code', lang: s.syntax, value: s.code }])),
    ),
  );

  if (op.responses.length) b.heading(2, 'Responses');
  for (const [i, r] of op.responses.entries()) {
    b.body.push(responseHeadings[i]!);
    b.body.push(...descriptionBlocks(r.description));
    if (r.headers.length) {
      b.body.push(paragraph(text('Headers:')));
      b.body.push(
        component(
          'ApiProperties',
          {},
          r.headers.map((h) =>
            component('ApiProperty', { name: h.name, type: h.schema ? typeLabel(h.schema, model.schemas) : undefined, required: h.required }, [
              ...descriptionBlocks(h.description),
              ...(h.schema ? [writer.block(h.schema)] : []),
            ]),
          ),
        ),
      );
    }
    if (!r.content.length) b.body.push(paragraph(text('No response body.')));
    for (const c of r.content) {
      b.body.push(component('ApiBodyMeta', { media: c.mediaType }));
      if (c.schema) b.body.push(writer.block(c.schema));
      if (c.examples && c.examples.length > 1) b.body.push(...exampleSelector(c));
      else if (c.example) {
        b.body.push(
          paragraph({ type: 'strong', children: [text(c.example.generated ? 'Example (generated from the schema)' : (c.example.summary ?? 'Example'))] }),
        );
        b.body.push(exampleCode(c.example.value, c.mediaType));
      }
    }
  }
  return b.finish();
}

/** The body of a spec's info page: versions, description, security schemes, servers, and every operation by tag. */
function infoBody(model: ApiModel): Root {
  const b = new PageBuilder();
  const doc = model.document;
  b.body.push(component('ApiVersions', { version: doc.version || undefined, openapi: doc.openapi }));
  b.body.push(...descriptionBlocks(doc.description));
  if (doc.securitySchemes.length) b.heading(2, 'Authentication');
  for (const scheme of doc.securitySchemes) {
    b.heading(3, scheme.key);
    const line = credentialLine(scheme);
    const facts: [string, string | undefined][] = [
      ['Type', schemeKind(scheme)],
      ['Bearer format', scheme.bearerFormat],
      [scheme.credential?.in === 'header' ? 'Header' : 'Sent as', line],
      ['Discovery URL', scheme.openIdConnectUrl],
      ...(scheme.flows ?? []).map((f): [string, string] => [
        `Flow ${f.flow}`,
        [f.authorizationUrl, f.tokenUrl].filter(Boolean).join(' ') + (f.scopes.length ? ` scopes: ${f.scopes.join(', ')}` : ''),
      ]),
    ];
    b.body.push(
      list(facts.flatMap(([label, value]) => (value === undefined ? [] : [[{ type: 'strong', children: [text(label)] }, text(': '), inlineCode(value)]]))),
    );
    b.body.push(...descriptionBlocks(scheme.description));
  }
  if (doc.servers.length) {
    b.heading(2, 'Servers');
    b.body.push(...serverList(doc.servers, false));
  }
  b.heading(2, 'Operations');
  const operations = model.pages.flatMap(({ entry, operation }) => (operation ? [{ entry, operation }] : []));
  const operationList = (pages: typeof operations) =>
    list(
      pages.map((p) => [
        inlineComponent('ApiMethod', { method: p.operation.method }) as PhrasingContent,
        text(' '),
        { type: 'link', url: p.entry.route, children: [text(p.entry.title)] },
        text(' '),
        inlineCode(p.operation.path),
      ]),
    );
  const tags = [...new Set(operations.map((p) => p.entry.tag).filter((t): t is string => Boolean(t)))];
  for (const tag of tags) {
    b.heading(3, tag);
    b.body.push(...descriptionBlocks(doc.tags.find((t) => t.name === tag)?.description));
    b.body.push(operationList(operations.filter((p) => p.entry.tag === tag)));
  }
  const untagged = operations.filter((p) => !p.entry.tag);
  if (untagged.length) b.body.push(operationList(untagged));
  return b.finish();
}

/** Prints a body as MDX: fenced code, `[text](url)` links (MDX has no `<url>` autolinks), escapes for `<`, `{` and quotes. */
function printMdx(root: Root): string {
  return toMarkdown(root, { extensions: [gfmToMarkdown(), mdxToMarkdown()], fences: true, resourceLink: true, bullet: '-', emphasis: '_' });
}

/**
 * The page sources of one model, in the model's page order.
 * @returns one {@link ApiPageSource} per page: front matter (title, description, sidebar label,
 *   keywords) and the MDX body
 */
export function apiPageSources(model: ApiModel): ApiPageSource[] {
  const writer = new SchemaWriter(model.schemas);
  return model.pages.map((page) => {
    const { entry } = page;
    const frontMatter = {
      title: entry.title,
      ...(entry.description ? { description: entry.description } : {}),
      ...(entry.sidebarLabel ? { sidebar_label: entry.sidebarLabel } : {}),
      ...(entry.keywords.length ? { keywords: entry.keywords } : {}),
    };
    const body = page.operation ? operationBody(page, page.operation, model, writer) : infoBody(model);
    return { id: entry.id, source: `---\n${stringify(frontMatter)}---\n\n${printMdx(body)}` };
  });
}
