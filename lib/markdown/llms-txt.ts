/**
 * `/llms.txt` and `/llms-full.txt` (https://llmstxt.org). llms.txt: an H1 with the site
 * title, the tagline as a blockquote, a short note, then H2 sections of `- [Title](url.md): note`
 * lines. Sections follow the sidebars' outline (the model's `navigation.outline`): each sidebar
 * `title` item starts a section, and a page is listed once, under the sidebar it is shown with.
 * Pages in no sidebar, and the landing page, form the final section. llms-full.txt holds every page's Markdown in the same order.
 */
import type { ContentEntry, ContentIndex } from '../content/types';
import type { OutlineSection } from '../content/navigation';
import type { SiteConfig } from '../config/site-config';
import { absoluteUrl, markdownUrl } from '../config/site-urls';
import { bulletList, serializeMarkdown } from './mdx-to-markdown';

/** One page as listed in llms.txt. */
export interface ReaderPage {
  route: string;
  title: string;
  /** One line: the front-matter description, else the page's first sentence. */
  description: string;
}

/** An H2 section of llms.txt. */
export interface ReaderSection {
  title: string;
  pages: ReaderPage[];
}

/** Name of the final section (pages no sidebar lists, and the landing page). */
export const OTHER_PAGES_SECTION = 'Other pages';

/** The site identity and URLs the reader files are written for (`siteConfig`). */
export type ReaderSite = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'basePath'>;

/**
 * Groups every page of the site into llms.txt sections, in sidebar reading order.
 * Every index entry appears exactly once, plus the landing page.
 * @param index - the content index
 * @param outline - the sidebars' title sections (the compiled model's `navigation.outline`)
 * @param site - the landing page's title and tagline (`siteConfig`)
 */
export function readerSections(
  index: Pick<ContentIndex, 'entries' | 'byId'>,
  outline: OutlineSection[],
  site: Pick<ReaderSite, 'title' | 'tagline'>,
): ReaderSection[] {
  const listed = new Set(outline.flatMap((s) => s.ids));
  const sections = outline.map((s) => ({ title: s.title, pages: s.ids.flatMap((id) => (index.byId.has(id) ? [readerPage(index.byId.get(id)!)] : [])) }));
  const others = index.entries.filter((e) => !listed.has(e.id)).map(readerPage);
  sections.push({ title: OTHER_PAGES_SECTION, pages: [{ route: '/', title: site.title, description: site.tagline }, ...others] });
  return sections.filter((s) => s.pages.length);
}

function readerPage(entry: ContentEntry): ReaderPage {
  return { route: entry.route, title: entry.title, description: oneLine(entry.description ?? firstSentence(entry)) };
}

function firstSentence(entry: ContentEntry): string {
  const text = entry.sections.find((s) => s.text)?.text ?? '';
  const sentence = /^.*?[.!?](\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}…` : sentence;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The llms.txt file.
 * @param site - title, tagline and URLs (`siteConfig`)
 * @returns text ending in one newline
 */
export function buildLlmsTxt(sections: ReaderSection[], site: ReaderSite): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Each link below is the Markdown version of one page of ${absoluteUrl('/', site)}; add \`.md\` to any page URL to get it. ` +
      `All pages in one file: ${absoluteUrl('/llms-full.txt', site)}.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    // Titles and descriptions are front-matter text: serialised as Markdown text nodes, so a
    // `[x](javascript:…)` or `<javascript:…>` in them is escaped and never becomes a link.
    const list = bulletList(
      section.pages.map((page) => [
        { type: 'link', url: markdownUrl(page.route, site), children: [{ type: 'text', value: page.title }] },
        ...(page.description ? [{ type: 'text' as const, value: `: ${page.description}` }] : []),
      ]),
    );
    lines.push(serializeMarkdown({ type: 'root', children: [list] }).trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The llms-full.txt file: a short header, then every page's Markdown in llms.txt order, each with
 * a `Source:` line under its title.
 * @param markdownByRoute - each page's Markdown (as written to `out/<route>.md`)
 * @param site - title, tagline and URLs (`siteConfig`)
 * @throws Error when a listed page has no Markdown (a caller bug)
 */
export function buildLlmsFullTxt(sections: ReaderSection[], markdownByRoute: Map<string, string>, site: ReaderSite): string {
  const parts = [`# ${site.title}\n\n> ${site.tagline}\n`];
  for (const page of sections.flatMap((s) => s.pages)) {
    const markdown = markdownByRoute.get(page.route);
    if (markdown === undefined) throw new Error(`llms-full.txt: no Markdown for ${page.route}.`);
    const [title, ...rest] = markdown.split('\n');
    parts.push(`${title}\n\nSource: ${absoluteUrl(page.route, site)}\n${rest.join('\n')}`);
  }
  return parts.join('\n');
}
