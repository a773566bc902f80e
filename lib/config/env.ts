/**
 * The environment of a build, a script or the local server: the one module that reads
 * `process.env`. Every variable of `.env.example` (README § Environment) is parsed and validated
 * here, and every default lives here. A bad value fails with the variable named and the fix.
 */
import { z } from 'zod';

/** Raw environment values, as `process.env` holds them. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** Thrown for an invalid environment; the message names the variable(s). */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Production URL when `SITE_URL` is unset. */
export const DEFAULT_SITE_URL = 'https://docs.nillion.com';
/** `npm run dev` proxy target when `NILDB_DEV_PROXY_TARGET` is unset. */
export const DEFAULT_DEV_PROXY_TARGET = 'https://nildb-demo.nillion.network';
/** How long the feedback modal waits for `FEEDBACK_ENDPOINT` when `FEEDBACK_TIMEOUT_MS` is unset, in ms. */
const DEFAULT_FEEDBACK_TIMEOUT_MS = 15_000;
/** Plausible script when only `ANALYTICS_PLAUSIBLE_DOMAIN` is set. */
export const DEFAULT_PLAUSIBLE_SCRIPT_URL = 'https://plausible.io/js/script.js';

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

/**
 * `BASE_PATH`: `''` (none) or `/segment[/segment…]` without a trailing slash. `/` means none;
 * a missing leading slash and trailing slashes are added or dropped (`preview/x/` → `/preview/x`).
 * Next.js `basePath` rules: a leading `/`, no trailing `/`.
 */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim();
  if (/\s/.test(trimmed)) throw new Error('must not contain spaces');
  const segments = trimmed.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) throw new Error('must not contain "." or ".." segments');
  const bad = segments.find((s) => !/^[A-Za-z0-9._~-]+$/.test(s));
  if (bad !== undefined) throw new Error(`segment "${bad}" may only hold letters, digits and "._~-"`);
  return segments.length ? `/${segments.join('/')}` : '';
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

/** The announcement bar's values (both id and content set). */
export interface AnnouncementEnv {
  id: string;
  content: string;
  /** `NEXT_PUBLIC_ANNOUNCEMENT_BG`, default `#fff`. */
  backgroundColor: string;
  /** `NEXT_PUBLIC_ANNOUNCEMENT_COLOR`, default `#000`. */
  textColor: string;
  /** False when `NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE=false`. */
  isCloseable: boolean;
}

