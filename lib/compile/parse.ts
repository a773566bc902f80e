/**
 * The front-matter contract, and a page's model entry from its tree: the content compile
 * (compile-page.ts) reads the front matter here, then hands over the tree its remark stage
 * produced, which is read for headings, plain text per section, outgoing links and code blocks.
 */
import { type Document, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { visit, SKIP } from 'unist-util-visit';
import type { Root, Nodes } from 'mdast';
import { substituteValues } from '../mdx/values.mjs';
import { yamlErrorLine } from './yaml-error-line';
import { ContentError, type CodeBlock, type DocEntry, type Heading, type OutgoingLink, type Section } from '../content/types';
import type { SnapshotList } from './snapshot-check';

/**
 * The front-matter contract (documented as a table in CONTRIBUTING.md). Strict: an unknown key
 * is an error, so a typo never silently drops a setting.
 */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).optional(),
    sidebar_label: z.string().min(1).optional(),
    hide_table_of_contents: z.boolean().optional(),
    keywords: z.array(z.string()).optional(),
    applies_to: z.string().min(1).optional(),
    source_repo: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/, 'write the GitHub repository as owner/name, e.g. NillionNetwork/python-examples')
      .optional(),
    source_commit: z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'write the full 40-character lowercase commit sha the page was checked against')
      .optional(),
    /**
     * What the page's facts were checked against: the code that enforces each rule the page
     * states (node, server, CLI argument parser, client implementation and its tests), as
     * repository, tag or full commit, and paths. The maintainers' map of which pages to re-check
     * when a release changes.
     */
    sources: z
      .array(
        z
          .object({
            repo: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/, 'write the GitHub repository as owner/name, e.g. NillionNetwork/nilvm'),
            ref: z
              .string()
              .regex(/^(?:[0-9a-f]{40}|[A-Za-z0-9][A-Za-z0-9._/-]*)$/, 'write a release tag (v0.9.0) or the full 40-character commit sha')
              .refine((ref) => !/^[0-9a-f]{4,39}$/.test(ref), 'write the full 40-character commit sha, not an abbreviated one'),
            paths: z.array(z.string().regex(/^[^/\s][^\s]*$/, 'write a repository path without a leading slash')).min(1, 'list at least one path'),
          })
          .strict(),
      )
      .min(1)
      .optional(),
    /**
     * `false`: the page stands alone (a landing page) and no sidebar lists it. Every other page
     * must be listed in exactly one sidebar of `content/_nav/sidebars.yaml` (lib/compile/navigation/places.ts).
     */
    sidebar: z
      .literal(false, {
        error: 'only `sidebar: false` is allowed (a landing page that stands alone); otherwise list the page in content/_nav/sidebars.yaml and remove the key',
      })
      .optional(),
  })
  .strict()
  .refine((d) => (d.source_repo === undefined) === (d.source_commit === undefined), {
    message: 'set source_repo and source_commit together: a tutorial that drives a repository names both',
    path: ['source_repo'],
  });

/** Validated front matter of one page. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** The front-matter block: `---`, the YAML, `---` (the YAML may be empty). */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Reads and validates a page's front matter, parsed once by the `yaml` package (YAML 1.2).
 * @returns the data, and the 1-based file line of each top-level key
 * @throws ContentError naming the file, the YAML line, or the offending key and the fix.
 */
export function parseFrontMatter(source: string, file: string): { data: FrontMatter; keyLines: Map<string, number> } {
  if (!source.startsWith('---')) {
    throw new ContentError(file, 1, 'missing front matter: start the file with a `---` block that sets at least `title`.');
  }
  const block = FRONT_MATTER.exec(source);
  if (!block) throw new ContentError(file, 1, 'front matter is never closed: end it with a `---` line.');
  const yamlText = block[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, uniqueKeys: true });
  // File lines: the YAML starts on line 2, after the opening `---`.
  if (doc.errors.length) {
    const error = doc.errors[0]!;
    throw new ContentError(
      file,
      (yamlErrorLine(yamlText) ?? 1) + 1,
      `invalid YAML front matter: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:$/, '')}`,
    );
  }
  const keyLines = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isScalar(pair.key) && pair.key.range) keyLines.set(String(pair.key.value), lineCounter.linePos(pair.key.range[0]).line + 1);
    }
  }
  const result = frontMatterSchema.safeParse(doc.toJS() ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const unknown = issue.code === 'unrecognized_keys';
    const where = (unknown ? [...issue.path, issue.keys[0]!] : issue.path).filter((step) => typeof step !== 'symbol') as (string | number)[];
    const key = unknown ? [...issue.path, issue.keys.join(', ')].join('.') : issue.path.join('.') || '(front matter)';
    const fix = !unknown
      ? issue.message
      : issue.path.length === 0
        ? `remove it; allowed keys: ${Object.keys(frontMatterSchema.shape).join(', ')} (CONTRIBUTING.md).`
        : 'remove it (CONTRIBUTING.md, front matter contract, lists the keys).';
    throw new ContentError(file, valueLine(doc, lineCounter, where) ?? 1, `front matter key "${key}": ${fix}`);
  }
  return { data: withPlatformValues(result.data, file, keyLines), keyLines };
}

/** The front-matter keys whose text a reader sees (title, sidebar, search, llms.txt): `%%key%%` is replaced in them as in the page text. */
const TEXT_KEYS = ['title', 'description', 'sidebar_label', 'applies_to', 'keywords'] as const;

