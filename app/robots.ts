import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-urls';

export const dynamic = 'force-static';

/** `/robots.txt`: everything may be crawled; points at the sitemap on the production URL. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml') };
}
