/**
 * The site configuration: every chrome value and text of design/site-config.md, typed and
 * validated. This is the only module that reads `process.env`; a bad value fails the build with a
 * message naming the key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One navbar item as configured. `type` is checked by the navbar renderer (components/layout/navbar.tsx). */
export interface NavbarItemConfig {
  type: string;
  label?: string;
  docId?: string;
  href?: string;
  position: 'left' | 'right';
  ariaLabel?: string;
  icon?: 'github';
  /** `dropdown`: the items of its menu (doc, link or html items). */
  items?: NavbarItemConfig[];
  /** `html`: trusted HTML rendered as is. */
  value?: string;
  /** `docsVersionDropdown`: version names to list (default: all, see `docs.versions`). */
  versions?: string[];
}

const navbarItemSchema: z.ZodType<NavbarItemConfig, unknown> = z.lazy(() =>
  z
    .object({
      type: z.string(),
      label: z.string().optional(),
      docId: z.string().optional(),
      href: z.string().optional(),
      position: z.enum(['left', 'right']).default('right'),
      ariaLabel: z.string().optional(),
      icon: z.enum(['github']).optional(),
      items: z.array(navbarItemSchema).optional(),
      value: z.string().optional(),
      versions: z.array(z.string()).optional(),
    })
    .strict(),
);

const footerLinkSchema = z.object({ label: z.string(), href: z.string().url() }).strict();

