import type { MetadataRoute } from 'next';
import { getCompiledContent } from '@/lib/content';
import { sitemapEntries } from '@/lib/content/sitemap';
import { siteConfig } from '@/site.config';

export const dynamic = 'force-static';

/** `/sitemap.xml`: every page of the index plus `/` (lib/content/sitemap.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  const { entries, chrome } = getCompiledContent();
  return sitemapEntries(entries, chrome, siteConfig);
}
