import { LinkChecker, LinkState, type LinkResult } from 'linkinator';

/**
 * Crawls a served export with linkinator from `start`, following every same-origin link, image,
 * script and stylesheet (external links are not requested: no network here).
 * @returns every link result of the crawl
 */
export async function crawlSite(start: string): Promise<LinkResult[]> {
  const origin = new URL(start).origin;
  const result = await new LinkChecker().check({
    path: start,
    recurse: true,
    checkCss: true,
    concurrency: 8,
    timeout: 20_000,
    // Our URLs are files (`/foo` is foo.html): relative links resolve like a browser's, not as if
    // `/foo` were a folder `/foo/`.
    cleanUrls: true,
    // The export only: no network here, and external links are not ours to keep alive.
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && link !== origin,
  });
  return result.links.filter((l) => l.url.startsWith(origin) && l.state !== LinkState.SKIPPED);
}

/** Crawled URLs that are pages (no file extension, or `.html`) and answered 200, without duplicates. */
export function pageUrls(links: LinkResult[]): string[] {
  return [...new Set(links.filter((l) => l.status === 200 && !/\.(?!html$)[a-z0-9]+$/i.test(new URL(l.url).pathname)).map((l) => l.url))];
}
