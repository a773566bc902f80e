/**
 * The headings (table of contents) and search sections of the generated pages. The view places
 * each heading by its `key` and uses its `id`, so the TOC, the anchors and the search records
 * agree; ids come from the site's one slugger.
 */
import { STATUS_CODES } from 'node:http';
import { createSlugger } from '../content/slug';
import type { Heading, Section } from '../content/types';
import { markdownToText } from './markdown-text';
import type { DocumentModel, OperationModel, OutlineItem, SchemaNode } from './types';
import { resolveSchema, type SchemaTable } from './schema-format';

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

/** The heading of the outline item `key` (without its key), or null when the page has none. */
export function headingOf(items: OutlineItem[], key: string): Heading | null {
  const item = items.find((i) => i.key === key);
  return item ? { depth: item.depth, text: item.text, id: item.id, line: item.line } : null;
}

function outline(items: { key: string; text: string; depth: 2 | 3 }[]): OutlineItem[] {
  const slugger = createSlugger();
  return items.map(({ key, text, depth }) => ({ key, text, depth, id: slugger.slug(text), line: 0 }));
}

/** Headings of an operation page: Endpoint, Request (Authorization, Parameters, Body), Request samples, Responses (one per status). */
export function operationOutline(op: OperationModel): OutlineItem[] {
  return outline([
    { key: 'endpoint', text: 'Endpoint', depth: 2 },
    { key: 'request', text: 'Request', depth: 2 },
    { key: 'authorization', text: 'Authorization', depth: 3 },
    ...(op.parameters.length ? [{ key: 'parameters', text: 'Parameters', depth: 3 as const }] : []),
    ...(op.requestBody ? [{ key: 'body', text: 'Body', depth: 3 as const }] : []),
    { key: 'samples', text: 'Request samples', depth: 2 },
    ...(op.responses.length ? [{ key: 'responses', text: 'Responses', depth: 2 as const }] : []),
    ...op.responses.map((r) => ({ key: `response-${r.status}`, text: statusTitle(r.status), depth: 3 as const })),
  ]);
}

/** Headings of the info page: Authentication (one per scheme), Servers, Operations (one per tag). */
export function infoOutline(doc: DocumentModel, tags: string[]): OutlineItem[] {
  return outline([
    ...(doc.securitySchemes.length ? [{ key: 'authentication', text: 'Authentication', depth: 2 as const }] : []),
    ...doc.securitySchemes.map((s) => ({ key: `scheme-${s.key}`, text: s.key, depth: 3 as const })),
    ...(doc.servers.length ? [{ key: 'servers', text: 'Servers', depth: 2 as const }] : []),
    { key: 'operations', text: 'Operations', depth: 2 },
    ...tags.map((tag) => ({ key: `tag-${tag}`, text: tag, depth: 3 as const })),
  ]);
}

/** Top-level property names and descriptions of a schema, for search. */
function schemaText(node: SchemaNode | undefined, schemas: SchemaTable): string {
  if (!node) return '';
  const s = resolveSchema(node, schemas);
  const props = s.properties ?? (s.items ? resolveSchema(s.items, schemas).properties : undefined) ?? [];
  return [markdownToText(s.description), ...props.map((p) => `${p.name} ${markdownToText(resolveSchema(p.schema, schemas).description)}`)].join(' ');
}

const clean = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();

/** Plain-text sections of an operation page (intro, then per heading), for search. */
export function operationSections(op: OperationModel, items: OutlineItem[], schemas: SchemaTable, schemeNames: Map<string, string>): Section[] {
  const heading = (key: string) => headingOf(items, key);
  const sections: Section[] = [
    { heading: null, text: clean([markdownToText(op.description ?? op.summary), op.method, op.path]) },
    { heading: heading('endpoint'), text: clean([op.method, op.path, ...op.servers.map((s) => s.url)]) },
    {
      heading: heading('authorization'),
      text: op.security.length ? clean(op.security.flatMap((r) => r.schemes.map((s) => schemeNames.get(s.key) ?? s.key))) : 'None: this endpoint is public.',
    },
  ];
  if (op.parameters.length) {
    sections.push({ heading: heading('parameters'), text: clean(op.parameters.map((p) => `${p.name} ${p.in} ${markdownToText(p.description)}`)) });
  }
  if (op.requestBody) {
    sections.push({
      heading: heading('body'),
      text: clean([markdownToText(op.requestBody.description), ...op.requestBody.content.map((c) => schemaText(c.schema, schemas))]),
    });
  }
  for (const r of op.responses) {
    sections.push({
      heading: heading(`response-${r.status}`),
      text: clean([markdownToText(r.description), ...r.content.map((c) => schemaText(c.schema, schemas))]),
    });
  }
  return sections.filter((s) => s.heading || s.text);
}
