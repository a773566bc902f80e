/**
 * The analytics scripts as plain data: each one present only when its env values are set
 * (lib/config/env.ts) and the build is a production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';

/** One `<script>` to load after the page is interactive. */
export interface AnalyticsScript {
  /** Stable id (`next/script` de-duplicates by it). */
  id: 'privacy-tag' | 'umami' | 'plausible' | 'attribution';
  src: string;
  /** Extra attributes as React props (`data-website-id`, `integrity`, `crossOrigin`). */
  attributes: Record<string, string>;
}

/**
 * The attributes that make the browser check a script against its Subresource Integrity hash
 * (W3C SRI): `integrity`, and `crossOrigin: 'anonymous'`, without which a cross-origin script
 * cannot be checked. None without a hash: a rolling URL (see `Env.analytics`) has none.
 */
export function integrityAttributes(integrity: string | undefined): Record<string, string> {
  return integrity ? { integrity, crossOrigin: 'anonymous' } : {};
}

/**
 * The scripts to load, in a fixed order.
 * @param analytics - siteConfig.analytics
 * @param publicDir - where `/js/…` files of the privacy tag live (default `public/`)
 * @throws Error when the privacy tag's self-hosted file is missing from public/js/
 */
export function analyticsScripts(analytics: SiteConfig['analytics'], basePath = '', publicDir = path.join(process.cwd(), 'public')): AnalyticsScript[] {
  const scripts: AnalyticsScript[] = [];
  const { privacyTag, umami, plausible, attribution } = analytics;
  if (privacyTag) {
    const file = path.join(publicDir, privacyTag.src);
    if (!fs.existsSync(file)) {
      throw new Error(
        `ANALYTICS_PRIVACY_TAG_SRC="${privacyTag.src}": ${path.relative(process.cwd(), file)} does not exist. Add the self-hosted script there or unset the variable.`,
      );
    }
    scripts.push({ id: 'privacy-tag', src: `${basePath}${privacyTag.src}`, attributes: {} });
  }
  if (umami) scripts.push({ id: 'umami', src: umami.scriptUrl, attributes: { 'data-website-id': umami.websiteId, ...integrityAttributes(umami.integrity) } });
  if (plausible)
    scripts.push({ id: 'plausible', src: plausible.scriptUrl, attributes: { 'data-domain': plausible.domain, ...integrityAttributes(plausible.integrity) } });
  if (attribution) {
    scripts.push({
      id: 'attribution',
      src: attribution.src,
      attributes: { 'data-product-id': attribution.productId, integrity: attribution.integrity, crossOrigin: 'anonymous' },
    });
  }
  return scripts;
}
