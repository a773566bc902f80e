/**
 * `npx tsx scripts/branch-slug.ts <branch>`: prints the preview slug of a branch
 * (lib/hosting/branch-slug.ts), for .github/workflows/preview.yml. Exits 1 on a name without a
 * letter or digit.
 */
import { branchSlug } from '../lib/hosting/branch-slug';

try {
  console.log(branchSlug(process.argv[2] ?? ''));
} catch (error) {
  console.error(`branch-slug: ${(error as Error).message}`);
  process.exit(1);
}
