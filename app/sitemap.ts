import type { MetadataRoute } from 'next';
import { getContentIndex } from '@/lib/content';
import { siteLastUpdated } from '@/lib/content/git-last-updated';
import { sitemapEntries } from '@/lib/content/sitemap';
import { siteConfig } from '@/site.config';

export const dynamic = 'force-static';

/** `/sitemap.xml`: every page of the index plus `/` (lib/content/sitemap.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [index, dates] = await Promise.all([getContentIndex(), siteLastUpdated.all()]);
  return sitemapEntries(index.entries, dates, siteConfig);
}
