/**
 * The site data: identity, navbar controls, footer, docs versions, search settings and texts, and the
 * configuration of the build made from it (`siteConfig`). Typed here and validated when the
 * configuration is built (lib/config/site-config.ts), so a wrong entry fails the
 * build naming its path, e.g. `site.config.ts navbar.items[2] (type "link"): href: …`.
 * Per-deployment values (URL, base path, announcement, analytics, Algolia, …) are environment
 * variables instead: lib/config/env.ts and README § Environment.
 */
import type { SiteDataInput } from './lib/config/site-schema';
import { parseEnv, readEnv, type RawEnv } from './lib/config/env';
import { createSiteConfig, type SiteConfig } from './lib/config/site-config';

type NavbarItemInput = SiteDataInput['navbar']['items'][number];

export const siteData = {
  title: 'Nillion Builder Docs',
  productName: 'Nillion',
  tagline: 'A secure computation network that decentralizes trust for high value data.',
  mainDocId: 'what-is-nillion',
  // The navbar's controls; its pages and links are content: content/_nav/navbar.yaml.
  navbar: { items: [{ type: 'search', position: 'right' }] },
  footer: {
    columns: [
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://discord.com/invite/nillionnetwork' },
          { label: 'X (formerly Twitter)', href: 'https://x.com/nillionnetwork' },
        ],
      },
      {
        title: 'Builders',
        items: [
          { label: 'Github Discussions', href: 'https://github.com/orgs/NillionNetwork/discussions' },
          { label: 'Builder Bounties', href: 'https://github.com/NillionNetwork/builder-bounties' },
          { label: 'Report a Bug', href: 'https://github.com/orgs/NillionNetwork/discussions/categories/bugs' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Website', href: 'https://nillion.com' },
          { label: 'Blog', href: 'https://nillion.com/news' },
        ],
      },
    ],
    copyrightOwner: 'Nillion',
  },
  i18n: { defaultLocale: 'en', locales: [{ code: 'en', label: 'English' }] },
  docs: { currentVersion: 'current', versions: [{ name: 'current', label: 'Next', path: '/' }] },
  feedback: { discussionUrl: 'https://github.com/orgs/NillionNetwork/discussions/new?category=general' },
  // Page size checks of the content compile: a warning, then a build error (KB of compiled page).
  content: { pageSizeWarnKB: 300, pageSizeFailKB: 2048, titleWarnLength: 70 },
  search: {
    placeholder: 'Search docs',
    contextualSearch: true,
    hitsPerPage: 10,
    recentSearchesLimit: 7,
    // 'Let us know.' opens a new discussion in the bugs category, titled with the query.
    missingResultsUrl: 'https://github.com/orgs/NillionNetwork/discussions/new?category=bugs',
    texts: {
      buttonText: 'Search',
      noResults: 'No results for',
      suggestedQuery: 'Try searching for',
      reportMissingResults: 'Believe this query should return results?',
      reportMissingResultsLink: 'Let us know.',
      errorTitle: 'Unable to fetch results',
      errorHelp: 'You might want to check your network connection.',
      seeAllResults: 'See all {count} results',
      loading: 'Searching…',
      recentSearches: 'Recent',
    },
  },
} satisfies SiteDataInput;

/**
 * The navbar controls of the browser-test build (`E2E_FIXTURE=1`, tests/e2e/build-fixture.ts): one
 * of every type, so the browser tests cover each renderer (versions, locales, html); its links and
 * dropdown are in tests/e2e/fixture/content/_nav/navbar.yaml.
 */
export const e2eFixtureNavbarItems = [
  { type: 'docsVersionDropdown', position: 'right' },
  { type: 'localeDropdown', position: 'right' },
  { type: 'html', value: '<span class="e2e-html-item">Beta</span>', position: 'right' },
  { type: 'search', position: 'right' },
] satisfies NavbarItemInput[];

/** The configuration of this build: this process's environment joined with the data above. */
export const siteConfig: SiteConfig = createSiteConfig(readEnv(), siteData, e2eFixtureNavbarItems);

/**
 * The configuration for another environment with the data above (tests, and the nginx include
 * generated for a given deployment).
 * @throws EnvError naming the variable, SiteDataError naming the entry
 */
export function loadSiteConfig(raw: RawEnv, data: SiteDataInput = siteData): SiteConfig {
  return createSiteConfig(parseEnv(raw), data, e2eFixtureNavbarItems);
}
