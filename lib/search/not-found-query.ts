/**
 * The search the 404 page offers: the words of the address the reader asked for. No Node
 * imports: runs in the browser.
 */
import { stripBasePath } from '../config/base-path';
import { MAX_QUERY_LENGTH } from './constants';

/** Path segments that name no topic: file endings and index files. */
const NOISE = new Set(['html', 'htm', 'md', 'index', 'php', 'aspx']);

/**
 * The words of a missing page's pathname, in order, each once, lower-cased, as a search query:
 * `/preview/x/nildb/secretVault_typescrpt-client.html` with base path `/preview/x` →
 * `nildb secretvault typescrpt client`. Percent-escapes are decoded (a malformed one is kept as
 * it is); at most {@link MAX_QUERY_LENGTH} characters, cut at a word boundary.
 * @param pathname - `location.pathname` of the 404 page
 * @param basePath - `''` or `/a/b` (no trailing slash)
 */
export function queryFromPath(pathname: string, basePath: string): string {
  let path = stripBasePath(pathname, basePath);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: search for the characters as typed.
  }
  const words: string[] = [];
  for (const word of path.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word || NOISE.has(word) || words.includes(word)) continue;
    if ([...words, word].join(' ').length > MAX_QUERY_LENGTH) break;
    words.push(word);
  }
  return words.join(' ');
}
