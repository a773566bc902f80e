import type { MetadataRoute } from 'next';
import { siteConfig } from '@/site.config';
import { absoluteUrl } from '@/lib/config/site-urls';

export const dynamic = 'force-static';

/**
 * `/robots.txt` (RFC 9309): everything may be crawled and the sitemap is on the production URL; a
 * `noindex` build (pull request previews) disallows everything and names no sitemap.
 */
export default function robots(): MetadataRoute.Robots {
  if (siteConfig.noindex) return { rules: { userAgent: '*', disallow: '/' } };
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml', siteConfig) };
}
