/**
 * Page slugs. Operation slugs are lodash's `kebabCase` of the operationId, else of the summary,
 * else of `{method} {path}` — the rule docusaurus-plugin-openapi-docs uses, so published routes
 * keep their shape. Letters and digits of every script are kept (`获取用户` stays `获取用户`);
 * symbols and emoji are dropped. Two pages that would share a slug get `-2`, `-3`, … in spec order.
 */
import { kebabCase as lodashKebabCase } from 'lodash-es';
import type { OperationModel } from './types';

/** Characters a slug keeps besides `-`: letters, combining marks and digits of any script. */
const NOT_KEPT = /[^\p{L}\p{M}\p{N}-]+/gu;

/**
 * Kebab case as lodash's `kebabCase` computes it: Latin diacritics and apostrophes are dropped
 * (`organization's` → `organizations`), words split at spaces, punctuation, camelCase humps and
 * letter/digit boundaries (`getHealthStatus` → `get-health-status`, `v1Users` → `v-1-users`).
 * Words in other scripts are kept as they are (NFC); emoji and other symbols are removed.
 * @returns the slug, empty when the text has no letter or digit
 */
export function kebabCase(text: string): string {
  return lodashKebabCase(text).normalize('NFC').replace(NOT_KEPT, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/**
 * Slug of an operation page: kebab case of the operationId, else of the summary, else of
 * `{method}-{path}` (a source with no letter or digit, such as an emoji-only summary, is skipped).
 */
export function operationSlug(operation: Pick<OperationModel, 'operationId' | 'summary' | 'method' | 'path'>): string {
  for (const source of [operation.operationId, operation.summary]) {
    const slug = source ? kebabCase(source) : '';
    if (slug) return slug;
  }
  return kebabCase(`${operation.method.toLowerCase()} ${operation.path}`) || operation.method.toLowerCase();
}

/**
 * Slug of the info page: the title lower-cased with its first space turned into `-`, then kebab
 * cased, so `nilDB API` → `nildb-api` (a plain kebab case would give `nil-db-api`).
 */
export function infoSlug(title: string): string {
  return kebabCase(title.toLowerCase().replace(' ', '-')) || 'introduction';
}

/** A page that would get a slug already taken, and the slug it gets instead. */
export interface SlugCollision {
  /** Who asked (`GET /ip.txt`). */
  owner: string;
  /** The slug both wanted. */
  wanted: string;
  /** Who holds `wanted` (the first claimant in spec order). */
  holder: string;
  /** The slug given: `wanted-2`, `wanted-3`, … */
  slug: string;
}

/**
 * Gives every claimant a distinct slug. The first claimant of a slug (in the order given) keeps
 * it; each later one gets the lowest free suffix `-2`, `-3`, … that is no other page's own slug.
 * @param claims - in priority order (the info page first, then operations in spec order)
 * @returns the slug of each claim, in the same order, and the renamed ones
 */
export function assignSlugs(claims: readonly { slug: string; owner: string }[]): { slugs: string[]; collisions: SlugCollision[] } {
  const wanted = new Set(claims.map((c) => c.slug));
  // Every slug given so far, with the page it was given to.
  const holders = new Map<string, string>();
  const collisions: SlugCollision[] = [];
  const slugs = claims.map(({ slug, owner }) => {
    const holder = holders.get(slug);
    let given = slug;
    for (let n = 2; holder !== undefined && (holders.has(given) || wanted.has(given)); n++) given = `${slug}-${n}`;
    holders.set(given, owner);
    if (holder !== undefined) collisions.push({ owner, wanted: slug, holder, slug: given });
    return given;
  });
  return { slugs, collisions };
}
