/**
 * The one place result text becomes HTML. Backends mark matched words (Pagefind with `<mark>`,
 * Algolia with the tags this site asks for); {@link markedToSafeHtml} keeps those marks and escapes
 * everything else, so page text can never inject markup. No Node imports: runs in the browser.
 */

/** Highlight tags asked of Algolia: no HTML-special characters, so escaping leaves them intact. */
export const ALGOLIA_PRE_TAG = '__ais-highlight__';
export const ALGOLIA_POST_TAG = '__/ais-highlight__';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&#039;': "'" };

/** Escapes `& < > " '` (HTML § 13.1.2.6 text and attribute contexts). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Decodes the entities {@link escapeHtml} writes (Pagefind's excerpts are already escaped). */
function decodeBasicEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27|#039);/g, (entity) => ENTITIES[entity]!);
}

/**
 * Text with match markers → safe HTML with `<mark>` only. Each segment between markers is decoded
 * (so text that arrives escaped is not escaped twice) and escaped again.
 * @param pre - the opening marker (`<mark>` for Pagefind, {@link ALGOLIA_PRE_TAG} for Algolia)
 * @param post - the closing marker
 */
export function markedToSafeHtml(marked: string, pre = '<mark>', post = '</mark>'): string {
  let html = '';
  let open = false;
  for (const [i, part] of marked.split(new RegExp(`(${escapeRegExp(pre)}|${escapeRegExp(post)})`)).entries()) {
    if (i % 2 === 1) {
      // A marker: open or close a mark; a stray one (nested open, unmatched close) is dropped.
      if (part === pre && !open) html += '<mark>';
      else if (part === post && open) html += '</mark>';
      else continue;
      open = !open;
      continue;
    }
    html += escapeHtml(decodeBasicEntities(part));
  }
  return open ? `${html}</mark>` : html;
}

/** The plain text of marked text (markers removed, entities decoded). */
export function markedToText(marked: string): string {
  return decodeBasicEntities(marked.replace(/<\/?mark>/g, ''));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
