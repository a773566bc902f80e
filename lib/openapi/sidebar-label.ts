/**
 * The sidebar label of an API operation page. Sidebars are 280 px wide: a label of more than
 * about 30 characters wraps to three or four lines beside its method badge, so the generator
 * labels each operation with the spec's `x-sidebar-label` when it gives one, else with its page
 * title shortened by {@link shortenSidebarLabel}.
 */

/** Longest label kept whole, in characters (two lines of the sidebar beside a method badge). */
export const SIDEBAR_LABEL_MAX = 36;

/** Words that add nothing to a label once it is short: articles and vague qualifiers. */
const FILLER = new Set(['a', 'an', 'the', 'specified', 'provided', 'given', 'existing', 'current', 'all']);

/**
 * Where a summary turns into detail: a relative or qualifying clause, a parenthesis, a colon, a
 * dash or a sentence end. Everything from there on is left out.
 */
const DETAIL = /\s+(?:that|which|who|where|whose|within|matching|by|using|via|for)\s+|\s*[(:;—–]\s*|\s+-\s+|\.\s/i;

/**
 * Shortens an operation's page title (its `summary`, else its operationId, else `METHOD /path`)
 * into a sidebar label, in four steps, each applied only while the label is longer than
 * {@link SIDEBAR_LABEL_MAX} characters:
 *
 * 1. cut where the detail starts: a relative or qualifying clause (` that `, ` which `, ` within `,
 *    ` matching `, ` by `, ` using `, ` for ` …), a parenthesis, a colon, a dash or a sentence end —
 *    "Retrieve data from the specified schema collection that matches the provided filter" →
 *    "Retrieve data from the specified schema collection";
 * 2. drop filler words (articles, "specified", "provided", "given", "existing", "current", "all"),
 *    never the first word — → "Retrieve data from schema collection";
 * 3. drop what follows a preposition after the second word (` from `, ` in `, ` to `, ` of `,
 *    ` on `, ` into `, ` with `), when at least two words remain — → "Retrieve data";
 * 4. cut at the last word boundary within the limit and end with "…".
 *
 * A title of {@link SIDEBAR_LABEL_MAX} characters or fewer is returned as it is; a step that would
 * leave nothing is skipped. Spec authors who want another label set `x-sidebar-label` on the
 * operation.
 */
export function shortenSidebarLabel(title: string): string {
  let label = title.replace(/\s+/g, ' ').trim();
  if (label.length <= SIDEBAR_LABEL_MAX) return label;
  const detail = DETAIL.exec(label);
  if (detail && detail.index > 0) label = label.slice(0, detail.index).trim();
  if (label.length > SIDEBAR_LABEL_MAX) {
    const words = label.split(' ');
    const kept = words.filter((w, i) => i === 0 || !FILLER.has(w.toLowerCase()));
    if (kept.length) label = kept.join(' ');
  }
  if (label.length > SIDEBAR_LABEL_MAX) {
    const words = label.split(' ');
    const at = words.findIndex((w, i) => i >= 2 && /^(?:from|in|to|of|on|into|with)$/i.test(w));
    if (at >= 2) label = words.slice(0, at).join(' ');
  }
  if (label.length > SIDEBAR_LABEL_MAX) {
    const cut = label.slice(0, SIDEBAR_LABEL_MAX);
    const space = cut.lastIndexOf(' ');
    label = `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
  }
  return label;
}
