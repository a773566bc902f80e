/**
 * The text of a page as the local search index reads it: the exported HTML with two changes that
 * make Pagefind's excerpts read well. The pages served are not changed. Build-time only.
 *
 * - Table cells are separated by " · " (a header row ends with ". "): Pagefind ends a data cell
 *   with a full stop and runs header cells together ("Base typeSecretPublic").
 * - Text diagrams (code art) are left out: a code block without a programming language whose lines
 *   are mostly drawing (box-drawing characters, `+---+` frames, lone `|`, `v`, `/` strokes).
 */

import { DomUtils, parseDocument } from 'htmlparser2';

/** A code block as the site renders it (components/mdx/code-block.tsx); blocks never nest. */
const CODE_BLOCK = /<figure class="code-block[^"]*"(?: data-language="([^"]*)")?>([\s\S]*?)<\/figure>/g;

/** Languages a diagram is written in: none, or plain text. */
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plaintext']);

/** Characters diagrams are drawn with, besides the box-drawing block U+2500–U+257F. */
const DRAWING_CHARACTERS = /[|+\-/\\^v<>=_*.:]/g;

/** The text of an HTML fragment (entities decoded). */
const textOf = (html: string) => DomUtils.textContent(parseDocument(html));

/** Whether one line of a text block is drawing rather than words. */
function isDrawingLine(line: string): boolean {
  if (/[\u2500-\u257F]/.test(line) || /\+-{2,}|-{2,}\+/.test(line)) return true;
  const visible = line.replace(/\s/g, '');
  if (!visible) return false;
  return (visible.match(DRAWING_CHARACTERS)?.length ?? 0) / visible.length >= 0.6;
}

/**
 * Whether a plain-text code block is a diagram: at least two of its lines, and at least a quarter
 * of its non-empty lines, are drawing ({@link isDrawingLine}).
 */
export function isCodeArt(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim());
  const drawing = lines.filter(isDrawingLine).length;
  return drawing >= 2 && drawing * 4 >= lines.length;
}

/** Separates the cells of every table row: " · " between cells, ". " after a header row's last cell. */
function separateCells(html: string): string {
  return html.replace(/<\/(td|th)>(?=\s*<t[dh][\s>])/g, ' · </$1>').replace(/<\/th>(?=\s*<\/tr>)/g, '. </th>');
}

/**
 * The HTML Pagefind indexes for one exported page: table cells separated and code art removed
 * (see the module comment).
 * @param html - an exported page, as Next wrote it
 */
export function indexableHtml(html: string): string {
  const withoutArt = html.replace(CODE_BLOCK, (block, language: string | undefined, inner: string) =>
    PLAIN_LANGUAGES.has(language ?? '') && isCodeArt(textOf(inner.replace(/<button[\s\S]*?<\/button>/g, ''))) ? '' : block,
  );
  return separateCells(withoutArt);
}
