/**
 * Card text from one source: a landing-page `<Card href="/route">` written without a body shows
 * the `description` front matter of the page it links to, so a page's summary is written once.
 */
import type { ContentEntry } from '../content/types';

/** What a card needs to know about the page it points to. */
export type CardTarget = Pick<ContentEntry, 'route' | 'description'>;

/**
 * The content id an internal href points to: `/nilup#install` → `nilup`,
 * `/learn/architecture/?x=1` → `learn/architecture`.
 * @returns `undefined` for hrefs that leave the site (`https:`, `mailto:`, `//host`), anchors
 *   (`#part`) and relative paths, which do not name a page of the index
 */
export function hrefToContentId(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  return path || undefined;
}

/**
 * The text of a body-less `<Card>`: the description of the page its `href` names.
 *
 * @param href the card's `href` as written in the MDX (an internal route such as `/nilup`)
 * @param pages the site's pages by content id (`ContentIndex.byId`)
 * @returns the target page's `description`, trimmed
 * @throws Error naming the card's href and the fix when the href is not an internal route, names
 *   no page, or the page has no `description` in its front matter
 */
export function cardTargetDescription(href: string, pages: ReadonlyMap<string, CardTarget>): string {
  const id = hrefToContentId(href);
  if (id === undefined) {
    throw new Error(
      `<Card href="${href}"> has no text: only a card that links to a page of this site can take its text from that page. Write the text between <Card> and </Card>.`,
    );
  }
  const page = pages.get(id);
  if (!page) {
    throw new Error(`<Card href="${href}"> links to no page (no content id "${id}"). Fix the href, or write the card text between <Card> and </Card>.`);
  }
  const description = page.description?.trim();
  if (!description) {
    throw new Error(
      `<Card href="${href}"> has no text and ${page.route} has no description. Add \`description:\` to the front matter of ${page.route}, or write the card text between <Card> and </Card>.`,
    );
  }
  return description;
}
