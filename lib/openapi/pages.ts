/**
 * Turns a loaded spec into the {@link ApiModel}: the info page, then one page per operation grouped
 * by tag (the spec's `tags` order, then tags in order of first use, untagged last) and in spec
 * order within a tag; 3.1 webhooks are pages like operations. Slug collisions are resolved with a
 * suffix and reported in one warning. An operation page's title (its h1) and sidebar label are its
 * `x-sidebar-label`, else its summary shortened by the rule of lib/openapi/sidebar-label.ts; the
 * full summary is the page's lead paragraph (./page-source.ts).
 */
import type { ApiEntry, OutgoingLink } from '../content/types';
import { isDataKey, toPointer, walkObjects } from './json-pointer';
import { createLocator } from './source-location';
import { atPointer, type OpenApiWarning } from './errors';
import type { LoadedSpec } from './load';
import { firstSentence, markdownLinks, markdownToText } from './markdown-text';
import { buildDocumentModel, OperationModelBuilder } from './operation-model';
import { createSchemaBuilder } from './schema-model';
import { shortenSidebarLabel } from './sidebar-label';
import { assignSlugs, infoSlug, operationSlug } from './slugs';
import type { ApiModel, ApiPageModel, DocumentModel, OperationModel } from './types';

/** How the pages of one spec are placed on the site. */
export interface PageOptions {
  /** Route prefix without slashes around it (`api/nildb`). */
  routePrefix: string;
  /** Receives what the generator worked around (renamed slugs, callbacks without a page). */
  onWarning: (warning: OpenApiWarning) => void;
}

/** Tag order: declared tags first (as declared), then undeclared ones by first use. */
function tagOrder(doc: DocumentModel, operations: OperationModel[]): string[] {
  const order = doc.tags.map((t) => t.name).filter((name) => operations.some((op) => op.tags[0] === name));
  for (const op of operations) if (op.tags[0] && !order.includes(op.tags[0])) order.push(op.tags[0]);
  return order;
}

/** The page title of an operation: its summary, else its operationId, else `METHOD /path` (`name webhook`). */
function operationTitle(op: OperationModel): string {
  return op.summary ?? op.operationId ?? (op.kind === 'webhook' ? `${op.path} webhook` : `${op.method} ${op.path}`);
}

/**
 * Builds the whole model of one spec.
 * @throws UnexpectedGeneratorError (from ./errors) with the JSON pointer of the part being built
 *   when building it fails unexpectedly
 */
