/**
 * The static search index file (`/search-index.json`): the records in a compact, page-table form.
 * The browser rebuilds the full-text index from it on the first keystroke (lib/search/engine.ts),
 * which ships far fewer bytes than a serialised inverted index.
 * No Node imports: the decoder runs in the browser.
 */
import type { Hierarchy, SearchRecord } from './types';

/** Format version; bump when the tuple layout changes. */
export const INDEX_FILE_VERSION = 1;

/** A page row: route, index into `sections`, title, keywords. */
type PageRow = [route: string, section: number, title: string, keywords: string[]];
/** A record row: index into `pages`, level (1–3), lvl2, lvl3, anchor, content. */
type RecordRow = [page: number, level: 1 | 2 | 3, lvl2: string | null, lvl3: string | null, anchor: string | null, content: string | null];

/** The JSON written to `/search-index.json`. */
export interface IndexFile {
  version: number;
  language: string;
  docusaurus_tag: string;
  /** The distinct `hierarchy.lvl0` values. */
  sections: string[];
  pages: PageRow[];
  records: RecordRow[];
}

/**
 * The most bytes `/search-index.json` may have (raw, before compression): every reader downloads
 * it on the first search. Pages cap their text (lib/search/records.ts `MAX_PAGE_TEXT_CHARS`); this
 * catches growth across many pages.
 */
export const INDEX_BUDGET_BYTES = 1024 * 1024;

/**
 * The index file as JSON text, checked against its budget.
 * @param records - the site's records (lib/search/records.ts)
 * @param budget - maximum size in bytes (UTF-8)
 * @throws Error naming the size, the budget and the pages with the most text, when over budget
 */
export function serializeIndexFile(records: SearchRecord[], budget = INDEX_BUDGET_BYTES): string {
  const json = JSON.stringify(encodeIndexFile(records));
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > budget) {
    const byPage = new Map<string, number>();
    for (const r of records) byPage.set(r.url_without_anchor, (byPage.get(r.url_without_anchor) ?? 0) + (r.content?.length ?? 0));
    const largest = [...byPage].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([url, n]) => `${url} (${n} chars)`);
    throw new Error(
      `search-index.json is ${bytes} bytes, over its budget of ${budget} bytes (lib/search/index-file.ts INDEX_BUDGET_BYTES). ` +
        `Pages with the most text: ${largest.join(', ')}. Split or shorten pages, or raise the budget with a reason.`,
    );
  }
  return json;
}

/**
 * Packs records into the index file. Records must come from lib/search/records.ts: page records
 * before their sections, relative URLs, one language and version tag.
 * @throws Error when a record breaks those rules (a caller bug, named with the record's objectID)
 */
export function encodeIndexFile(records: SearchRecord[]): IndexFile {
  const first = records[0];
  const file: IndexFile = {
    version: INDEX_FILE_VERSION,
    language: first?.language ?? 'en',
    docusaurus_tag: first?.docusaurus_tag ?? '',
    sections: [],
    pages: [],
    records: [],
  };
  const pageIndex = new Map<string, number>();
  for (const record of records) {
    if (record.language !== file.language || record.docusaurus_tag !== file.docusaurus_tag) {
      throw new Error(`Search record ${record.objectID}: all records of the local index need one language and version tag.`);
    }
    if (record.type === 'lvl1') {
      const lvl0 = record.hierarchy.lvl0 ?? '';
      let section = file.sections.indexOf(lvl0);
      if (section < 0) section = file.sections.push(lvl0) - 1;
      pageIndex.set(record.url_without_anchor, file.pages.length);
      file.pages.push([record.url_without_anchor, section, record.hierarchy.lvl1 ?? '', record.keywords]);
    }
    const page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) throw new Error(`Search record ${record.objectID}: its page record must come first.`);
    const level = Number(record.type.slice(3));
    if (level !== 1 && level !== 2 && level !== 3) throw new Error(`Search record ${record.objectID}: unsupported type ${record.type}.`);
    file.records.push([page, level, record.hierarchy.lvl2, record.hierarchy.lvl3, record.anchor, record.content]);
  }
  return file;
}

/**
 * Unpacks the index file into records (the inverse of {@link encodeIndexFile}).
 * @throws Error when the file is not a version this code reads (e.g. a stale cached file)
 */
export function decodeIndexFile(file: IndexFile): SearchRecord[] {
  if (!file || file.version !== INDEX_FILE_VERSION || !Array.isArray(file.records)) {
    throw new Error(`Unsupported search index file (version ${String(file?.version)}, expected ${INDEX_FILE_VERSION}).`);
  }
  let position = 0;
  return file.records.map(([page, level, lvl2, lvl3, anchor, content]) => {
    const [route, section, title, keywords] = file.pages[page]!;
    position = level === 1 ? 0 : position + 1;
    const hierarchy: Hierarchy = {
      lvl0: file.sections[section] ?? null,
      lvl1: title,
      lvl2,
      lvl3,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const id = route.replace(/^\//, '') || 'index';
    return {
      objectID: anchor ? `${id}#${anchor}` : id,
      url: anchor ? `${route}#${anchor}` : route,
      url_without_anchor: route,
      anchor,
      type: `lvl${level}` as SearchRecord['type'],
      hierarchy,
      content,
      keywords: level === 1 ? keywords : [],
      language: file.language,
      docusaurus_tag: file.docusaurus_tag,
      weight: { level: level === 1 ? 100 : level === 2 ? 90 : 80, position },
    };
  });
}
