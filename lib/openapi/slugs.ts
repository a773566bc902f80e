/**
 * Page slugs, computed the way docusaurus-plugin-openapi-docs does (design/nildb-api-facts.md §2)
 * so the routes match `design/routes.txt`: lodash-style kebab case of the operationId, else of the
 * summary; the info page from the lower-cased title.
 */

const UPPER = '\\p{Lu}';
const LOWER = '\\p{Ll}';
const BREAK = '[^\\p{L}\\p{N}]';
/**
 * lodash's `unicodeWords` pattern, reduced to what remains after apostrophes are removed:
 * camelCase humps, runs of capitals (`HTTPServer` → `HTTP`, `Server`), ordinals and digit runs.
 */
const WORD = new RegExp(
  [
    `${UPPER}?${LOWER}+(?=${BREAK}|${UPPER}|$)`,
    `${UPPER}+(?=${BREAK}|${UPPER}${LOWER}|$)`,
    `${UPPER}?${LOWER}+`,
    `${UPPER}+`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
  ].join('|'),
  'gu',
);

/**
 * Kebab case as lodash's `kebabCase` computes it for Latin text: diacritics and apostrophes are
 * dropped (`organization's` → `organizations`), words split at spaces, punctuation, camelCase humps
 * and letter/digit boundaries (`getHealthStatus` → `get-health-status`, `v1Users` → `v-1-users`).
 */
export function kebabCase(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((w) => w.toLowerCase()).join('-');
}

/**
 * Slug of an operation page: kebab case of the operationId, else of the summary.
 * @returns `undefined` when the operation has neither (the caller reports path and method).
 */
export function operationSlug(operation: { operationId?: string; summary?: string }): string | undefined {
  const source = operation.operationId?.trim() || operation.summary?.trim();
  const slug = source ? kebabCase(source) : '';
  return slug || undefined;
}

/**
 * Slug of the info page: the title lower-cased with its first space turned into `-`, then kebab
 * cased, so `nilDB API` → `nildb-api` (a plain kebab case would give `nil-db-api`).
 */
export function infoSlug(title: string): string {
  return kebabCase(title.toLowerCase().replace(' ', '-')) || 'introduction';
}
