import type { LinkResult } from 'linkinator';

/** Crawled URLs (lib/checks/export-links.ts `crawlLinks`) that are pages (no file extension, or `.html`) and answered 200, without duplicates. */
export function pageUrls(links: LinkResult[]): string[] {
  return [...new Set(links.filter((l) => l.status === 200 && !/\.(?!html$)[a-z0-9]+$/i.test(new URL(l.url).pathname)).map((l) => l.url))];
}
