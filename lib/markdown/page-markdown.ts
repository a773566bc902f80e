/**
 * The Markdown twin of each page (`out/<route>.md`): `# Title`, the description as a
 * blockquote (the llms.txt convention), an `Applies to: …` line when the page sets `applies_to`,
 * then the body. Doc pages come from their MDX tree
 * (mdx-to-markdown.ts), API pages from `apiEntryToMarkdown`, the landing page from lib/chrome/home.ts.
 */
import type { Root, RootContent } from 'mdast';
import type { DocEntry } from '../content/types';
import { HOME_ENTRY_POINTS_HEADING, homeEntryPoints, homeSections, type HomeSection } from '../chrome/home';
import type { SiteConfig } from '../config/site-config';
import { absoluteUrl } from '../config/site-urls';
import { DEFAULT_SITE_URL } from '../config/env';
import { bulletList, mdxTreeToMarkdownNodes, serializeMarkdown } from './mdx-to-markdown';
import { cardTargetDescription, hrefToContentId, type CardTarget } from '../chrome/card-target';

/** Turns site routes (`/nilup#install`) into absolute URLs of the configured site; other URLs pass through. */
export function resolveSiteUrl(url: string, site: Pick<SiteConfig, 'url' | 'basePath'>): string {
  return url.startsWith('/') && !url.startsWith('//') ? absoluteUrl(url, site) : url;
}

/**
 * A whole page as Markdown: title, optional one-line description, optional `Applies to: …` line,
 * body nodes.
 * @param appliesTo - the releases the page documents (front matter `applies_to`)
 * @returns Markdown text ending in one newline
 */
export function pageToMarkdown(title: string, description: string | undefined, body: RootContent[], appliesTo?: string): string {
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }];
  if (description) {
    head.push({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: description.replace(/\s+/g, ' ').trim() }] }],
    });
  }
  if (appliesTo) {
    head.push({ type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: `Applies to: ${appliesTo}` }] }] });
  }
  return serializeMarkdown({ type: 'root', children: [...head, ...body] });
}

/**
 * Markdown of a hand-written page from its parsed MDX tree (the content compile's remark stage, lib/compile/compile-page.ts).
 * @param pages the site's pages by content id; a `<Card href>` without a body shows its target's
 *   description from here, as on the HTML page (without `pages` it is just its link)
 * @throws ContentError naming the file and line for JSX with no Markdown equivalent
 * @param site - production URL and base path that site routes become absolute with (default: the
 *   production URL without a base path)
 * @throws Error when a body-less card's target has no description (lib/chrome/card-target.ts)
 */
export function docEntryToMarkdown(
  entry: Pick<DocEntry, 'title' | 'description' | 'appliesTo' | 'file'>,
  tree: Root,
  pages?: ReadonlyMap<string, CardTarget>,
  site: Pick<SiteConfig, 'url' | 'basePath'> = { url: DEFAULT_SITE_URL, basePath: '' },
): string {
  const cardText = pages ? (href: string) => (hrefToContentId(href) ? cardTargetDescription(href, pages) : undefined) : undefined;
  const body = mdxTreeToMarkdownNodes(tree, { file: entry.file, resolveUrl: (url) => resolveSiteUrl(url, site), cardText });
  return pageToMarkdown(entry.title, entry.description, body, entry.appliesTo);
}

/**
 * Markdown of the landing page `/`: the site title, tagline, its section links and, under
 * "Most-used pages", its entry points.
 * @param site - title, tagline and URLs (`siteConfig`)
 */
export function homeToMarkdown(site: Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'basePath'>): string {
  const list = (items: HomeSection[]) =>
    bulletList(
      items.map((s) => [
        { type: 'link', url: absoluteUrl(s.href, site), children: [{ type: 'text', value: s.title }] },
        { type: 'text', value: `: ${s.text}` },
      ]),
    );
  return pageToMarkdown(site.title, site.tagline, [
    list(homeSections),
    { type: 'heading', depth: 2, children: [{ type: 'text', value: HOME_ENTRY_POINTS_HEADING }] },
    list(homeEntryPoints),
  ]);
}
