/**
 * Every inline script the site's layout puts in a page, known by its text, so the postbuild can
 * hash exactly these into each page's Content-Security-Policy and refuse any other
 * (lib/hosting/csp-meta.ts). Imported by the postbuild only (it brings an HTML parser).
 */
import type { SiteConfig } from '@/lib/config/site-config';
import { announcementScript } from '@/lib/chrome/announcement';
import { baseUrlBannerScript } from '@/lib/chrome/base-url-banner';
import { featureNoticeScript } from '@/lib/chrome/feature-notice';
import { inlineScriptTexts } from '@/lib/hosting/inline-scripts';
import { SIDEBAR_FOLLOW_SCRIPT, SIDEBAR_HIDDEN_SCRIPT, themeScriptArguments } from './layout-scripts';

/**
 * The theme script of a page the layout rendered with no content (the export's 404 page): the one
 * inline script that calls a function with {@link themeScriptArguments}.
 * @throws Error when the page has none, or more than one
 */
export function themeScriptOf(html: string, file: string): string {
  const tail = `)(${themeScriptArguments()})`;
  const found = inlineScriptTexts(html).filter((text) => text.startsWith('(') && text.endsWith(tail));
  if (found.length !== 1) {
    throw new Error(
      `${file}: expected next-themes' colour-mode script (ending "${tail}") once, found it ${found.length} times. If next-themes changed its script, update themeScriptArguments in components/layout/layout-scripts.ts.`,
    );
  }
  return found[0]!;
}

/**
 * The texts of every inline script the layout may emit for this configuration.
 * @param themeScript - next-themes' script as the build emitted it ({@link themeScriptOf})
 */
export function siteInlineScripts(config: Pick<SiteConfig, 'basePath' | 'announcementBar'>, themeScript: string): Set<string> {
  const scripts = [featureNoticeScript(), SIDEBAR_HIDDEN_SCRIPT, baseUrlBannerScript(config.basePath), SIDEBAR_FOLLOW_SCRIPT, themeScript];
  if (config.announcementBar) scripts.push(announcementScript(config.announcementBar.id));
  return new Set(scripts);
}
