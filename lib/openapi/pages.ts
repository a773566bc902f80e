/**
 * Turns a loaded spec into the {@link ApiModel}: the info page, then one page per operation grouped
 * by tag (the spec's `tags` order, then tags in order of first use, untagged last) and in spec
 * order within a tag, with slugs checked for gaps and collisions.
 */
import type { ApiEntry, Section } from '../content/types';
import { OpenApiError } from './errors';
import type { LoadedSpec } from './load';
import { firstSentence, markdownLinks, markdownToText } from './markdown-text';
import { buildDocumentModel, OperationModelBuilder } from './operation-model';
import { infoOutline, operationOutline, operationSections } from './outline';
import { createSchemaBuilder } from './schema-model';
import { infoSlug, operationSlug } from './slugs';
import type { ApiModel, ApiPageModel, DocumentModel, OperationModel, OutlineItem } from './types';

/** How the pages of one spec are placed on the site. */
export interface PageOptions {
  /** Route prefix without slashes around it (`api/nildb`). */
  routePrefix: string;
  /** The spec path shown in `ApiEntry.file` and messages (defaults to the loaded file). */
  source?: string;
}

const headingsOf = (items: OutlineItem[]) => items.map(({ depth, text, id, line }) => ({ depth, text, id, line }));

/** Tag order: declared tags first (as declared), then undeclared ones by first use. */
function tagOrder(doc: DocumentModel, operations: OperationModel[]): string[] {
  const order = doc.tags.map((t) => t.name).filter((name) => operations.some((op) => op.tags[0] === name));
  for (const op of operations) if (op.tags[0] && !order.includes(op.tags[0])) order.push(op.tags[0]);
  return order;
}

/**
 * Builds the whole model of one spec.
 * @throws OpenApiError naming method, path and pointer when an operation has neither operationId
 *   nor summary, or when two pages (operations or the info page) get the same slug
 */
export function buildApiModel(spec: LoadedSpec, options: PageOptions): ApiModel {
  const source = options.source ?? spec.file;
  const prefix = options.routePrefix.replace(/^\/+|\/+$/g, '');
  const document = spec.document;
  const doc = buildDocumentModel(document);
  const schemaBuilder = createSchemaBuilder(document);
  const opBuilder = new OperationModelBuilder(document, schemaBuilder, doc.securitySchemes);
  const operations = opBuilder.operations();

  const owners = new Map<string, string>();
  const claim = (slug: string, owner: string, pointer: string) => {
    const previous = owners.get(slug);
    if (previous) {
      throw new OpenApiError(
        `${source}: ${previous} and ${owner} both get the page slug "${slug}" (route /${prefix}/${slug}). ` +
          'Give one of them a distinct operationId (or summary).',
        source,
        pointer,
      );
    }
    owners.set(slug, owner);
  };
  const infoPageSlug = infoSlug(doc.title);
  claim(infoPageSlug, `the info page (info.title "${doc.title}")`, '#/info/title');
  const slugs = operations.map((op) => {
    const slug = operationSlug(op);
    if (!slug) {
      throw new OpenApiError(
        `${source}: the operation ${op.method} ${op.path} (${op.pointer}) has neither an operationId nor a summary. ` +
          'Add one: the page route is made from it.',
        source,
        op.pointer,
      );
    }
    claim(slug, `${op.method} ${op.path}`, op.pointer);
    return slug;
  });

  const schemas = schemaBuilder.finish();
  for (const op of operations) opBuilder.completeOperation(op, schemas);

  const schemeNames = new Map(
    doc.securitySchemes.map((s) => [s.key, [s.key, s.scheme === 'bearer' ? `HTTP bearer ${s.bearerFormat ?? ''}` : s.type, s.credential ? `${s.credential.name}: ${s.credential.value}` : ''].join(' ')]),
  );
  const tags = tagOrder(doc, operations);
  const bySlug = operations.map((op, i) => ({ op, slug: slugs[i]! }));
  const ordered = [...tags.map((tag) => bySlug.filter(({ op }) => op.tags[0] === tag)).flat(), ...bySlug.filter(({ op }) => !op.tags[0])];

  const pages: ApiPageModel[] = [infoPage(doc, tags, ordered.map(({ op }) => op), prefix, infoPageSlug, source)];
  for (const { op, slug } of ordered) {
    const outline = operationOutline(op);
    const id = `${prefix}/${slug}`;
    const descriptionText = markdownToText(op.description);
    const title = op.summary ?? op.operationId!;
    const entry: ApiEntry = {
      kind: 'api',
      apiKind: 'operation',
      id,
      route: `/${id}`,
      title,
      description: descriptionText ? firstSentence(descriptionText) : title,
      hideTableOfContents: false,
      keywords: [...(op.operationId ? [op.operationId] : []), `${op.method} ${op.path}`],
      headings: headingsOf(outline),
      sections: operationSections(op, outline, schemas, schemeNames),
      links: markdownLinks(op.description).map((url) => ({ url, line: 0 })),
      file: `${source}${op.pointer}`,
      method: op.method,
      path: op.path,
      ...(op.tags[0] ? { tag: op.tags[0] } : {}),
    };
    pages.push({ entry, outline, operation: op });
  }

  return {
    formatVersion: 1,
    source,
    sourceSha256: spec.sha256,
    routePrefix: prefix,
    document: doc,
    schemas,
    pages,
  };
}

function infoPage(doc: DocumentModel, tags: string[], operations: OperationModel[], prefix: string, slug: string, source: string): ApiPageModel {
  const outline = infoOutline(doc, tags);
  const id = `${prefix}/${slug}`;
  const heading = (key: string) => {
    const item = outline.find((i) => i.key === key);
    return item ? { depth: item.depth, text: item.text, id: item.id, line: item.line } : null;
  };
  const descriptionText = markdownToText(doc.description);
  const sections: Section[] = [
    { heading: null, text: [`Version ${doc.version}`, descriptionText].filter(Boolean).join('. ') },
    ...doc.securitySchemes.map((s) => ({
      heading: heading(`scheme-${s.key}`),
      text: [s.type, s.scheme, s.bearerFormat, s.credential ? `${s.credential.name}: ${s.credential.value}` : '', markdownToText(s.description)].filter(Boolean).join(' '),
    })),
    ...(doc.servers.length ? [{ heading: heading('servers'), text: doc.servers.map((s) => [s.url, s.description].filter(Boolean).join(' ')).join(' ') }] : []),
    ...tags.map((tag) => ({
      heading: heading(`tag-${tag}`),
      text: operations.filter((op) => op.tags[0] === tag).map((op) => `${op.method} ${op.path} ${op.summary ?? op.operationId ?? ''}`).join(' '),
    })),
  ];
  return {
    entry: {
      kind: 'api',
      apiKind: 'info',
      id,
      route: `/${id}`,
      title: doc.title,
      description: descriptionText ? firstSentence(descriptionText) : `${doc.title} reference, version ${doc.version}.`,
      hideTableOfContents: false,
      keywords: [],
      headings: headingsOf(outline),
      sections: sections.filter((s) => s.heading || s.text),
      links: [doc.description, ...doc.securitySchemes.map((s) => s.description)].flatMap((d) => markdownLinks(d)).map((url) => ({ url, line: 0 })),
      file: `${source}#/info`,
    },
    outline,
  };
}
