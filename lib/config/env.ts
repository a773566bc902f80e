/**
 * The environment of a build, a script or the local server: the one module that reads
 * `process.env`. Every variable of `.env.example` (README § Environment) is parsed and validated
 * here, and every default lives here. A bad value fails with the variable named and the fix.
 */
import { z } from 'zod';
import { normaliseBasePath } from './base-path';

/** Raw environment values, as `process.env` holds them. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** Thrown for an invalid environment; the message names the variable(s). */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Production URL when `SITE_URL` is unset. */
export const DEFAULT_SITE_URL = 'https://docs.nillion.com';

/**
 * `SITE_URL`: an absolute http(s) URL without a trailing slash (`https://docs.nillion.com/` →
 * `https://docs.nillion.com`), so `${siteUrl}${route}` never holds `//`.
 */
export function normaliseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be an absolute http(s) URL, e.g. "https://docs.nillion.com"');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`must be an http(s) URL, not "${url.protocol}"`);
  if (url.search || url.hash) throw new Error('must not hold a query or a fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function isValidRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** An unset or empty variable is absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const flag = optional(z.enum(['0', '1', 'true', 'false'], { error: 'must be "1" or "0"' })).transform((v) =>
  v === undefined ? undefined : v === '1' || v === 'true',
);
const normalised = (normalise: (value: string) => string) =>
  z.string().transform((value, ctx) => {
    try {
      return normalise(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** A Subresource Integrity value (W3C SRI § 3.5): `sha256-`, `sha384-` or `sha512-` and base64. */
const subresourceIntegrity = z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/, 'must be a Subresource Integrity hash, e.g. "sha384-…"');

const rawSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  SITE_URL: optional(normalised(normaliseSiteUrl)),
  BASE_PATH: optional(normalised(normaliseBasePath)),
  EDIT_URL_BASE: optional(httpUrl),
  NOINDEX: flag,
  E2E_FIXTURE: flag,
  NAVBAR_HIDE_ON_SCROLL: flag,
  NEXT_PUBLIC_ANNOUNCEMENT_ID: optional(z.string()),
  NEXT_PUBLIC_ANNOUNCEMENT_CONTENT: optional(z.string()),
  NEXT_PUBLIC_ANNOUNCEMENT_BG: optional(z.string()),
  NEXT_PUBLIC_ANNOUNCEMENT_COLOR: optional(z.string()),
  NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE: optional(z.enum(['true', 'false'], { error: 'must be "true" or "false"' })),
  FEEDBACK_ENDPOINT: optional(httpUrl),
  FEEDBACK_TIMEOUT_MS: optional(
    z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1, 'must be at least 1 ms').max(120_000, 'must be at most 120000 ms'),
  ),
  AI_ASSISTANT_SCRIPT_URL: optional(httpUrl),
  AI_ASSISTANT_API_KEY: optional(z.string()),
  AI_ASSISTANT_SCRIPT_INTEGRITY: optional(subresourceIntegrity),
  THIRD_PARTY_SCRIPTS_ON_API_PAGES: flag,
  ANALYTICS_PRIVACY_TAG_SRC: optional(z.string().regex(/^\/js\/[\w.-]+\.js$/, 'must be a script path under public/js/, e.g. "/js/tag.js"')),
  ANALYTICS_UMAMI_SCRIPT_URL: optional(httpUrl),
  ANALYTICS_UMAMI_WEBSITE_ID: optional(z.string()),
  ANALYTICS_UMAMI_SCRIPT_INTEGRITY: optional(subresourceIntegrity),
  ANALYTICS_PLAUSIBLE_DOMAIN: optional(z.string()),
  ANALYTICS_PLAUSIBLE_SCRIPT_URL: optional(httpUrl),
  ANALYTICS_PLAUSIBLE_SCRIPT_INTEGRITY: optional(subresourceIntegrity),
  ANALYTICS_ATTRIBUTION_SRC: optional(httpUrl),
  ANALYTICS_ATTRIBUTION_PRODUCT_ID: optional(z.string()),
  ANALYTICS_ATTRIBUTION_INTEGRITY: optional(subresourceIntegrity),
  NEXT_PUBLIC_ALGOLIA_APP_ID: optional(z.string()),
  NEXT_PUBLIC_ALGOLIA_API_KEY: optional(z.string()),
  NEXT_PUBLIC_ALGOLIA_INDEX_NAME: optional(z.string()),
  NEXT_PUBLIC_ALGOLIA_SEARCH_HOST: optional(httpUrl),
  ALGOLIA_ADMIN_API_KEY: optional(z.string()),
  NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX: optional(
    z.string().refine(isValidRegExp, 'must be a valid JavaScript regular expression (e.g. "^https://github\\.com/")'),
  ),
  NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM: optional(z.string()),
  NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_TO: z.string().optional(),
  NILDB_DEV_PROXY_TARGET: optional(httpUrl),
  PORT: optional(z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535)),
  HOST: optional(z.string()),
  SKIP_BUILD: flag,
});

