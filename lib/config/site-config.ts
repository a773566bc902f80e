/**
 * The site configuration: site data (validated by lib/config/site-schema.ts) joined with the
 * per-deployment values of the environment (lib/config/env.ts). Functions that need configuration
 * take it as an argument. `site.config.ts` at the root holds the data and builds the configuration
 * of the build (`siteConfig`) with {@link createSiteConfig}; lib/ never imports it back.
 */
import type { Env } from './env';
import { parseSiteData, type SiteDataInput } from './site-schema';

export type { NavbarItemConfig } from './site-schema';

/**
 * Joins validated site data with a parsed environment. In the browser-test build
 * (`E2E_FIXTURE=1`) the navbar holds `fixtureNavbarItems` instead (one control of every type).
 * @param env - the parsed environment
 * @param data - site data, e.g. the export of `site.config.ts`
 * @param fixtureNavbarItems - the browser-test build's navbar controls
 * @throws SiteDataError naming the item index and field of a bad entry
 */
export function createSiteConfig(env: Env, data: SiteDataInput, fixtureNavbarItems?: SiteDataInput['navbar']['items']) {
  const input = env.e2eFixture && fixtureNavbarItems ? { ...data, navbar: { ...data.navbar, items: fixtureNavbarItems } } : data;
  const site = parseSiteData(input);
  return {
    ...site,
    /** Production URL, no trailing slash (`SITE_URL`). */
    url: env.siteUrl,
    /** `''` or `/a/b` (`BASE_PATH`). */
    basePath: env.basePath,
    navbar: { ...site.navbar, hideOnScroll: env.navbarHideOnScroll },
    /** `endpoint`: POST target of the feedback modal (null: the button links to a prefilled GitHub discussion); `timeoutMs`: how long the modal waits for it. */
    feedback: { ...site.feedback, endpoint: env.feedbackEndpoint, timeoutMs: env.feedbackTimeoutMs },
    search: {
      ...site.search,
      algolia: env.algolia,
      externalUrlRegex: env.searchExternalUrlRegex,
      replaceSearchResultPathname: env.searchReplacePathname,
    },
    announcementBar: env.announcement,
    aiAssistant: env.aiAssistant,
    analytics: env.analytics,
    thirdPartyScriptsOnApiPages: env.thirdPartyScriptsOnApiPages,
    devProxy: { target: env.devProxyTarget },
    /** "Edit this page" base URL (`EDIT_URL_BASE`); null hides the link. */
    editUrl: env.editUrlBase,
    /** Keep this build out of search engines (`NOINDEX=1`, pull request previews). */
    noindex: env.noindex,
  };
}

/** The validated configuration of a build. */
export type SiteConfig = ReturnType<typeof createSiteConfig>;