const siteConfigSchema = z
  .object({
    title: z.string(),
    productName: z.string(),
    tagline: z.string(),
    url: z.string().url(),
    basePath: z
      .string()
      .regex(/^(\/[a-z0-9._-]+)*$/i, 'must be empty or start with "/" and not end with "/" (e.g. "/preview/my-branch")'),
    mainDocId: z.string(),
    navbar: z.object({ hideOnScroll: z.boolean().default(false), items: z.array(navbarItemSchema) }).strict(),
    i18n: z
      .object({
        defaultLocale: z.string(),
        locales: z.array(z.object({ code: z.string(), label: z.string(), direction: z.enum(['ltr', 'rtl']) }).strict()).min(1),
      })
      .strict(),
    docs: z
      .object({
        /** The docs version a page of this build belongs to (design/site-config.md § Identity). */
        currentVersion: z.string(),
        versions: z
          .array(z.object({ name: z.string(), label: z.string(), path: z.string().regex(/^\/([^/].*\/)?$/, 'must start and end with "/"') }).strict())
          .min(1),
      })
      .strict(),
    feedback: z
      .object({
        /** POST endpoint for feedback (JSON); null → the button links to a prefilled GitHub discussion. */
        endpoint: z.string().url().nullable(),
        discussionUrl: z.string().url(),
      })
      .strict(),
    aiAssistant: z.object({ scriptUrl: z.string().url(), apiKey: z.string().min(1) }).strict().nullable(),
    analytics: z
      .object({
        privacyTag: z
          .object({ src: z.string().regex(/^\/js\/[\w.-]+\.js$/, 'must be a script path under public/js/, e.g. "/js/tag.js"') })
          .strict()
          .nullable(),
        umami: z.object({ scriptUrl: z.string().url(), websiteId: z.string().min(1) }).strict().nullable(),
        plausible: z.object({ domain: z.string().min(1), scriptUrl: z.string().url() }).strict().nullable(),
        attribution: z
          .object({
            src: z.string().url(),
            productId: z.string().min(1),
            integrity: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/, 'must be a Subresource Integrity hash, e.g. "sha384-…"'),
          })
          .strict()
          .nullable(),
      })
      .strict(),
    devProxy: z.object({ target: z.string().url() }).strict(),
    footer: z
      .object({
        style: z.enum(['dark', 'light']),
        columns: z.array(z.object({ title: z.string(), items: z.array(footerLinkSchema) }).strict()),
        copyrightOwner: z.string(),
      })
      .strict(),
    announcementBar: z
      .object({
        id: z.string().min(1),
        content: z.string().min(1),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .nullable(),
    search: z
      .object({
        algolia: z
          .object({ appId: z.string().min(1), apiKey: z.string().min(1), indexName: z.string().min(1) })
          .nullable(),
        placeholder: z.string(),
        searchPagePath: z.string(),
        // Search settings and texts: design/site-config.md § Search (issue 8).
        contextualSearch: z.boolean(),
        externalUrlRegex: z
          .string()
          .refine(isValidRegExp, 'must be a valid JavaScript regular expression (e.g. "^https://github\\.com/")')
          .nullable(),
        replaceSearchResultPathname: z.object({ from: z.string().min(1), to: z.string() }).strict().nullable(),
        inputMaxLength: z.number().int().positive(),
        maxResultsPerGroup: z.number().int().positive(),
        hitsPerPage: z.number().int().positive(),
        recentSearchesLimit: z.number().int().nonnegative(),
        recentSearchesWithFavoritesLimit: z.number().int().nonnegative(),
        missingResultsUrl: z.string().url().nullable(),
        texts: z
          .object({
            buttonText: z.string(),
            noResults: z.string(),
            suggestedQuery: z.string(),
            reportMissingResults: z.string(),
            reportMissingResultsLink: z.string(),
            errorTitle: z.string(),
            errorHelp: z.string(),
            seeAllResults: z.string().includes('{count}'),
          })
          .strict(),
      })
      .strict(),
    editUrl: z.string().url().nullable(),
    desktopBreakpoint: z.number().int().positive(),
    allowMissingSidebarDocs: z.boolean(),
  })
  .strict();

function isValidRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** The validated site configuration. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Builds and validates the configuration from environment values.
 * @param env - environment (defaults to `process.env`)
 * @throws Error naming the key and the problem, e.g. `site config "basePath": must be empty or …`
 */
export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const announcement = env.NEXT_PUBLIC_ANNOUNCEMENT_ID && env.NEXT_PUBLIC_ANNOUNCEMENT_CONTENT;
  // Algolia is all or nothing: a half-set configuration would silently fall back to the local index.
  const algoliaKeys = ['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_API_KEY', 'NEXT_PUBLIC_ALGOLIA_INDEX_NAME'];
  const algoliaMissing = algoliaKeys.filter((key) => !env[key]);
  if (algoliaMissing.length > 0 && algoliaMissing.length < algoliaKeys.length) {
    throw new Error(
      `site config "search.algolia": ${algoliaMissing.join(', ')} missing. Set all of ${algoliaKeys.join(', ')} for Algolia, or none for the local index.`,
    );
  }
  // Analytics run in production builds only: never in `next dev`, never in unit tests (NODE_ENV=test).
  const production = env.NODE_ENV === 'production';
  const group = (keys: string[]) => envGroup(env, keys);
  const ai = group(['AI_ASSISTANT_SCRIPT_URL', 'AI_ASSISTANT_API_KEY']);
  const umami = group(['ANALYTICS_UMAMI_SCRIPT_URL', 'ANALYTICS_UMAMI_WEBSITE_ID']);
  const attribution = group(['ANALYTICS_ATTRIBUTION_SRC', 'ANALYTICS_ATTRIBUTION_PRODUCT_ID', 'ANALYTICS_ATTRIBUTION_INTEGRITY']);
  const raw = {
    title: 'Nillion Builder Docs',
    productName: 'Nillion',
    tagline: 'A secure computation network that decentralizes trust for high value data.',
    url: env.SITE_URL ?? 'https://docs.nillion.com',
    basePath: env.BASE_PATH ?? '',
    mainDocId: 'what-is-nillion',
    navbar: {
      hideOnScroll: env.NAVBAR_HIDE_ON_SCROLL === '1',
      items: [
        { type: 'doc', label: 'Learn', docId: 'what-is-nillion', position: 'left' },
        { type: 'doc', label: 'Build', docId: 'quickstart', position: 'left' },
        { type: 'doc', label: 'API', docId: 'api/overview', position: 'left' },
        { type: 'doc', label: 'Community', docId: 'community-and-support', position: 'left' },
        { type: 'link', href: 'https://github.com/NillionNetwork', ariaLabel: 'Nillion on GitHub', icon: 'github', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
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
    announcementBar: announcement
      ? {
          id: env.NEXT_PUBLIC_ANNOUNCEMENT_ID,
          content: env.NEXT_PUBLIC_ANNOUNCEMENT_CONTENT,
          backgroundColor: env.NEXT_PUBLIC_ANNOUNCEMENT_BG ?? undefined,
          textColor: env.NEXT_PUBLIC_ANNOUNCEMENT_COLOR ?? undefined,
          isCloseable: env.NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE !== 'false',
        }
      : null,
    search: {
      algolia:
        env.NEXT_PUBLIC_ALGOLIA_APP_ID && env.NEXT_PUBLIC_ALGOLIA_API_KEY && env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME
          ? {
              appId: env.NEXT_PUBLIC_ALGOLIA_APP_ID,
              apiKey: env.NEXT_PUBLIC_ALGOLIA_API_KEY,
              indexName: env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
            }
          : null,
      placeholder: 'Search docs',
      searchPagePath: 'search',
      contextualSearch: true,
      externalUrlRegex: env.NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX || null,
      replaceSearchResultPathname:
        env.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM !== undefined && env.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM !== ''
          ? { from: env.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM, to: env.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_TO ?? '' }
          : null,
      inputMaxLength: 64,
      maxResultsPerGroup: 5,
      hitsPerPage: 20,
      recentSearchesLimit: 7,
      recentSearchesWithFavoritesLimit: 4,
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
      },
    },
    i18n: { defaultLocale: 'en', locales: [{ code: 'en', label: 'English', direction: 'ltr' }] },
    docs: { currentVersion: 'current', versions: [{ name: 'current', label: 'Next', path: '/' }] },
    feedback: {
      endpoint: env.FEEDBACK_ENDPOINT || null,
      discussionUrl: 'https://github.com/orgs/NillionNetwork/discussions/new?category=general',
    },
    aiAssistant: ai ? { scriptUrl: ai.AI_ASSISTANT_SCRIPT_URL, apiKey: ai.AI_ASSISTANT_API_KEY } : null,
    analytics: {
      privacyTag: production && env.ANALYTICS_PRIVACY_TAG_SRC ? { src: env.ANALYTICS_PRIVACY_TAG_SRC } : null,
      umami: production && umami ? { scriptUrl: umami.ANALYTICS_UMAMI_SCRIPT_URL, websiteId: umami.ANALYTICS_UMAMI_WEBSITE_ID } : null,
      plausible:
        production && env.ANALYTICS_PLAUSIBLE_DOMAIN
          ? { domain: env.ANALYTICS_PLAUSIBLE_DOMAIN, scriptUrl: env.ANALYTICS_PLAUSIBLE_SCRIPT_URL || 'https://plausible.io/js/script.js' }
          : null,
      attribution:
        production && attribution
          ? {
              src: attribution.ANALYTICS_ATTRIBUTION_SRC,
              productId: attribution.ANALYTICS_ATTRIBUTION_PRODUCT_ID,
              integrity: attribution.ANALYTICS_ATTRIBUTION_INTEGRITY,
            }
          : null,
    },
    // Read again by next.config.mjs (which cannot import TypeScript); validated here.
    devProxy: { target: env.NILDB_DEV_PROXY_TARGET || 'https://nildb-demo.nillion.network' },
    editUrl: env.EDIT_URL_BASE ?? null,
    desktopBreakpoint: 996,
    // Partial content trees only (lib/sidebars.ts, ResolveOptions.allowMissing); CI builds strict.
    allowMissingSidebarDocs: env.SIDEBARS_ALLOW_MISSING === '1',
  };
  const overridesFile = env.SITE_CONFIG_OVERRIDES;
  const merged = overridesFile ? deepMerge(raw, readOverrides(overridesFile)) : raw;
  const result = siteConfigSchema.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const from = overridesFile ? ` (with overrides from ${overridesFile})` : '';
    throw new Error(`site config "${issue.path.join('.')}"${from}: ${issue.message}`);
  }
  return result.data;
}

/**
 * Env values that only make sense together (a script URL and its key): all set → the values, none
 * set → null.
 * @throws Error naming the missing variables when only some are set
 */
function envGroup<K extends string>(env: Record<string, string | undefined>, keys: K[]): Record<K, string> | null {
  const set = keys.filter((k) => env[k]);
  if (!set.length) return null;
  if (set.length < keys.length) {
    const missing = keys.filter((k) => !env[k]);
    throw new Error(`site config: ${set.join(', ')} is set but ${missing.join(', ')} is not. Set all of ${keys.join(', ')} or none.`);
  }
  return Object.fromEntries(keys.map((k) => [k, env[k]!])) as Record<K, string>;
}

/** Reads the JSON file named by SITE_CONFIG_OVERRIDES (previews and the browser-test build). */
function readOverrides(file: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`site config: SITE_CONFIG_OVERRIDES="${file}" could not be read as JSON: ${(error as Error).message}`);
  }
}

