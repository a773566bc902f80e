import path from 'node:path';
import type { ApiEntry, ContentEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { buildSearchRecords } from '@/lib/search/records';
import type { SearchRecord } from '@/lib/search/types';

/** A small corpus of MDX pages (tests/fixtures/search/content) read by the real content index. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/search/content');

/** Each fixture page's top section, as the navigation builder places it (lib/compile/navigation). */
export const FIXTURE_SECTIONS: Record<string, { section: string }> = Object.fromEntries(
  Object.entries({
    'what-is-nillion': 'Learn',
    'node-operations': 'Build',
    quorum: 'Community',
    'nada-lang-types': 'nilVM',
    'nada-numpy-matrix-multiplication': 'nilVM',
    'nada-by-example/multiplication': 'Nada by Example',
    'api/nildb/read-data': 'API',
  }).map(([id, section]) => [id, { section }]),
);

/** An API operation entry, as the OpenAPI generator adds to the index (lib/content/types.ts ApiEntry). */
export const API_ENTRY: ApiEntry = {
  kind: 'api',
  apiKind: 'operation',
  id: 'api/nildb/read-data',
  route: '/api/nildb/read-data',
  file: 'openapi/nildb.yaml#/paths/~1api~1v1~1data~1read/post',
  title: 'Read data records',
  description: 'Retrieve data from a schema collection that matches a filter.',
  method: 'POST',
  path: '/api/v1/data/read',
  tag: 'Data',
  hideTableOfContents: false,
  keywords: [],
  headings: [{ depth: 2, text: 'Request body', id: 'request-body', line: 0 }],
  sections: [
    { heading: null, text: 'Retrieve data from a schema collection that matches a filter.' },
    { heading: { depth: 2, text: 'Request body', id: 'request-body', line: 0 }, text: 'schema (uuid, required) and filter (object).' },
  ],
  links: [],
};

let entries: Promise<ContentEntry[]> | undefined;

/** The fixture's index entries (docs from MDX, plus {@link API_ENTRY}). */
export function fixtureEntries(): Promise<ContentEntry[]> {
  entries ??= buildContentIndex(FIXTURE_DIR, { api: false, root: path.resolve(FIXTURE_DIR, '../../../..') }).then((index) => [...index.entries, API_ENTRY]);
  return entries;
}

/** The fixture's search records. */
export async function fixtureRecords(): Promise<SearchRecord[]> {
  return buildSearchRecords(await fixtureEntries(), FIXTURE_SECTIONS);
}
