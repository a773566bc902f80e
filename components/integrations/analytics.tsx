import type { SiteConfig } from '@/lib/config/site-config';
import { analyticsScripts } from '@/lib/chrome/analytics';
import { featureNotBuilt } from '@/lib/chrome/chrome-features';

/**
 * The analytics gate of the root layout: renders each
 * configured script with `afterInteractive` (never render-blocking). With no analytics env values,
 * or outside production builds, it renders nothing and bundles no code (lib/chrome/chrome-features.ts).
 * @param analytics - `siteConfig.analytics`
 * @param basePath - `siteConfig.basePath` (self-hosted scripts live below it)
 */
export async function Analytics({ analytics, basePath }: { analytics: SiteConfig['analytics']; basePath: string }) {
  const scripts = analyticsScripts(analytics, basePath);
  if (!scripts.length) return null;
  if (process.env.CHROME_FEATURE_SCRIPTS === '1') {
    const { default: Script } = await import('next/script');
    return (
      <>
        {scripts.map(({ id, src, attributes }) => (
          <Script key={id} id={`analytics-${id}`} src={src} strategy="afterInteractive" {...attributes} />
        ))}
      </>
    );
  }
  return featureNotBuilt('CHROME_FEATURE_SCRIPTS');
}
