/**
 * Claim-level citations: `:cite[<path>#L<start>-L<end>]` (or `#L<line>`), a remark-directive text
 * directive written right after the sentence or table cell it supports, turned into a small
 * superscript "source" link to that file and line range on GitHub, at the repository and ref of
 * the page's `sources:` entry that lists the path. `{repo="Owner/name"}` picks the entry when the
 * path is listed under more than one.
 *
 * The plugin only resolves and renders; the compile's citation rule
 * (lib/compile/rules/citations.ts) reports every citation that does not resolve, with its
 * line:col. The Markdown twin writes a citation as ` ([source](url))` (lib/markdown/mdx-to-markdown.ts).
 * Line anchors follow GitHub's blob URL form (`#L10-L20`).
 */
import type { Node, Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** One entry of a page's `sources:` front matter (lib/compile/parse.ts validates it). */
export interface SourceEntry {
  repo: string;
  ref: string;
  paths: string[];
}

/** A `:cite[…]` directive after this plugin: what was written and what it resolved to. */
export interface Citation extends Node {
  type: 'citation';
  /** The label as written (`src/x.py#L3-L9`). */
  label: string;
  /** `repo` attribute as written, if any. */
  repoAttribute?: string;
  /** Parsed from the label; absent when the label is not `<path>#L<n>[-L<m>]`. */
  path?: string;
  start?: number;
  end?: number;
  /** The `sources:` entries listing `path` (after the `repo` attribute, if given). */
  matches: SourceEntry[];
  /** The link, when exactly one entry matched. */
  url?: string;
  /** Accessible name of the link: repository, path and lines. */
  description?: string;
}

declare module 'mdast' {
  interface PhrasingContentMap {
    citation: Citation;
  }
  interface RootContentMap {
    citation: Citation;
  }
}

declare module 'vfile' {
  interface DataMap {
    /** The page's `sources:` front matter, set by the compile before the MDX compile runs. */
    sources: SourceEntry[];
  }
}

/** `<path>#L<start>` or `<path>#L<start>-L<end>`; the path has no spaces and no leading slash. */
const LABEL = /^([^\s#/][^\s#]*)#L(\d+)(?:-L(\d+))?$/;

/** The text of a directive's label (its children are text as written). */
function labelText(node: Parent): string {
  return node.children.map((c) => ('value' in c && typeof c.value === 'string' ? c.value : '')).join('');
}

/** Lines as a reader writes them: `12` or `12–30`. */
export function lineText(start: number, end: number): string {
  return start === end ? `${start}` : `${start}–${end}`;
}

/**
 * Remark plugin (after remark-directive, before the admonitions plugin restores stray text
 * directives): replaces every `cite` text directive with a {@link Citation} node that renders as
 * `<sup class="citation" data-pagefind-ignore="all"><a href aria-label title>source</a></sup>`. Sources come from
 * `file.data.sources`; a citation that does not resolve renders as nothing (the compile fails on it).
 */
export default function remarkCitations() {
  return (tree: Root, file: VFile) => {
    const sources = file.data.sources ?? [];
    visit(tree, 'textDirective', (node, index, parent) => {
      if (node.name !== 'cite' || !parent || index === undefined) return;
      const label = labelText(node);
      const repoAttribute = node.attributes?.repo ?? undefined;
      const citation: Citation = { type: 'citation', label, matches: [], position: node.position };
      if (repoAttribute) citation.repoAttribute = repoAttribute;
      const parsed = LABEL.exec(label.trim());
      if (parsed) {
        const [, path, start, end] = parsed;
        citation.path = path!;
        citation.start = Number(start);
        citation.end = Number(end ?? start);
        citation.matches = sources.filter((s) => s.paths.includes(path!) && (!repoAttribute || s.repo === repoAttribute));
      }
      const [source] = citation.matches;
      if (source && citation.matches.length === 1 && citation.path) {
        const lines = lineText(citation.start!, citation.end!);
        citation.url = `https://github.com/${source.repo}/blob/${source.ref}/${citation.path}#L${citation.start}${citation.end !== citation.start ? `-L${citation.end}` : ''}`;
        citation.description = `Source: ${source.repo} ${citation.path} line${citation.start === citation.end ? '' : 's'} ${lines}`;
        citation.data = {
          hName: 'sup',
          // Kept out of search snippets: the sentence is the content, the link is its footnote.
          hProperties: { className: ['citation'], dataPagefindIgnore: 'all' },
          hChildren: [
            {
              type: 'element',
              tagName: 'a',
              properties: { href: citation.url, ariaLabel: citation.description, title: citation.description },
              children: [{ type: 'text', value: 'source' }],
            },
          ],
        };
      } else {
        // Renders nothing: the compile reports it as an error.
        citation.data = { hName: 'span', hChildren: [] };
      }
      parent.children.splice(index, 1, citation);
      return [SKIP, index + 1];
    });
  };
}
