/**
 * The Markdown twin of each page (`out/<route>.md`): `# Title`, the description as a
 * blockquote (the llms.txt convention), an `Applies to: …` line when the page sets `applies_to`,
 * then the body. Doc pages come from their MDX tree
 * (mdx-to-markdown.ts), API pages from `apiEntryToMarkdown`, the landing page from `content/_nav/home.yaml`.
 */
import type { Root, RootContent } from 'mdast';
import type { DocEntry } from '../content/types';
import type { Home, HomeCard } from '../content/navigation';
import type { SiteConfig } from '../config/site-config';
import { absoluteUrl } from '../config/site-urls';
import { DEFAULT_SITE_URL } from '../config/env';
import { bulletList, mdxTreeToMarkdownNodes, serializeMarkdown } from './mdx-to-markdown';

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
 * @param cardText - the text of a `<Card href>` written without a body (its target's description,
 *   as on the HTML page); without it such a card is just its link
 * @param site - production URL and base path that site routes become absolute with (default: the
 *   production URL without a base path)
 * @throws ContentError naming the file and line for JSX with no Markdown equivalent, or a body-less
 *   card whose text `cardText` cannot give
 */
export function docEntryToMarkdown(
  entry: Pick<DocEntry, 'title' | 'description' | 'appliesTo' | 'file'>,
  tree: Root,
  cardText?: (href: string) => string | undefined,
  site: Pick<SiteConfig, 'url' | 'basePath'> = { url: DEFAULT_SITE_URL, basePath: '' },
): string {
  const body = mdxTreeToMarkdownNodes(tree, { file: entry.file, resolveUrl: (url) => resolveSiteUrl(url, site), cardText });
  return pageToMarkdown(entry.title, entry.description, body, entry.appliesTo);
}

/**
 * Markdown of the landing page `/`: the site title, tagline, its section links and, under its
 * most-used heading, the most-used pages.
 * @param site - title, tagline and URLs (`siteConfig`)
 * @param home - the landing page's content (the model's `navigation.home`)
 */
export function homeToMarkdown(site: Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'basePath'>, home: Home): string {
  const list = (items: HomeCard[]) =>
    bulletList(
      items.map((s) => [
        { type: 'link', url: absoluteUrl(s.href, site), children: [{ type: 'text', value: s.title }] },
        { type: 'text', value: `: ${s.text}` },
      ]),
    );
  return pageToMarkdown(site.title, site.tagline, [
    list(home.sections),
    { type: 'heading', depth: 2, children: [{ type: 'text', value: home.mostUsed.heading }] },
    list(home.mostUsed.pages),
  ]);
}
