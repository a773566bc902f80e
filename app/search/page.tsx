import { Suspense } from 'react';
import type { Metadata } from 'next';
import { siteConfig } from '@/site.config';
import { getCompiledContent, getContentIndex } from '@/lib/content';
import { searchSettingsFrom } from '@/lib/search/settings';
import { Footer } from '@/components/layout/footer';
import { SearchPage, SearchPageShell } from '@/components/search/search-page.client';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** `/search?q=`: the full result list. The query lives in the URL. */
export default async function SearchRoute() {
  const settings = searchSettingsFrom(siteConfig);
  const index = await getContentIndex();
  // 'Try searching for' suggests the navbar's destinations.
  const suggestions = getCompiledContent()
    .navigation.navbar.map((item) => (item.type === 'doc' ? index.byId.get(item.docId) : undefined))
    .filter((entry) => entry !== undefined)
    .map((entry) => entry.sidebarLabel ?? entry.title);
  return (
    <>
      <main id="main-content" className="search-page" tabIndex={-1}>
        <h1>Search the documentation</h1>
        {/* useSearchParams needs a boundary in a static export; the shell keeps the layout stable. */}
        <Suspense fallback={<SearchPageShell settings={settings} />}>
          <SearchPage settings={settings} suggestions={suggestions} />
        </Suspense>
      </main>
      <Footer footer={siteConfig.footer} />
    </>
  );
}
