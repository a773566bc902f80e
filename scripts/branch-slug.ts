/**
 * `node scripts/branch-slug.ts <branch>`: prints the preview slug of a branch
 * (lib/hosting/branch-slug.ts). Runs on plain Node 22 (type stripping, no npm install), so the
 * workflows' publish jobs and scripts/update-pages-branch.sh compute the slug without running any
 * npm package. `--check <slug>` exits 1 unless the value is a valid slug.
 */
import { BRANCH_SLUG_PATTERN, branchSlug } from '../lib/hosting/branch-slug.ts';

const [first, second] = process.argv.slice(2);
if (first === '--check') {
  if (!BRANCH_SLUG_PATTERN.test(second ?? '')) {
    console.error(`branch-slug: "${second ?? ''}" is not a preview slug (expected ${BRANCH_SLUG_PATTERN}).`);
    process.exit(1);
  }
} else if (first === undefined || first === '') {
  console.error('usage: node scripts/branch-slug.ts <branch> | --check <slug>');
  process.exit(2);
} else {
  console.log(branchSlug(first));
}