type Raw = z.infer<typeof rawSchema>;

/** Every variable this module reads, in schema order. */
export const ENV_VARIABLES = Object.keys(rawSchema.shape) as (keyof Raw)[];

/**
 * Variables that only make sense together: all set → their values, none set → null.
 * @throws EnvError naming the missing variables when only some are set
 */
function group<K extends keyof Raw>(raw: Raw, keys: K[], why = ''): { [P in K]: NonNullable<Raw[P]> } | null {
  const set = keys.filter((k) => raw[k] !== undefined);
  if (!set.length) return null;
  if (set.length < keys.length) {
    const missing = keys.filter((k) => raw[k] === undefined);
    throw new EnvError(`${set.join(', ')} is set but ${missing.join(', ')} is not. Set all of ${keys.join(', ')} or none${why}.`);
  }
  return Object.fromEntries(keys.map((k) => [k, raw[k]])) as { [P in K]: NonNullable<Raw[P]> };
}

/**
 * Parses and validates an environment. Pure: pass any object (tests do), the app passes
 * `process.env` through {@link readEnv}.
 * @param raw - variable name → value; unset and empty values are absent
 * @throws EnvError `Environment variable SITE_URL="ftp://x": must be an http(s) URL, …` naming
 *   each bad variable, or naming the missing half of a group (AI assistant, Algolia, analytics)
 */
