/**
 * `npm run sync:algolia [-- --dry-run]`: pushes the site's search records to Algolia.
 * Needs NEXT_PUBLIC_ALGOLIA_APP_ID, NEXT_PUBLIC_ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY;
 * `--dry-run` builds the records and prints a summary without any network call. Never run by the
 * build. Exits non-zero on failure.
 */
import { getCompiledContent } from '../lib/content';
import { siteConfig } from '../site.config';
import { algoliaAdminConfig } from '../lib/config/env';
import { buildSearchRecords } from '../lib/search/records';
import { syncAlgolia } from '../lib/search/algolia-sync';

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const { entries, chrome } = getCompiledContent();
  const records = buildSearchRecords(entries, chrome, { urlPrefix: `${siteConfig.url}${siteConfig.basePath}` });
  if (dryRun) {
    console.log(`${records.length} records from ${entries.length} pages (dry run, nothing sent). First record:`);
    console.log(JSON.stringify(records[0], null, 2));
    return;
  }
  const config = algoliaAdminConfig();
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(config.appId, config.adminApiKey);
  const { records: count } = await syncAlgolia(client, config.indexName, records);
  console.log(`Algolia index "${config.indexName}" now holds ${count} records.`);
}

main().catch((error: unknown) => {
  console.error(`sync-algolia failed: ${(error as Error).message}`);
  process.exit(1);
});
