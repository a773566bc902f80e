/**
 * The neutral shapes of the content model: what every consumer (routes, sidebars, search, Markdown,
 * the link checks, the OpenAPI layer) reads about a page. No parsing here, so any layer may import
 * these types without pulling in a parser.
 */

/** A heading in a page body. `id` is the anchor rehype-slug gives it (github-slugger, lib/content/slug.ts). */
export interface Heading {
  depth: number;
  text: string;
  id: string;
  /** 1-based line in the source file (0 for generated pages). */
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
  /** The link's text as the reader sees it (Markdown links; absent for component `href`s and definitions). */
  text?: string;
  /** API pages: the JSON pointer of the description that holds the link (`#/info/description`). */
  pointer?: string;
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
  /** Releases and month the page documents (`nada-dsl 0.8 · Nillion SDK 0.9 · early 2025`). */
  appliesTo?: string;
  sidebarLabel?: string;
  hideTableOfContents: boolean;
  /** Front matter `sidebar: false`: a landing page that no sidebar lists. */
  standalone?: boolean;
  keywords: string[];
  headings: Heading[];
  sections: Section[];
  links: OutgoingLink[];
}

/** A hand-written MDX or Markdown page. */
export interface DocEntry extends BaseEntry {
  kind: 'doc';
  /** Source path relative to the repository root (`content/learn/architecture.mdx`): what the route imports. */
  file: string;
  codeBlocks: CodeBlock[];
  /**
   * The repository a tutorial drives and the commit its paths and commands were checked against
   * (front matter `source_repo` and `source_commit`); the page's snapshot list of repository paths
   * is `content/.snapshots/<content id>.txt`.
   */
  source?: { repo: string; commit: string };
  /**
   * What the page's facts were checked against (front matter `sources`): repository
   * (`owner/name`), release tag or full commit sha, and repository paths.
   */
  sources?: { repo: string; ref: string; paths: string[] }[];
  /** The 1-based file line of each top-level front-matter key (`applies_to`, `source_repo`, …), for checks that point at one. */
  frontMatterLines?: Record<string, number>;
}

/** A page generated from an OpenAPI document (an operation, or the spec's info page). */
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
}

/** A content error that names the file, the line and column when known, and the fix. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    /** The problem and its fix, without the location. */
    readonly reason: string,
    /** 1-based column, when known. */
    readonly column?: number,
  ) {
    super(`${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: ${reason}`);
    this.name = 'ContentError';
  }
}