export function parseEnv(raw: RawEnv) {
  const result = rawSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `Environment variable ${name}=${JSON.stringify(raw[name] ?? '')}: ${issue.message}`;
    });
    throw new EnvError(`${lines.join('\n')}\nFix the value or unset it (see .env.example).`);
  }
  const v = result.data;
  const production = v.NODE_ENV === 'production';
  const ai = group(v, ['AI_ASSISTANT_SCRIPT_URL', 'AI_ASSISTANT_API_KEY']);
  const algolia = group(v, ['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_API_KEY', 'NEXT_PUBLIC_ALGOLIA_INDEX_NAME'], ' (none: the local index)');
  const umami = group(v, ['ANALYTICS_UMAMI_SCRIPT_URL', 'ANALYTICS_UMAMI_WEBSITE_ID']);
  const attribution = group(v, ['ANALYTICS_ATTRIBUTION_SRC', 'ANALYTICS_ATTRIBUTION_PRODUCT_ID', 'ANALYTICS_ATTRIBUTION_INTEGRITY']);
  const announcement = group(v, ['NEXT_PUBLIC_ANNOUNCEMENT_ID', 'NEXT_PUBLIC_ANNOUNCEMENT_CONTENT']);
  return {
    /** True in `next build` (NODE_ENV=production): analytics run in production builds only. */
    production,
    /** The path `ANALYTICS_PRIVACY_TAG_SRC` names in every build, loaded or not: the one script file `public/` may hold (lib/hosting/public-rules.ts). */
    publicScript: v.ANALYTICS_PRIVACY_TAG_SRC ?? null,
    /** `SITE_URL`, no trailing slash. */
    siteUrl: v.SITE_URL ?? DEFAULT_SITE_URL,
    /** `BASE_PATH`: `''` or `/a/b` (no trailing slash). */
    basePath: v.BASE_PATH ?? '',
    editUrlBase: v.EDIT_URL_BASE ?? null,
    /** `NOINDEX=1`: ask search engines not to index this build (pull request previews). */
    noindex: v.NOINDEX ?? false,
    /** `E2E_FIXTURE=1`: the browser-test build (its own export folder and test-only routes). */
    e2eFixture: v.E2E_FIXTURE ?? false,
    navbarHideOnScroll: v.NAVBAR_HIDE_ON_SCROLL ?? false,
    announcement: announcement && {
      id: announcement.NEXT_PUBLIC_ANNOUNCEMENT_ID,
      content: announcement.NEXT_PUBLIC_ANNOUNCEMENT_CONTENT,
      backgroundColor: v.NEXT_PUBLIC_ANNOUNCEMENT_BG ?? '#fff',
      textColor: v.NEXT_PUBLIC_ANNOUNCEMENT_COLOR ?? '#000',
      isCloseable: v.NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE !== 'false',
    },
    feedbackEndpoint: v.FEEDBACK_ENDPOINT ?? null,
    /** How long the feedback modal waits for its endpoint, in ms. */
    feedbackTimeoutMs: v.FEEDBACK_TIMEOUT_MS ?? 15_000,
    /**
     * The AI assistant's script and key. `integrity` is for a versioned script URL, whose bytes never
     * change: the script is then loaded with `integrity` and `crossorigin="anonymous"` (W3C
     * Subresource Integrity). Vendors usually serve a rolling URL (new bytes on every release),
     * which a hash would break: such a URL loads without one and is trusted as its host is.
     */
    aiAssistant: ai && { scriptUrl: ai.AI_ASSISTANT_SCRIPT_URL, apiKey: ai.AI_ASSISTANT_API_KEY, integrity: v.AI_ASSISTANT_SCRIPT_INTEGRITY },
    /**
     * Whether the AI assistant and analytics load on API reference pages, whose Try-it console holds
     * a reader's key. They cannot be unloaded: a client-side navigation from another page keeps
     * what that page loaded.
     */
    thirdPartyScriptsOnApiPages: v.THIRD_PARTY_SCRIPTS_ON_API_PAGES ?? true,
    /**
     * Each analytics script, set in production builds only (never in `next dev` or unit tests).
     * `integrity` works as for `aiAssistant`: only for a versioned file; the vendors' hosted
     * `script.js` are rolling URLs. The attribution tag is always pinned: its integrity is required.
     */
    analytics: {
      privacyTag: production && v.ANALYTICS_PRIVACY_TAG_SRC ? { src: v.ANALYTICS_PRIVACY_TAG_SRC } : null,
      umami:
        production && umami
          ? { scriptUrl: umami.ANALYTICS_UMAMI_SCRIPT_URL, websiteId: umami.ANALYTICS_UMAMI_WEBSITE_ID, integrity: v.ANALYTICS_UMAMI_SCRIPT_INTEGRITY }
          : null,
      plausible:
        production && v.ANALYTICS_PLAUSIBLE_DOMAIN
          ? {
              domain: v.ANALYTICS_PLAUSIBLE_DOMAIN,
              scriptUrl: v.ANALYTICS_PLAUSIBLE_SCRIPT_URL ?? 'https://plausible.io/js/script.js',
              integrity: v.ANALYTICS_PLAUSIBLE_SCRIPT_INTEGRITY,
            }
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
    /** Algolia DocSearch; `searchHost`: one origin answering Algolia's search API in place of the app's own hosts (a proxy; the browser tests' stub). */
    algolia: algolia && {
      appId: algolia.NEXT_PUBLIC_ALGOLIA_APP_ID,
      apiKey: algolia.NEXT_PUBLIC_ALGOLIA_API_KEY,
      indexName: algolia.NEXT_PUBLIC_ALGOLIA_INDEX_NAME,
      searchHost: v.NEXT_PUBLIC_ALGOLIA_SEARCH_HOST ? new URL(v.NEXT_PUBLIC_ALGOLIA_SEARCH_HOST).origin : null,
    },
    searchExternalUrlRegex: v.NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX ?? null,
    searchReplacePathname:
      v.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM !== undefined
        ? { from: v.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM, to: v.NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_TO ?? '' }
        : null,
    /** `npm run dev` proxy target for `/api/*` (lib/serve/dev-proxy.ts). */
    devProxyTarget: v.NILDB_DEV_PROXY_TARGET ?? 'https://nildb-demo.nillion.network',
    /** Where `npm start` and `npm run dev` listen. */
    server: { port: v.PORT ?? 3000, host: v.HOST ?? '127.0.0.1' },
    /** `SKIP_BUILD=1`: `npm test` skips its build step. */
    skipBuild: v.SKIP_BUILD ?? false,
  };
}

/** The parsed environment: typed values with their defaults applied. */
export type Env = ReturnType<typeof parseEnv>;

let current: Env | undefined;

/**
 * The environment of this process, parsed once.
 * @throws EnvError as {@link parseEnv}
 */
export function readEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/**
 * The Algolia write credentials for `npm run sync:algolia` (never used by the build).
 * @param raw - the environment (default: this process's)
 * @returns the app id, the index to write and an admin (write) key
 * @throws EnvError naming each missing variable and what to set
 */
export function algoliaAdminConfig(raw: RawEnv = process.env) {
  const missing = (['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'] as const).filter((name) => !raw[name]);
  if (missing.length) {
    throw new EnvError(
      `Algolia sync: set ${missing.join(', ')} (the app id, the index to write, and an admin API key with addObject/deleteIndex/settings rights).`,
    );
  }
  return { appId: raw.NEXT_PUBLIC_ALGOLIA_APP_ID!, indexName: raw.NEXT_PUBLIC_ALGOLIA_INDEX_NAME!, adminApiKey: raw.ALGOLIA_ADMIN_API_KEY! };
}
