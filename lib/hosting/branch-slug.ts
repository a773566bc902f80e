/** Longest slug {@link branchSlug} returns: keeps preview URLs and folder names short. */
export const BRANCH_SLUG_MAX_LENGTH = 40;

/**
 * The URL-safe name of a branch for its preview path (`/preview/<slug>`): lower case, each run of
 * characters other than `a-z` and `0-9` turned into one `-`, no `-` at either end, at most
 * {@link BRANCH_SLUG_MAX_LENGTH} characters. A `refs/heads/` prefix is dropped. The preview
 * workflow (.github/workflows/preview.yml) computes it through scripts/branch-slug.ts.
 * @param branch - branch name, e.g. `feat/New_API` → `feat-new-api`
 * @throws Error when the name has no letter or digit
 */
export function branchSlug(branch: string, maxLength = BRANCH_SLUG_MAX_LENGTH): string {
  const slug = branch
    .replace(/^refs\/heads\//, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength + 1)
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  if (!slug) throw new Error(`branch "${branch}" has no letter or digit to make a preview path from; rename the branch.`);
  return slug;
}
