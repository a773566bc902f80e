/** Markdown of a generated API page (an index entry of kind `api`): the single place API pages become Markdown. */
import type { Heading, RootContent } from 'mdast';
import type { ApiEntry } from '../content/types';
import { pageToMarkdown } from './page-markdown';

/**
 * @param entry - an operation or info entry from the content index
 * @returns Markdown text: title, description, `METHOD /path` for operations, then each section
 *   (heading at its own depth, then its plain text)
 */
export function apiEntryToMarkdown(entry: ApiEntry): string {
  const body: RootContent[] = [];
  if (entry.apiKind === 'operation' && entry.method && entry.path) {
    body.push({ type: 'paragraph', children: [{ type: 'inlineCode', value: `${entry.method.toUpperCase()} ${entry.path}` }] });
  }
  for (const section of entry.sections) {
    if (section.heading) {
      body.push({
        type: 'heading',
        depth: Math.min(6, Math.max(2, section.heading.depth)) as Heading['depth'],
        children: [{ type: 'text', value: section.heading.text }],
      });
    }
    // The intro often repeats the description, which the page header already shows.
    if (section.text && !(section.heading === null && section.text === entry.description)) {
      body.push({ type: 'paragraph', children: [{ type: 'text', value: section.text }] });
    }
  }
  return pageToMarkdown(entry.title, entry.description, body);
}
