/**
 * `node scripts/pages-urls.ts [--preview <branch>]`: prints `site_url=…`, `base_path=…`,
 * `page_url=…` (and `slug=…` for a preview) for `$GITHUB_OUTPUT`, from the environment:
 * `PAGES_BASE_URL` (actions/configure-pages `base_url`), `SITE_URL` and `BASE_PATH` (repository
 * variables, which win). See lib/hosting/pages-urls.ts. Runs on plain Node 22 (no npm install).
 * Exits 1 with the fix when Pages is not set up and no SITE_URL is given.
 */
import { parseArgs } from 'node:util';
import { branchSlug } from '../lib/hosting/branch-slug.ts';
import { pagesUrls } from '../lib/hosting/pages-urls.ts';

const { values } = parseArgs({ options: { preview: { type: 'string' } } });
const slug = values.preview !== undefined ? branchSlug(values.preview) : undefined;
try {
  const urls = pagesUrls({ pagesBaseUrl: process.env.PAGES_BASE_URL, siteUrl: process.env.SITE_URL, basePath: process.env.BASE_PATH, previewSlug: slug });
  console.log([`site_url=${urls.siteUrl}`, `base_path=${urls.basePath}`, `page_url=${urls.pageUrl}`, ...(slug ? [`slug=${slug}`] : [])].join('\n'));
} catch (error) {
  console.error(`pages-urls: ${(error as Error).message}`);
  process.exit(1);
}
