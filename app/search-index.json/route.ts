import { getContentIndex } from '@/lib/content';
import { getSidebars } from '@/lib/content/navigation';
import { buildSearchRecords } from '@/lib/search/records';
import { serializeIndexFile } from '@/lib/search/index-file';

// A force-static route rather than a postbuild script: `next build` alone writes
// out/search-index.json from the same in-process content index as the pages (no second parse, no
// step to forget), and `next dev` serves it too.
export const dynamic = 'force-static';

/**
 * The local search index (lib/search/index-file.ts), fetched by the browser on the first search.
 * Fails the build when the file passes its budget (`INDEX_BUDGET_BYTES`).
 */
export async function GET(): Promise<Response> {
  const [index, sidebars] = await Promise.all([getContentIndex(), getSidebars()]);
  return new Response(serializeIndexFile(buildSearchRecords(index.entries, sidebars)), {
    headers: { 'Content-Type': 'application/json' },
  });
}
