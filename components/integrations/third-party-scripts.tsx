import type { SiteConfig } from '@/lib/config/site-config';
import { analyticsScripts, integrityAttributes } from '@/lib/chrome/analytics';
import { featureNotBuilt } from '@/lib/chrome/chrome-features';

/**
 * The third-party scripts of the root layout, none of which blocks rendering: each configured
 * analytics script (`afterInteractive`; production builds only, lib/config/env.ts), and the AI
 * documentation assistant, its CDN script configured with the API key as `data-api-key` and loaded
 * when the browser is idle after the page has loaded (`lazyOnload`; a load failure leaves the reader
 * without an assistant, nothing more). With AI_ASSISTANT_SCRIPT_INTEGRITY (a versioned script URL)
 * it carries `integrity` and `crossorigin="anonymous"`; a rolling URL loads without (see
 * `Env.aiAssistant`). With none of their env values set nothing is rendered or bundled (next/script
 * included: lib/chrome/chrome-features.ts).
 * @param analytics - `siteConfig.analytics`
 * @param ai - the assistant's script and key (`siteConfig.aiAssistant`), null when unset
 * @param basePath - `siteConfig.basePath` (self-hosted scripts live below it)
 */
export async function ThirdPartyScripts({ analytics, ai, basePath }: { analytics: SiteConfig['analytics']; ai: SiteConfig['aiAssistant']; basePath: string }) {
  const scripts = analyticsScripts(analytics, basePath);
  if (!scripts.length && !ai) return null;
  if (process.env.CHROME_FEATURE_SCRIPTS === '1') {
    const { default: Script } = await import('next/script');
    return (
      <>
        {scripts.map(({ id, src, attributes }) => (
          <Script key={id} id={`analytics-${id}`} src={src} strategy="afterInteractive" {...attributes} />
        ))}
        {ai ? <Script id="ai-assistant" src={ai.scriptUrl} strategy="lazyOnload" data-api-key={ai.apiKey} {...integrityAttributes(ai.integrity)} /> : null}
      </>
    );
  }
  return featureNotBuilt('CHROME_FEATURE_SCRIPTS');
}
