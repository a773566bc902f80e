/**
 * Plain text and link targets of the CommonMark descriptions in a spec, for search sections and
 * the index's outgoing links.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

const processor = unified().use(remarkParse).use(remarkGfm);

/** Characters and line starts that can make Markdown differ from its plain text. */
const MARKUP = /[*_`[\]<>#|~\\!&=]|^\s*([-+]|\d+[.)])\s|https?:/m;

interface Analysis {
  text: string;
  links: string[];
  images: string[];
}

const cache = new Map<string, Analysis>();

/** Parses once per distinct string (specs repeat descriptions): text and links. */
function analyse(markdown: string): Analysis {
  if (!MARKUP.test(markdown)) return { text: markdown.replace(/\s+/g, ' ').trim(), links: [], images: [] };
  let analysis = cache.get(markdown);
  if (!analysis) {
    const root = processor.parse(markdown) as Root;
    const links: string[] = [];
    const images: string[] = [];
    visit(root, ['link', 'definition', 'image'], (node) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) links.push(node.url);
      if (node.type === 'image' && node.url) images.push(node.url);
    });
    const text = root.children
      .map((node) => mdastToString(node))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    analysis = { text, links, images };
    cache.set(markdown, analysis);
  }
  return analysis;
}

/** The text of a Markdown string, whitespace collapsed (`Use \`id\`` → `Use id`). */
export function markdownToText(markdown: string | undefined): string {
  return markdown ? analyse(markdown).text : '';
}

/** The URLs a Markdown string links to, in order. */
export function markdownLinks(markdown: string | undefined): string[] {
  return markdown ? [...analyse(markdown).links] : [];
}

/** The URLs of the images a Markdown string shows, in order. */
export function markdownImages(markdown: string | undefined): string[] {
  return markdown ? [...analyse(markdown).images] : [];
}

/** The first sentence of a text (up to the first `. `), for one-line descriptions. */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return (match ? match[1]! : text).trim();
}
