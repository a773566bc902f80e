import path from 'node:path';
import type { ApiEntry, ContentEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import type { SidebarId, SidebarNode } from '@/lib/content/sidebars';
import { buildSearchRecords } from '@/lib/search/records';
import type { SearchRecord } from '@/lib/search/types';

/** A small corpus of MDX pages (tests/fixtures/search/content) read by the real content index. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/search/content');

const doc = (id: string, label = id): SidebarNode => ({ type: 'doc', id, label, href: `/${id}` });
const title = (label: string): SidebarNode => ({ type: 'title', label });

/** Resolved sidebars for the fixture, shaped like lib/content/sidebars.ts output. */
export const FIXTURE_SIDEBARS: Record<SidebarId, SidebarNode[]> = {
  docs: [title('Learn'), doc('what-is-nillion'), title('Build'), doc('node-operations'), title('Community'), doc('quorum')],
  nilvm: [
    title('nilVM'),
    {
      type: 'category',
      label: 'Nada Language',
      href: '/nada-lang-types',
      docId: 'nada-lang-types',
      collapsed: false,
      items: [doc('nada-numpy-matrix-multiplication')],
    },
  ],
  examples: [
    title('Nada by Example'),
    title('Nada Program Examples'),
    { type: 'category', label: 'Nada Operations', collapsed: false, items: [doc('nada-by-example/multiplication')] },
  ],
  api: [title('API'), doc('api/nildb/read-data')],
};

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
  return buildSearchRecords(await fixtureEntries(), FIXTURE_SIDEBARS);
}
