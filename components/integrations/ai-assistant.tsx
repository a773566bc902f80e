import type { SiteConfig } from '@/lib/config/site-config';
import { featureNotBuilt } from '@/lib/chrome/chrome-features';
import { integrityAttributes } from '@/lib/chrome/analytics';

/**
 * The AI documentation assistant widget: its
 * CDN script, configured with the API key as `data-api-key`, loads when the browser is idle after
 * the page has loaded (`lazyOnload`), so it never blocks rendering. A load failure is ignored (the
 * reader simply has no assistant). Without AI_ASSISTANT_SCRIPT_URL / AI_ASSISTANT_API_KEY nothing
 * is rendered or bundled (next/script included: lib/chrome/chrome-features.ts). With
 * AI_ASSISTANT_SCRIPT_INTEGRITY (a versioned script URL) it carries `integrity` and
 * `crossorigin="anonymous"`; a rolling URL loads without (see `Env.aiAssistant`).
 * @param ai - the assistant's script and key (`siteConfig.aiAssistant`), null when unset
 */
export async function AiAssistant({ ai }: { ai: SiteConfig['aiAssistant'] }) {
  if (!ai) return null;
  if (process.env.CHROME_FEATURE_SCRIPTS === '1') {
    const { default: Script } = await import('next/script');
    return <Script id="ai-assistant" src={ai.scriptUrl} strategy="lazyOnload" data-api-key={ai.apiKey} {...integrityAttributes(ai.integrity)} />;
  }
  return featureNotBuilt('CHROME_FEATURE_SCRIPTS');
}
