/**
 * THE content index (design/architecture.md, principle 1): scans `content/`, validates front
 * matter, extracts headings, plain text per section, links and code blocks, and joins the API
 * operations generated from `openapi/`. Routes, sidebars, TOC, prev/next, search records, sitemap,
 * llms files and the link checker read this index; none of them walks `content/` itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { visit, SKIP } from 'unist-util-visit';
import type { Root, Nodes } from 'mdast';
import { VFile } from 'vfile';
import { yamlErrorLine } from './yaml-error-line';
import { mdxErrorPosition } from './mdx-error';
import { decodeUtf8 } from './utf8';
import { remarkPlugins } from './mdx/pipeline.mjs';
import { createSlugger } from './slug';
import { loadApiEntries } from './openapi';
import { processMemo } from './process-memo';

/** Folder that holds the MDX sources; file path below it = content id = route. */
export const CONTENT_DIR = path.join(process.cwd(), 'content');

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
  })
  .strict();

/** Validated front matter of one page. */
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A heading in a page body. `id` is the anchor rehype-slug gives it (same slugger). */
export interface Heading {
  depth: number;
  text: string;
  id: string;
  /** 1-based line in the source file. */
  line: number;
}

/** Plain text of a page part: the intro (heading null) or the text under one heading. */
export interface Section {
  heading: Heading | null;
  text: string;
}

/** An outgoing link as written (after value substitution and relative-link rewriting). */
export interface OutgoingLink {
  url: string;
  /** 1-based source line. */
  line: number;
}

/** A fenced code block. */
export interface CodeBlock {
  lang: string | null;
  meta: string | null;
  /** The `title="…"` from the fence meta, if any. */
  title: string | null;
  value: string;
  /** 1-based line of the opening fence. */
  line: number;
}

interface BaseEntry {
  /** Content id: the route without the leading slash (`learn/architecture`). */
  id: string;
  /** Route (`/learn/architecture`). */
  route: string;
  title: string;
  description?: string;
  sidebarLabel?: string;
  hideTableOfContents: boolean;
  keywords: string[];
  headings: Heading[];
  sections: Section[];
  links: OutgoingLink[];
}

/** A hand-written MDX page. */
export interface DocEntry extends BaseEntry {
  kind: 'doc';
  /** Source path relative to the repository root (`content/learn/architecture.mdx`). */
  file: string;
  codeBlocks: CodeBlock[];
}

/** A page generated from the OpenAPI document (an operation, or the spec's info page). */
export interface ApiEntry extends BaseEntry {
  kind: 'api';
  /** `operation` for one OpenAPI operation, `info` for the document's info page. */
  apiKind: 'operation' | 'info';
  /** Source of the page: the spec file and a JSON pointer into it. */
  file: string;
  /** HTTP method in upper case (operations only). */
  method?: string;
  /** Path template (operations only), e.g. `/api/v1/data/read`. */
  path?: string;
  /** The operation's first tag (operations only). */
  tag?: string;
}

/** One page of the site. */
export type ContentEntry = DocEntry | ApiEntry;

/** The whole site's pages, by id, in a stable order (docs by path, then API pages in spec order). */
export interface ContentIndex {
  entries: ContentEntry[];
  byId: Map<string, ContentEntry>;
  /** Non-fatal findings (duplicate routes). */
  warnings: string[];
}

/** A content error that names the file, the line when known, and the fix. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    message: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${message}`);
    this.name = 'ContentError';
  }
}

/** Maps a path relative to `content/` to its content id (`a/index.mdx` → `a`). */
export function fileToId(relativePath: string): string {
  return relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
}

/** The route of a content id (`''` is `/`). */
export function idToRoute(id: string): string {
  return `/${id}`;
}

/**
 * Reads and validates a page's front matter.
 * @throws ContentError naming the file, the YAML line, or the offending key and the fix.
 */
export function parseFrontMatter(source: string, file: string): { data: FrontMatter; body: string; bodyLine: number } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's cache, which keeps half-parsed results of bad YAML.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // js-yaml marks where it gave up (an unclosed quote: the end of the block); point at the cause.
    const yamlLine = yamlErrorLine(/^---\r?\n([\s\S]*?)(?:\r?\n---|$)/.exec(source)?.[1] ?? '');
    const line = yamlLine !== undefined ? yamlLine + 1 : mark?.line !== undefined ? mark.line + 2 : 1;
    throw new ContentError(file, line, `invalid YAML front matter: ${reason}`);
  }
  if (!source.startsWith('---')) {
    throw new ContentError(file, 1, 'missing front matter: start the file with a `---` block that sets at least `title`.');
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.') || '(front matter)';
    const fix =
      issue.code === 'unrecognized_keys'
        ? `remove it; allowed keys: ${Object.keys(frontMatterSchema.shape).join(', ')} (CONTRIBUTING.md).`
        : issue.message;
    throw new ContentError(file, lineOfKey(source, key), `front matter key "${key}": ${fix}`);
  }
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  return { data: result.data, body: parsed.content, bodyLine };
}

function lineOfKey(source: string, key: string): number | undefined {
  const i = source.split('\n').findIndex((l) => l.startsWith(`${key.split(',')[0]}:`));
  return i >= 0 ? i + 1 : 1;
}

let remarkProcessor: ReturnType<typeof unified> | undefined;

/** The same remark stage the site compiles with (lib/mdx/pipeline.mjs), for analysis only. */
function getRemarkProcessor() {
  if (!remarkProcessor) {
    const processor = unified().use(remarkParse).use(remarkMdx);
    for (const plugin of remarkPlugins) processor.use(...(plugin as [never]));
    remarkProcessor = processor as unknown as ReturnType<typeof unified>;
  }
  return remarkProcessor;
}

