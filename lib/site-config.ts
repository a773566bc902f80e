/**
 * The site configuration: the site data of `site.config.ts` (validated by
 * lib/config/site-schema.ts) joined with the per-deployment values of the environment
 * (lib/config/env.ts). Functions that need configuration take it as an argument; the app, the
 * scripts and next.config.mjs pass {@link siteConfig}, tests pass their own.
 */
import { parseEnv, readEnv, type AnnouncementEnv, type Env, type RawEnv } from './config/env';
import { parseSiteData, type SiteData, type SiteDataInput } from './config/site-schema';
import { e2eFixtureNavbarItems, siteData } from '../site.config';

export type { NavbarItemConfig, DropdownEntryConfig } from './config/site-schema';

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
 * (`E2E_FIXTURE=1`) the navbar holds one item of every type.
 * @param env - the parsed environment
 * @param data - site data (default: `site.config.ts`)
 * @throws SiteDataError naming the item index and field of a bad entry
 */
export function createSiteConfig(env: Env, data: SiteDataInput = siteData): SiteConfig {
  const input = env.e2eFixture ? { ...data, navbar: { ...data.navbar, items: e2eFixtureNavbarItems } } : data;
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

/**
 * The configuration for a raw environment (tests pass objects such as `{ SITE_URL: '…' }`).
 * @throws EnvError naming the variable, SiteDataError naming the entry
 */
export function loadSiteConfig(raw: RawEnv, data?: SiteDataInput): SiteConfig {
  return createSiteConfig(parseEnv(raw), data);
}

/** The configuration of this build (this process's environment and `site.config.ts`). */
export const siteConfig: SiteConfig = createSiteConfig(readEnv());
