/**
 * Plain text and link targets of the CommonMark descriptions in a spec, for search sections and
 * the index's outgoing links.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Root } from 'mdast';

const processor = unified().use(remarkParse).use(remarkGfm);

function parse(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** The text of a Markdown string, whitespace collapsed (`Use \`id\`` → `Use id`). */
export function markdownToText(markdown: string | undefined): string {
  if (!markdown) return '';
  const root = parse(markdown);
  return root.children
    .map((node) => toString(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The URLs a Markdown string links to, in order. */
export function markdownLinks(markdown: string | undefined): string[] {
  if (!markdown || !/[[<]|https?:/.test(markdown)) return [];
  const out: string[] = [];
  const walk = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url) out.push(node.url);
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(parse(markdown));
  return out;
}

/** The first sentence of a text (up to the first `. `), for one-line descriptions. */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return (match ? match[1]! : text).trim();
}
