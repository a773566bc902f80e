import type { MetadataRoute } from 'next';
import { getContentIndex } from '@/lib/content';
import { siteLastUpdated } from '@/lib/git-last-updated';
import { sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-static';

/** `/sitemap.xml`: every page of the index plus `/` (lib/sitemap.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [index, dates] = await Promise.all([getContentIndex(), siteLastUpdated.all()]);
  return sitemapEntries(index.entries, dates);
}
