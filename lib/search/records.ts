/**
 * Search records from the content index (a pure function of the index). One record per page and
 * one per h2/h3 section, in the DocSearch crawler's shape, so the local index and Algolia hold the
 * same data.
 */
import type { ContentEntry, Section } from '../content/types';
import type { Hierarchy, SearchRecord } from './types';
import { DOCS_VERSION_TAG, SEARCH_LANGUAGE } from './constants';

/**
 * The most text (characters of `content`, summed over a page's records) one page puts into the
 * search index. A page beyond it is still found by its title, headings and the first
 * `MAX_PAGE_TEXT_CHARS` characters of its text in reading order; the rest is left out (cut at a
 * word boundary), so one oversized page cannot multiply the index every reader downloads. The
 * largest hand-written page holds about half of it.
 */
export const MAX_PAGE_TEXT_CHARS = 20_000;

/** Cuts `text` to at most `max` characters, after the last whole word that fits ('' when none does). */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  if (text[max] === ' ') return text.slice(0, max).trimEnd();
  const cut = text.slice(0, max);
  return cut.slice(0, Math.max(0, cut.lastIndexOf(' '))).trimEnd();
}

/** Applies {@link MAX_PAGE_TEXT_CHARS} to one page's records, in order. */
function capPageText(records: SearchRecord[]): SearchRecord[] {
  let left = MAX_PAGE_TEXT_CHARS;
  for (const record of records) {
    if (!record.content) continue;
    const content = cutAtWord(record.content, left);
    left -= content.length;
    record.content = content || null;
  }
  return records;
}

/** Options for {@link buildSearchRecords}: `urlPrefix` goes before every `url` (e.g. `https://docs.nillion.com` for Algolia); default '' (routes). */
type RecordOptions = { urlPrefix?: string };

const EMPTY_HIERARCHY: Hierarchy = { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/** The text of an API operation's page record: `GET /api/v1/…` then its description. */
function apiIntro(entry: ContentEntry): string {
  if (entry.kind !== 'api' || entry.apiKind !== 'operation') return '';
  return [entry.method && entry.path ? `${entry.method} ${entry.path}` : '', entry.tag ?? ''].filter(Boolean).join(' ');
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').trim();

/**
 * Builds the records of one page: the page record (`lvl1`, content = the intro, or the
 * description when the page starts with a heading) and one record per h2/h3 section. Text under
 * h4–h6 joins the enclosing h2/h3 record (headings included). The page's text is capped at
 * {@link MAX_PAGE_TEXT_CHARS}.
 */
function recordsForEntry(entry: ContentEntry, lvl0: string, options: RecordOptions = {}): SearchRecord[] {
  const prefix = options.urlPrefix ?? '';
  const base = { language: SEARCH_LANGUAGE, docusaurus_tag: DOCS_VERSION_TAG };
  const pageUrl = `${prefix}${entry.route}`;
  const intro = entry.sections.find((s) => s.heading === null)?.text ?? '';
  const records: SearchRecord[] = [
    {
      objectID: entry.id || 'index',
      url: pageUrl,
      url_without_anchor: pageUrl,
      anchor: null,
      type: 'lvl1',
      hierarchy: { ...EMPTY_HIERARCHY, lvl0, lvl1: entry.title },
      content: join(apiIntro(entry), intro || entry.description) || null,
      keywords: entry.keywords,
      ...base,
      weight: { level: 100, position: 0 },
    },
  ];

  let lvl2: string | null = null;
  let current: { record: SearchRecord; parts: string[] } | null = null;
  const flush = () => {
    if (current) current.record.content = join(...current.parts) || null;
  };
  const sections = entry.sections.filter((s): s is Section & { heading: NonNullable<Section['heading']> } => s.heading !== null);
  for (const section of sections) {
    const { depth, text: headingText, id: anchor } = section.heading;
    if (depth === 2 || depth === 3) {
      flush();
      if (depth === 2) lvl2 = headingText;
      const hierarchy: Hierarchy = {
        ...EMPTY_HIERARCHY,
        lvl0,
        lvl1: entry.title,
        lvl2: depth === 2 ? headingText : lvl2,
        lvl3: depth === 3 ? headingText : null,
      };
      const record: SearchRecord = {
        objectID: `${entry.id || 'index'}#${anchor}`,
        url: `${pageUrl}#${anchor}`,
        url_without_anchor: pageUrl,
        anchor,
        // An h3 before any h2 still sits at level 3 under the page.
        type: depth === 2 ? 'lvl2' : 'lvl3',
        hierarchy,
        content: null,
        keywords: [],
        ...base,
        weight: { level: depth === 2 ? 90 : 80, position: records.length },
      };
      records.push(record);
      current = { record, parts: [section.text] };
    } else if (current) {
      current.parts.push(headingText, section.text);
    } else {
      // h4+ before any h2/h3: part of the page record.
      records[0]!.content = join(records[0]!.content, headingText, section.text) || null;
    }
  }
  flush();
  return capPageText(records);
}

/**
 * All records of the site, in index order.
 * @param entries - the content index's entries (docs and API pages)
 * @param chrome - each page's place, by content id (the compiled model's `chrome`): its `section` is the records' top level
 */
export function buildSearchRecords(
  entries: ContentEntry[],
  chrome: Readonly<Record<string, { section: string }>>,
  options: RecordOptions = {},
): SearchRecord[] {
  return entries.flatMap((entry) => recordsForEntry(entry, chrome[entry.id]?.section ?? '', options));
}
