/**
 * The Markdown twin of each page (`out/<route>.md`): `# Title`, the description as a
 * blockquote (the llms.txt convention), then the body. Doc pages come from their MDX tree
 * (mdx-to-markdown.ts), API pages from `apiEntryToMarkdown`, the landing page from lib/home.ts.
 */
import type { Root, RootContent } from 'mdast';
import type { DocEntry } from '../content/types';
import { homeSections } from '../home';
import { siteConfig } from '../site-config';
import { absoluteUrl } from '../site-urls';
import { mdxTreeToMarkdownNodes, serializeMarkdown } from './mdx-to-markdown';

/** Turns site routes (`/nilup#install`) into absolute URLs; other URLs pass through. */
export function resolveSiteUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? absoluteUrl(url) : url;
}

/**
 * A whole page as Markdown: title, optional one-line description, body nodes.
 * @returns Markdown text ending in one newline
 */
export function pageToMarkdown(title: string, description: string | undefined, body: RootContent[]): string {
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }];
  if (description) {
    head.push({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: description.replace(/\s+/g, ' ').trim() }] }],
    });
  }
  const root: Root = { type: 'root', children: [...head, ...body] };
  return serializeMarkdown(root);
}

/**
 * Markdown of a hand-written page from its parsed MDX tree (lib/content.ts `parseMdxSource`).
 * @throws ContentError naming the file and line for JSX with no Markdown equivalent
 */
export function docEntryToMarkdown(entry: Pick<DocEntry, 'title' | 'description' | 'file'>, tree: Root): string {
  const body = mdxTreeToMarkdownNodes(tree, { file: entry.file, resolveUrl: resolveSiteUrl });
  return pageToMarkdown(entry.title, entry.description, body);
}

/** Markdown of the landing page `/`: the site title, tagline and its section links. */
export function homeToMarkdown(): string {
  return pageToMarkdown(siteConfig.title, siteConfig.tagline, [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: homeSections.map((s) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: absoluteUrl(s.href), children: [{ type: 'text', value: s.title }] },
              { type: 'text', value: `: ${s.text}` },
            ],
          },
        ],
      })),
    },
  ]);
}
