import type { SiteConfig } from '@/lib/config/site-config';
import { searchSettingsFrom } from '@/lib/search/settings';
import { SearchButtonClient } from './search-button.client';

/**
 * The navbar's search entry point: the DocSearch button, whose modal loads on first intent.
 * Settings are computed here, on the server, so the client bundle never includes the
 * configuration modules (and zod).
 * @param config - the site configuration (`siteConfig`)
 */
export function SearchButton({ config }: { config: SiteConfig }) {
  return <SearchButtonClient settings={searchSettingsFrom(config)} />;
}