/** The parsed environment: typed values with their defaults applied. */
export interface Env {
  /** True in `next build` (NODE_ENV=production): analytics run in production builds only. */
  production: boolean;
  /**
   * The path `ANALYTICS_PRIVACY_TAG_SRC` names (`/js/<name>.js`) in every build, loaded or not: the
   * one script file `public/` may hold (lib/hosting/public-rules.ts), or null.
   */
  publicScript: string | null;
  /** `SITE_URL`, no trailing slash. Default {@link DEFAULT_SITE_URL}. */
  siteUrl: string;
  /** `BASE_PATH`: `''` or `/a/b` (no trailing slash). */
  basePath: string;
  editUrlBase: string | null;
  /** `NOINDEX=1`: ask search engines not to index this build (pull request previews). */
  noindex: boolean;
  /** `E2E_FIXTURE=1`: the browser-test build (its own export folder and test-only routes). */
  e2eFixture: boolean;
  navbarHideOnScroll: boolean;
  announcement: AnnouncementEnv | null;
  feedbackEndpoint: string | null;
  /** `FEEDBACK_TIMEOUT_MS`: how long the feedback modal waits for its endpoint, in ms. Default {@link DEFAULT_FEEDBACK_TIMEOUT_MS}. */
  feedbackTimeoutMs: number;
  /**
   * The AI assistant's script and key. `integrity` (`AI_ASSISTANT_SCRIPT_INTEGRITY`) is for a
   * versioned script URL, whose bytes never change: the script is then loaded with `integrity` and
   * `crossorigin="anonymous"` (W3C Subresource Integrity). Assistant vendors usually serve a rolling
   * URL (one path, new bytes on every release): a hash would break the widget on their next
   * release, so such a URL is loaded without one and is trusted as its host is.
   */
  aiAssistant: { scriptUrl: string; apiKey: string; integrity?: string } | null;
  /**
   * Whether the AI assistant and the analytics scripts load on API reference pages
   * (`THIRD_PARTY_SCRIPTS_ON_API_PAGES`, default true). Set it to `0` to keep them off the pages whose
   * Try-it console holds a reader's API key: a page opened there loads none of them. They cannot be
   * unloaded, so a reader who arrives from another page by a client-side navigation still has
   * those that page loaded.
   */
  thirdPartyScriptsOnApiPages: boolean;
  /**
   * Each analytics script, set only in production builds. `integrity` works as for
   * {@link Env.aiAssistant}: set it (`ANALYTICS_UMAMI_SCRIPT_INTEGRITY`,
   * `ANALYTICS_PLAUSIBLE_SCRIPT_INTEGRITY`) only for a versioned file, such as a self-hosted copy
   * of a release. Umami's and Plausible's hosted `script.js` (and {@link DEFAULT_PLAUSIBLE_SCRIPT_URL})
   * are rolling URLs that change without notice, so they load without integrity. The attribution
   * tag is always pinned: its integrity is required.
   */
  analytics: {
    privacyTag: { src: string } | null;
    umami: { scriptUrl: string; websiteId: string; integrity?: string } | null;
    plausible: { domain: string; scriptUrl: string; integrity?: string } | null;
    attribution: { src: string; productId: string; integrity: string } | null;
  };
  /**
   * Algolia DocSearch; `searchHost` is `NEXT_PUBLIC_ALGOLIA_SEARCH_HOST`, one origin that answers
   * Algolia's search API in place of the app's own hosts (a proxy; the browser tests' stub), or null.
   */
  algolia: { appId: string; apiKey: string; indexName: string; searchHost: string | null } | null;
  searchExternalUrlRegex: string | null;
  searchReplacePathname: { from: string; to: string } | null;
  /** `npm run dev` proxy target for `/api/*` (lib/serve/dev-proxy.ts). Default {@link DEFAULT_DEV_PROXY_TARGET}. */
  devProxyTarget: string;
  /** `npm start` and `npm run dev`: `PORT` (default 3000) and `HOST` (default 127.0.0.1). */
  server: { port: number; host: string };
  /** `SKIP_BUILD=1`: `npm test` skips its build step. */
  skipBuild: boolean;
}

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
export function parseEnv(raw: RawEnv): Env {
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
    production,
    publicScript: v.ANALYTICS_PRIVACY_TAG_SRC ?? null,
    siteUrl: v.SITE_URL ?? DEFAULT_SITE_URL,
    basePath: v.BASE_PATH ?? '',
    editUrlBase: v.EDIT_URL_BASE ?? null,
    noindex: v.NOINDEX ?? false,
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
    feedbackTimeoutMs: v.FEEDBACK_TIMEOUT_MS ?? DEFAULT_FEEDBACK_TIMEOUT_MS,
    aiAssistant: ai && { scriptUrl: ai.AI_ASSISTANT_SCRIPT_URL, apiKey: ai.AI_ASSISTANT_API_KEY, integrity: v.AI_ASSISTANT_SCRIPT_INTEGRITY },
    thirdPartyScriptsOnApiPages: v.THIRD_PARTY_SCRIPTS_ON_API_PAGES ?? true,
    // Analytics run in production builds only: never in `next dev`, never in unit tests.
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
              scriptUrl: v.ANALYTICS_PLAUSIBLE_SCRIPT_URL ?? DEFAULT_PLAUSIBLE_SCRIPT_URL,
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
    devProxyTarget: v.NILDB_DEV_PROXY_TARGET ?? DEFAULT_DEV_PROXY_TARGET,
    server: { port: v.PORT ?? 3000, host: v.HOST ?? '127.0.0.1' },
    skipBuild: v.SKIP_BUILD ?? false,
  };
}

let current: Env | undefined;

/**
 * The environment of this process, parsed once.
 * @throws EnvError as {@link parseEnv}
 */
export function readEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** What `npm run sync:algolia` needs: the Algolia app, the target index and an admin (write) key. */
export interface AlgoliaAdminConfig {
  appId: string;
  indexName: string;
  adminApiKey: string;
}

/**
 * The Algolia write credentials for `npm run sync:algolia` (never used by the build).
 * @param raw - the environment (default: this process's)
 * @throws EnvError naming each missing variable and what to set
 */
export function algoliaAdminConfig(raw: RawEnv = process.env): AlgoliaAdminConfig {
  const missing = (['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'] as const).filter((name) => !raw[name]);
  if (missing.length) {
    throw new EnvError(
      `Algolia sync: set ${missing.join(', ')} (the app id, the index to write, and an admin API key with addObject/deleteIndex/settings rights).`,
    );
  }
  return { appId: raw.NEXT_PUBLIC_ALGOLIA_APP_ID!, indexName: raw.NEXT_PUBLIC_ALGOLIA_INDEX_NAME!, adminApiKey: raw.ALGOLIA_ADMIN_API_KEY! };
}
