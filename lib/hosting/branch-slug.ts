import { createHash } from 'node:crypto';

/**
 * Longest slug {@link branchSlug} returns: 63, the limit of one DNS label (RFC 1035 § 2.3.4), so a
 * preview can also be served from `<slug>.previews.example.com` on hosts that use subdomains.
 */
export const BRANCH_SLUG_MAX_LENGTH = 63;

/** Hex digits of the branch name's SHA-256 that a slug carries when the readable part lost anything. */
export const BRANCH_SLUG_HASH_LENGTH = 8;

/**
 * What every slug matches: lower-case letters, digits and inner `-`, 1–63 characters (an RFC 1123
 * host label). The publishing script refuses any other value, so no slug can name `..`, the
 * previews folder itself or a folder outside it.
 */
export const BRANCH_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A readable part that already ends like a hash suffix (`x-1f2e3d4c`, `1f2e3d4c`): hashed too, so it never equals another branch's hashed slug. */
const HASH_LIKE_END = new RegExp(`(?:^|-)[0-9a-f]{${BRANCH_SLUG_HASH_LENGTH}}$`);

/**
 * The preview slug of a branch: the folder `preview/<slug>/` of the pages branch and the path
 * `/preview/<slug>` its preview is served under. Always non-empty, lower case and DNS-label safe
 * ({@link BRANCH_SLUG_PATTERN}); the same branch always gets the same slug, and two branches get
 * two slugs:
 *
 * - a name that is already a slug (`main`, `fix-login`) is its own slug;
 * - any other name gets a readable part (lower case, each run of characters other than `a-z0-9`
 *   as one `-`, no `-` at either end, cut to fit) plus `-` and the first
 *   {@link BRANCH_SLUG_HASH_LENGTH} hex digits of the SHA-256 of the whole name
 *   (`feat/New_API` → `feat-new-api-` + hash, `修正` → hash only). Names differing only in case or
 *   punctuation thus differ in the hash.
 *
 * The argument is the branch's short name, as the `pull_request` (`head_ref`) and `delete` (`ref`)
 * events give it; a name is never shortened, so a branch called `refs/heads/foo` gets a slug of
 * its own, not `foo`'s.
 * @param branch - the branch name, any Unicode
 * @returns a string matching {@link BRANCH_SLUG_PATTERN}
 */
export function branchSlug(branch: string): string {
  const readable = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (readable === branch && BRANCH_SLUG_PATTERN.test(readable) && !HASH_LIKE_END.test(readable)) return readable;
  const hash = createHash('sha256').update(branch, 'utf8').digest('hex').slice(0, BRANCH_SLUG_HASH_LENGTH);
  const room = BRANCH_SLUG_MAX_LENGTH - BRANCH_SLUG_HASH_LENGTH - 1;
  const head = readable.slice(0, room).replace(/-+$/, '');
  return head ? `${head}-${hash}` : hash;
}