/**
 * The front matter with every `%%key%%` platform value (lib/mdx/values.mjs) replaced in the keys
 * readers see, as the page text gets them (lib/mdx/remark-platform-values.mjs).
 * @throws ContentError at the key's line for an unknown platform value
 */
function withPlatformValues(data: FrontMatter, file: string, keyLines: Map<string, number>): FrontMatter {
  const out = { ...data };
  for (const key of TEXT_KEYS) {
    const sub = (text: string) =>
      substituteValues(text, (name) => {
        throw new ContentError(
          file,
          keyLines.get(key) ?? 1,
          `front matter key "${key}": unknown platform value "%%${name}%%". Add it to lib/mdx/platform-values.json or fix the key.`,
        );
      });
    const value = out[key];
    if (typeof value === 'string') Object.assign(out, { [key]: sub(value) });
    else if (Array.isArray(value)) Object.assign(out, { [key]: value.map(sub) });
  }
  return out;
}

/**
 * The 1-based file line of the value at a validator's path (`['sources', 1, 'ref']`) in the parsed
 * front matter; when a step is not written (a missing required key), the line of the deepest part
 * that is.
 */
function valueLine(doc: Document, lineCounter: LineCounter, path: (string | number)[]): number | undefined {
  let line: number | undefined;
  for (let depth = 1; depth <= path.length; depth++) {
    const collection = doc.getIn(path.slice(0, depth - 1), true);
    if (!isMap(collection) && !isSeq(collection)) break;
    const step = path[depth - 1]!;
    const pair = isMap(collection) ? collection.items.find((p) => isScalar(p.key) && p.key.value === step) : undefined;
    const node = isMap(collection) ? pair?.key : collection.items[step as number];
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (!range) break;
    // File lines: the YAML starts on line 2, after the opening `---`.
    line = lineCounter.linePos(range[0]).line + 1;
  }
  return line;
}

/** Where a page's source lives: for messages, for relative links, and for the route's import. */
export interface PageSource {
  /** Path relative to the repository root, for messages (`content/foo.mdx`). */
  file: string;
  /** Real path, so relative `.mdx` links resolve. */
  absolutePath: string;
  /** The page's content id (`foo`, `a`). */
  id: string;
  /** The list of repository paths a repository-driving tutorial is checked against (./snapshot-check.ts). */
  snapshotList?: SnapshotList;
  /** An API page the prebuild generated from a spec (lib/openapi/page-source.ts), not a file of `content/`. */
  generated?: boolean;
}

/**
 * A page's entry from its front matter and its tree after the remark stage: headings, plain text
 * per section, outgoing links and code blocks.
 * @param headingIds - the id rehype-slug gave each heading, by its `line:column` in the source
 * @throws Error when a heading has no id (the compile gives every heading one)
 */
export function entryFromTree(data: FrontMatter, tree: Root, where: PageSource, headingIds: Record<string, string>): DocEntry {
  const { file, id } = where;
  const headings: Heading[] = [];
  const sections: Section[] = [{ heading: null, text: '' }];
  const links: OutgoingLink[] = [];
  const codeBlocks: CodeBlock[] = [];
  const append = (text: string) => {
    sections[sections.length - 1]!.text += text;
  };

  visit(tree, (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'heading': {
        const text = plainText(node).trim();
        const start = node.position?.start;
        const own = start && headingIds[`${start.line}:${start.column}`];
        if (!own) throw new Error(`${file}:${line}: heading "${text}" got no id from the compile (rehype-slug).`);
        const heading = { depth: node.depth, text, id: own, line };
        headings.push(heading);
        sections.push({ heading, text: '' });
        collectLinks(node, links);
        return SKIP;
      }
      case 'code':
        codeBlocks.push({
          lang: node.lang ?? null,
          meta: node.meta ?? null,
          title: /title="([^"]*)"/.exec(node.meta ?? '')?.[1] ?? null,
          value: node.value,
          line,
        });
        return SKIP;
      case 'text':
      case 'inlineCode':
        append(node.value);
        return;
      case 'link':
        links.push({ url: node.url, line, text: plainText(node) });
        return;
      case 'definition':
        links.push({ url: node.url, line });
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && attr.name === 'href' && typeof attr.value === 'string') {
            links.push({ url: attr.value, line });
          }
        }
        append(' ');
        return;
      case 'paragraph':
      case 'listItem':
      case 'tableCell':
      case 'blockquote':
        append(' ');
        return;
      default:
        return;
    }
  });

  return {
    kind: 'doc',
    id,
    route: `/${id}`,
    file,
    title: data.title,
    description: data.description,
    appliesTo: data.applies_to,
    source: data.source_repo && data.source_commit ? { repo: data.source_repo, commit: data.source_commit } : undefined,
    ...(data.sources ? { sources: data.sources } : {}),
    sidebarLabel: data.sidebar_label,
    hideTableOfContents: data.hide_table_of_contents ?? false,
    ...(data.sidebar === false ? { standalone: true } : {}),
    keywords: data.keywords ?? [],
    headings,
    sections: sections.map((s) => ({ heading: s.heading, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.heading || s.text),
    links,
    codeBlocks,
  };
}

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

function collectLinks(node: Nodes, links: OutgoingLink[]) {
  visit(node, 'link', (link) => {
    links.push({ url: link.url, line: link.position?.start.line ?? 0, text: plainText(link) });
  });
}
