/**
 * The site configuration: site data (validated by lib/config/site-schema.ts) joined with the
 * per-deployment values of the environment (lib/config/env.ts). Functions that need configuration
 * take it as an argument. `site.config.ts` at the root holds the data and builds the configuration
 * of the build (`siteConfig`) with {@link createSiteConfig}; lib/ never imports it back.
 */
import type { AnnouncementEnv, Env } from './env';
import { parseSiteData, type SiteData, type SiteDataInput } from './site-schema';

export type { NavbarItemConfig } from './site-schema';

/** The validated configuration of a build. */
export interface SiteConfig extends Omit<SiteData, 'navbar' | 'feedback' | 'search'> {
  /** Production URL, no trailing slash (`SITE_URL`). */
  url: string;
  /** `''` or `/a/b` (`BASE_PATH`). */
  basePath: string;
  navbar: SiteData['navbar'] & { hideOnScroll: boolean };
  feedback: SiteData['feedback'] & {
    /** POST endpoint for feedback (JSON); null → the button links to a prefilled GitHub discussion. */
    endpoint: string | null;
    /** How long the modal waits for the endpoint before it reports a timeout, in ms (`FEEDBACK_TIMEOUT_MS`). */
    timeoutMs: number;
  };
  search: SiteData['search'] & {
    algolia: Env['algolia'];
    externalUrlRegex: string | null;
    replaceSearchResultPathname: { from: string; to: string } | null;
  };
  announcementBar: AnnouncementEnv | null;
  aiAssistant: Env['aiAssistant'];
  analytics: Env['analytics'];
  /** `THIRD_PARTY_SCRIPTS_ON_API_PAGES`: see `Env.thirdPartyScriptsOnApiPages`. */
  thirdPartyScriptsOnApiPages: boolean;
  devProxy: { target: string };
  /** "Edit this page" base URL (`EDIT_URL_BASE`); null hides the link. */
  editUrl: string | null;
  /** Keep this build out of search engines (`NOINDEX=1`, pull request previews). */
  noindex: boolean;
}

/**
 * Joins validated site data with a parsed environment. In the browser-test build
 * (`E2E_FIXTURE=1`) the navbar holds `fixtureNavbarItems` instead (one control of every type).
 * @param env - the parsed environment
 * @param data - site data, e.g. the export of `site.config.ts`
 * @param fixtureNavbarItems - the browser-test build's navbar controls
 * @throws SiteDataError naming the item index and field of a bad entry
 */
export function createSiteConfig(env: Env, data: SiteDataInput, fixtureNavbarItems?: SiteDataInput['navbar']['items']): SiteConfig {
  const input = env.e2eFixture && fixtureNavbarItems ? { ...data, navbar: { ...data.navbar, items: fixtureNavbarItems } } : data;
  const site = parseSiteData(input);
  return {
    ...site,
    url: env.siteUrl,
    basePath: env.basePath,
    navbar: { ...site.navbar, hideOnScroll: env.navbarHideOnScroll },
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
    editUrl: env.editUrlBase,
    noindex: env.noindex,
  };
}