export function buildApiModel(spec: LoadedSpec, options: PageOptions): ApiModel {
  const source = spec.file;
  const warn = (message: string, pointer?: string) => options.onWarning({ message: `${source}: ${message}`, ...(pointer ? { pointer } : {}) });
  const prefix = options.routePrefix.replace(/^\/+|\/+$/g, '');
  const document = spec.document;
  const doc = buildDocumentModel(document);
  const schemaBuilder = createSchemaBuilder(document);
  const opBuilder = new OperationModelBuilder(document, schemaBuilder, doc.securitySchemes);
  const operations = opBuilder.operations();

  const label = (op: OperationModel) => (op.kind === 'webhook' ? `webhook ${op.path} (${op.method})` : `${op.method} ${op.path}`);
  const infoPageSlug = infoSlug(doc.title);
  const { slugs: claimed, collisions } = assignSlugs([
    { slug: infoPageSlug, owner: `the info page (info.title "${doc.title}")` },
    ...operations.map((op) => ({ slug: operationSlug(op), owner: label(op) })),
  ]);
  const slugs = claimed.slice(1);
  if (collisions.length) {
    warn(
      `${collisions.length} page slug${collisions.length === 1 ? '' : 's'} taken by an earlier page, suffixed in spec order ` +
        '(give the operations distinct operationIds to choose the routes):\n' +
        collisions.map((c) => `  ${c.owner} → /${prefix}/${c.slug} ("${c.wanted}" belongs to ${c.holder})`).join('\n'),
    );
  }
  const callbacks = opBuilder.callbacks();
  if (callbacks.length) {
    warn(`callbacks get no page; not documented:\n${callbacks.map((c) => `  ${c.label} (${c.pointer})`).join('\n')}`, callbacks[0]!.pointer);
  }

  const schemas = schemaBuilder.finish();
  for (const op of operations) atPointer(op.pointer, () => opBuilder.completeOperation(op, schemas));

  const tags = tagOrder(doc, operations);
  const bySlug = operations.map((op, i) => ({ op, slug: slugs[i]! }));
  const ordered = [...tags.flatMap((tag) => bySlug.filter(({ op }) => op.tags[0] === tag)), ...bySlug.filter(({ op }) => !op.tags[0])];

  const links = descriptionLinks(spec);
  // Each link belongs to the page of the operation it is written in; links elsewhere (info, shared schemas) to the info page.
  const linksOf = (pointer?: string) => {
    const own = links.filter((l) => (pointer ? l.pointer.startsWith(`${pointer}/`) : !ordered.some(({ op }) => l.pointer.startsWith(`${op.pointer}/`))));
    return own.map(({ url, line, pointer: at }) => ({ url, line, pointer: at }));
  };
  const info = infoPage(doc, `${prefix}/${infoPageSlug}`, source);
  info.entry.links = linksOf();
  const pages: ApiPageModel[] = [info];
  for (const { op, slug } of ordered) {
    const id = `${prefix}/${slug}`;
    const descriptionText = markdownToText(op.description);
    const fullTitle = operationTitle(op);
    // The h1 and the sidebar say the same short label; the full summary is the page's lead paragraph.
    const title = op.sidebarLabel ?? shortenSidebarLabel(fullTitle);
    const entry: ApiEntry = {
      kind: 'api',
      apiKind: 'operation',
      id,
      route: `/${id}`,
      title,
      sidebarLabel: title,
      description: descriptionText ? firstSentence(descriptionText) : fullTitle,
      hideTableOfContents: false,
      keywords: [...(op.operationId ? [op.operationId] : []), `${op.method} ${op.path}`, ...(op.kind === 'webhook' ? ['webhook'] : [])],
      // Headings and sections come from the compile of the page's source (./page-source.ts); the
      // links of its descriptions, with their pointers, are matched to the compiled page's links.
      headings: [],
      sections: [],
      links: linksOf(op.pointer),
      file: `${source}${op.pointer}`,
      method: op.method,
      path: op.path,
      ...(op.tags[0] ? { tag: op.tags[0] } : {}),
    };
    pages.push({ entry, operation: op });
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

/**
 * Every link in every `description` of the document (CommonMark, as OpenAPI defines descriptions),
 * in document order, with the JSON pointer of its description and that description's line in the
 * spec (0 when it came from another file of a bundled spec). Example, default and extension values
 * are data and are skipped.
 */
function descriptionLinks(spec: LoadedSpec): (OutgoingLink & { pointer: string })[] {
  const found: { url: string; pointer: string }[] = [];
  walkObjects(
    spec.document,
    (node, at) => {
      if (typeof node.description === 'string')
        for (const url of markdownLinks(node.description)) found.push({ url, pointer: toPointer([...at, 'description']) });
      return undefined;
    },
    isDataKey,
  );
  if (!found.length) return [];
  const locate = createLocator(spec.text);
  return found.map((link) => ({ ...link, line: locate(link.pointer)?.line ?? 0 }));
}

/** The spec's info page, with content id `id`. */
function infoPage(doc: DocumentModel, id: string, source: string): ApiPageModel {
  const descriptionText = markdownToText(doc.description);
  return {
    entry: {
      kind: 'api',
      apiKind: 'info',
      id,
      route: `/${id}`,
      title: doc.title,
      description: descriptionText ? firstSentence(descriptionText) : `${doc.title} reference${doc.version ? `, version ${doc.version}` : ''}.`,
      hideTableOfContents: false,
      keywords: [],
      // Headings, sections and links come from the compile of the page's source (./page-source.ts).
      headings: [],
      sections: [],
      links: [],
      file: `${source}#/info`,
    },
  };
}