/**
 * Parses an MDX page through the site's remark stage (values substituted, admonitions as
 * `<Admonition>` JSX, relative links rewritten), keeping line numbers true to the file.
 * Shared by the index and the per-page Markdown (lib/markdown/), so both see the same tree.
 * @param source - the file's full text
 * @param file - path relative to the repository root, for messages (`content/foo.mdx`)
 * @param absolutePath - real path, so relative `.mdx` links resolve
 * @throws ContentError for bad front matter, MDX syntax errors and unknown platform values
 */
export async function parseMdxSource(
  source: string,
  file: string,
  absolutePath: string,
): Promise<{ data: FrontMatter; tree: Root }> {
  const { data, body, bodyLine } = parseFrontMatter(source, file);
  const processor = getRemarkProcessor();
  // Keep line numbers true to the file: blank out the front matter instead of cutting it.
  const padded = '\n'.repeat(bodyLine - 1) + body;
  const vfile = new VFile({ value: padded, path: absolutePath });
  try {
    return { data, tree: (await processor.run(processor.parse(vfile), vfile)) as Root };
  } catch (error) {
    const { line, reason } = mdxErrorPosition(error);
    throw new ContentError(file, line ?? undefined, `MDX error: ${reason}`);
  }
}

/**
 * Parses one MDX source into an index entry: front matter, headings (with the one slugger),
 * plain text per section, outgoing links and code blocks.
 * @param source - the file's full text
 * @param file - path relative to the repository root, for messages (`content/foo.mdx`)
 * @param absolutePath - real path, so relative `.mdx` links resolve
 * @param onTree - receives the parsed tree, so a caller that needs it (lib/markdown/) does not
 *   parse the file a second time
 * @throws ContentError for bad front matter, MDX syntax errors and unknown platform values
 */
export async function parseEntry(
  source: string,
  file: string,
  absolutePath: string,
  id: string,
  onTree?: (tree: Root) => void,
): Promise<DocEntry> {
  const { data, tree } = await parseMdxSource(source, file, absolutePath);
  onTree?.(tree);

  const slugger = createSlugger();
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
        const heading = { depth: node.depth, text, id: slugger.slug(text), line };
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
    route: idToRoute(id),
    file,
    title: data.title,
    description: data.description,
    sidebarLabel: data.sidebar_label,
    hideTableOfContents: data.hide_table_of_contents ?? false,
    keywords: data.keywords ?? [],
    headings,
    sections: sections
      .map((s) => ({ heading: s.heading, text: s.text.replace(/\s+/g, ' ').trim() }))
      .filter((s) => s.heading || s.text),
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
    links.push({ url: link.url, line: link.position?.start.line ?? 0 });
  });
}

/** Lists MDX/MD files below `dir`, relative to it, sorted for a stable order. */
export function listContentFiles(dir: string = CONTENT_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .sort();
}

/**
 * Builds the index from a content folder (plus API entries). Two files mapping to one route keep
 * the first (sorted) and add a warning: duplicate routes only warn (issue 2, spec).
 * @throws ContentError for the first invalid page
 */
export async function buildContentIndex(
  dir: string = CONTENT_DIR,
  options: {
    api?: boolean;
    root?: string;
    /** Called with each doc entry and its parsed tree (the per-page Markdown reuses the parse). */
    onDocTree?: (entry: DocEntry, tree: Root) => void;
  } = {},
): Promise<ContentIndex> {
  const root = options.root ?? process.cwd();
  const entries: ContentEntry[] = [];
  const byId = new Map<string, ContentEntry>();
  const warnings: string[] = [];
  for (const rel of listContentFiles(dir)) {
    const absolutePath = path.join(dir, rel);
    const file = path.relative(root, absolutePath);
    const id = fileToId(rel);
    const existing = byId.get(id);
    if (existing) {
      warnings.push(`Duplicate route /${id}: ${file} is ignored, ${existing.file} is used. Rename or remove one.`);
      continue;
    }
    let tree: Root | undefined;
    const source = decodeUtf8(fs.readFileSync(absolutePath));
    if (!source.ok) throw new ContentError(file, source.line, source.message);
    const entry = await parseEntry(source.text, file, absolutePath, id, (t) => (tree = t));
    if (tree) options.onDocTree?.(entry, tree);
    entries.push(entry);
    byId.set(id, entry);
  }
  if (options.api !== false) {
    for (const entry of await loadApiEntries()) {
      if (byId.has(entry.id)) {
        warnings.push(`Duplicate route /${entry.id}: the generated API page is ignored, ${byId.get(entry.id)!.file} is used.`);
        continue;
      }
      entries.push(entry);
      byId.set(entry.id, entry);
    }
  }
  return { entries, byId, warnings };
}

let cached: Promise<ContentIndex> | undefined;

/** The site's content index, built once per process (shared by all route bundles in a build). */
export function getContentIndex(): Promise<ContentIndex> {
  cached ??= processMemo('content-index', () =>
    buildContentIndex().then((index) => {
      for (const warning of index.warnings) console.warn(`warning: ${warning}`);
      return index;
    }),
  );
  return cached;
}

/**
 * Looks up a page by content id.
 * @throws Error when the id is not in the index (a caller bug: routes come from the index).
 */
export async function getEntry(id: string): Promise<ContentEntry> {
  const entry = (await getContentIndex()).byId.get(id);
  if (!entry) throw new Error(`No page with content id "${id}" in content/ or the API spec.`);
  return entry;
}