/** Objects merge key by key; arrays and other values from `over` replace those of `base`. */
function deepMerge(base: unknown, over: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = deepMerge(base[key], value);
  return out;
}

/** The configuration of this build. */
export const siteConfig: SiteConfig = loadSiteConfig();

/** What `scripts/sync-algolia.ts` needs: the Algolia app, the target index and an admin (write) key. */
export interface AlgoliaAdminConfig {
  appId: string;
  indexName: string;
  adminApiKey: string;
}

/**
 * Reads the Algolia write credentials for `npm run sync:algolia` (never used by the build).
 * @param env - environment (defaults to `process.env`)
 * @throws Error naming each missing variable and what to set
 */
export function loadAlgoliaAdminConfig(env: Record<string, string | undefined> = process.env): AlgoliaAdminConfig {
  const appId = env.NEXT_PUBLIC_ALGOLIA_APP_ID;
  const indexName = env.NEXT_PUBLIC_ALGOLIA_INDEX_NAME;
  const adminApiKey = env.ALGOLIA_ADMIN_API_KEY;
  const missing = [
    !appId && 'NEXT_PUBLIC_ALGOLIA_APP_ID',
    !indexName && 'NEXT_PUBLIC_ALGOLIA_INDEX_NAME',
    !adminApiKey && 'ALGOLIA_ADMIN_API_KEY',
  ].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `Algolia sync: set ${missing.join(', ')} (the app id, the index to write, and an admin API key with addObject/deleteIndex/settings rights).`,
    );
  }
  return { appId: appId!, indexName: indexName!, adminApiKey: adminApiKey! };
}
