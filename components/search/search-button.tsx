import { siteConfig } from '@/lib/site-config';
import { searchSettingsFrom } from '@/lib/search/settings';
import { SearchButtonClient } from './search-button.client';

/**
 * The navbar's search entry point (design/site-config.md § Search): the DocSearch button, whose
 * modal loads on first intent. Settings are computed here, on the server, so the client bundle
 * never includes the site-config module.
 */
export function SearchButton() {
  return <SearchButtonClient settings={searchSettingsFrom(siteConfig)} />;
}
