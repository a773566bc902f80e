/**
 * Where a GitHub Pages deployment of this repository lives, for the workflows: the `SITE_URL` and
 * `BASE_PATH` a build gets, and the address of its front page. Derived from the repository's Pages
 * configuration (`actions/configure-pages` outputs `base_url`: `https://owner.github.io/repo` for a
 * project site, `https://docs.example.com` for a custom domain) unless the repository variables
 * `SITE_URL` and `BASE_PATH` say otherwise. Runs on plain Node (type stripping): the workflows
 * compute it before any npm package is installed.
 */
import { normaliseBasePath } from '../config/base-path.ts';

/** What the workflow knows. Empty strings count as unset (an unset variable expands to ''). */
export interface PagesUrlInputs {
  /** `actions/configure-pages` output `base_url` ('' when Pages is not set up yet). */
  pagesBaseUrl?: string;
  /** Repository variable `SITE_URL`: the site's address, with or without a path. */
  siteUrl?: string;
  /** Repository variable `BASE_PATH`: overrides the path of the address. */
  basePath?: string;
  /** A pull request preview's slug (lib/hosting/branch-slug.ts): served under `<base>/preview/<slug>`. */
  previewSlug?: string;
}

/** What a build is given, and where it is then served. */
export interface PagesUrls {
  /** `SITE_URL` for the build: scheme and host only, no trailing slash (`https://owner.github.io`). */
  siteUrl: string;
  /** `BASE_PATH` for the build: `''` or `/a/b` (`/repo`, `/repo/preview/fix-login`). */
  basePath: string;
  /** The address of the front page, with a trailing slash (`https://owner.github.io/repo/`). */
  pageUrl: string;
}

/**
 * The build settings and page address of a Pages deployment.
 * @throws Error when neither the Pages configuration nor `SITE_URL` gives an address (Pages is not
 *   set up yet: Settings → Pages → Source: GitHub Actions), an address is not an http(s) URL, or the
 *   base path breaks the build's `BASE_PATH` rules
 */
export function pagesUrls(inputs: PagesUrlInputs): PagesUrls {
  const address = inputs.siteUrl || inputs.pagesBaseUrl;
  if (!address) {
    throw new Error(
      'no site address: GitHub Pages is not set up for this repository. Set Settings → Pages → Source to "GitHub Actions", or set the repository variable SITE_URL.',
    );
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`"${address}" is not an absolute URL (expected e.g. https://owner.github.io/repo).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`"${address}" is not an http(s) URL.`);
  let base: string;
  try {
    // The rules of the build's own BASE_PATH (lib/config/env.ts), so the build accepts it unchanged.
    base = normaliseBasePath(inputs.basePath || url.pathname);
  } catch (error) {
    throw new Error(`base path "${inputs.basePath || url.pathname}" ${(error as Error).message}.`);
  }
  const basePath = inputs.previewSlug ? `${base}/preview/${inputs.previewSlug}` : base;
  return { siteUrl: url.origin, basePath, pageUrl: `${url.origin}${basePath}/` };
}
