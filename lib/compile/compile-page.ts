/**
 * One page, compiled once: the MDX compile (@mdx-js/mdx with the site's remark/rehype plugins,
 * lib/mdx/pipeline.mjs) yields the page's JavaScript module and, from the same pass, everything
 * the content model needs — front matter, headings with the ids rehype-slug gave them, plain text
 * per section, links, code blocks, local assets — and every problem a contributor can fix, each
 * with file, line, column and the fix. Nothing here renders: routes import the module it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { visit } from 'unist-util-visit';
import type { Root as MdastRoot } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import { VFile } from 'vfile';
import { remarkPlugins, rehypePlugins } from '../mdx/pipeline.mjs';
import { checkLocalAssets } from '../checks/content-damage';
import { contentRules, RULE_SOURCE } from './rules';
import type { PageSourcesInput } from './rules/page-sources';
import { mdxErrorPosition } from './mdx-error';
import { DEFAULT_SOURCE_LIMITS, sizeLimitMessage, sourceLimitProblem, type SourceLimits } from './source-limits';
import { checkSnapshot } from './snapshot-check';
import type { ContentError, DocEntry } from '../content/types';
import type { CompiledProblem } from '../content/compiled';
import { entryFromTree, parseFrontMatter, type FrontMatter, type PageSource } from './parse';
import { readUtf8 } from './scan';

/** One problem found while compiling a page: the model's problem shape. */
export type PageProblem = CompiledProblem;

/** Size limits of one page's compiled output, in bytes. */
export interface PageSizeLimits {
  /** Above this: a warning. */
  warnBytes: number;
  /** Above this: an error. */
  failBytes: number;
}

/** Default {@link PageSizeLimits}: warn above 300 KB, fail above 2 MB. */
export const DEFAULT_PAGE_SIZE_LIMITS: PageSizeLimits = { warnBytes: 300 * 1024, failBytes: 2 * 1024 * 1024 };

/** What compiling one page produced. */
export interface PageCompileResult {
  /** The page's model entry; `undefined` when the page could not be compiled. */
  entry?: DocEntry;
  /** The page's ES module (default export: the page component, taking `components`). */
  js?: string;
  /** The tree after the remark stage, for the page's Markdown twin. */
  tree?: MdastRoot;
  problems: PageProblem[];
}

/** Options of {@link compilePage}. */
export interface CompilePageOptions {
  /** The folder served at `/` (local images and files resolve in it). */
  publicDir: string;
  sizeLimits?: PageSizeLimits;
  /** Reuse the output of an earlier compile of the same source (content-cache.ts). */
  cache?: PageCache;
  /** Titles longer than this many characters get a warning (default {@link DEFAULT_TITLE_WARN_LENGTH}). */
  titleWarnLength?: number;
  /** Limits the source must keep before it is compiled (default source-limits.ts `DEFAULT_SOURCE_LIMITS`). */
  sourceLimits?: SourceLimits;
}

/** Default title length, in characters, above which a page gets a warning. */
export const DEFAULT_TITLE_WARN_LENGTH = 70;

/** What the two collecting plugins hand back from the compile (and what the page cache keeps). */
interface Collected {
  tree?: MdastRoot;
  /** The id rehype-slug gave each heading, by the heading's `line:column` in the source. */
  headingIds: Record<string, string>;
  problems: PageProblem[];
}

/** The result of one MDX compile, as the page cache stores it. */
export interface CompileOutput extends Collected {
  js: string;
}

/**
 * Where compile outputs are kept between builds, by a key that changes with the source, its path
 * and the compiler itself (content-cache.ts).
 */
export interface PageCache {
  key(source: string, where: PageSource): string;
  get(key: string): CompileOutput | undefined;
  set(key: string, output: CompileOutput): void;
  /** Counts of compiles run and outputs reused, for the build's report. */
  stats: { compiled: number };
}

/** Remark plugin, last of the remark stage: keeps the tree for the model. */
function remarkCollect(collected: Collected) {
  return () => (tree: MdastRoot) => {
    collected.tree = tree;
  };
}

/**
 * The content rules' messages on the page's file (rules/report.ts), as the model's problems: the
 * rule placed each at its node, so line and column come from the parsed tree.
 */
function ruleProblems(file: VFile, where: PageSource): PageProblem[] {
  return file.messages
    .filter((m) => m.source === RULE_SOURCE)
    .map((m) => ({
      file: where.file,
      ...(m.line ? { line: m.line } : {}),
      ...(m.column ? { column: m.column } : {}),
      severity: m.fatal ? 'error' : 'warning',
      message: m.reason,
    }));
}

/**
 * Rehype plugin, last of the rehype stage: the id rehype-slug gave each heading, keyed by the
 * heading's source position (hast elements keep the position of the mdast node they came from),
 * so the model's TOC uses exactly the ids the page renders.
 */
function rehypeCollect(collected: Collected) {
  return () => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const start = node.position?.start;
      if (/^h[1-6]$/.test(node.tagName) && typeof node.properties.id === 'string' && start) {
        collected.headingIds[`${start.line}:${start.column}`] = node.properties.id;
      }
    });
  };
}

/**
 * Compiles one page source. Never throws for a problem in the page: front matter, MDX syntax,
 * components, fences, assets, links and size problems come back in `problems`, all of them, with
 * their line and column; a page whose front matter or MDX cannot be read has no `entry`.
 * @param source - the file's text
 * @param where - the file's paths and content id
 */
export async function compilePage(source: string, where: PageSource, options: CompilePageOptions): Promise<PageCompileResult> {
  const { file } = where;
  const limit = sourceLimitProblem(source, options.sourceLimits);
  if (limit) return { problems: [{ file, line: limit.line, severity: 'error', message: limit.message }] };
  const problems: PageProblem[] = [];
  let data: FrontMatter;
  let keyLines: Map<string, number>;
  try {
    ({ data, keyLines } = parseFrontMatter(source, file));
  } catch (error) {
    const e = error as ContentError;
    return { problems: [{ file, line: e.line, severity: 'error', message: e.reason ?? e.message }] };
  }
  const titleLimit = options.titleWarnLength ?? DEFAULT_TITLE_WARN_LENGTH;
  if (data.title.length > titleLimit) {
    problems.push({
      file,
      line: keyLines.get('title') ?? 1,
      severity: 'warning',
      message: `the title is ${data.title.length} characters (warning above ${titleLimit}): it is cut short in the sidebar, the browser tab and search results. Shorten it, or set a shorter sidebar_label.`,
    });
  }

  const key = options.cache?.key(source, where);
  let output = key ? options.cache!.get(key) : undefined;
  if (!output) {
    const compiled = await compileMdx(source, { ...where, frontMatter: data, keyLines });
    if (!compiled.js) return { problems: [...problems, ...compiled.problems] };
    output = compiled as CompileOutput;
    if (options.cache) {
      options.cache.stats.compiled += 1;
      options.cache.set(key!, output);
    }
  }
  problems.push(...output.problems);
  const { js } = output;
  // Local files can appear or vanish without the page changing: checked on every build.
  for (const p of checkLocalAssets(output.tree!, file, where.absolutePath, options.publicDir)) {
    problems.push({ file, line: p.line, severity: p.severity, message: p.message });
  }
  const tree = output.tree!;
  const entry = { ...entryFromTree(data, tree, where, output.headingIds), frontMatterLines: Object.fromEntries(keyLines) };
  // So can the snapshot list of a repository-driving tutorial.
  if (where.snapshotList) problems.push(...checkSnapshot(entry, tree, where.snapshotList));

  const limits = options.sizeLimits ?? DEFAULT_PAGE_SIZE_LIMITS;
  const bytes = Buffer.byteLength(js);
  if (bytes > limits.warnBytes) {
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    const fail = bytes > limits.failBytes;
    problems.push({
      file,
      line: 1,
      severity: fail ? 'error' : 'warning',
      message: `the page compiles to ${kb(bytes)} (${fail ? 'limit' : 'warning above'} ${kb(fail ? limits.failBytes : limits.warnBytes)}): readers download all of it. Split it into several pages.`,
    });
  }
  return { entry, js, tree, problems };
}

/**
 * The MDX compile itself, with the collecting plugins.
 * @param where - the page, with its front matter: `sources:` feeds its `:cite[…]` citations (file.data)
 * @returns the module and what was collected, or only problems when the MDX does not compile
 */
async function compileMdx(source: string, where: PageSource & PageSourcesInput): Promise<Partial<CompileOutput> & { problems: PageProblem[] }> {
  const format = where.file.endsWith('.md') ? 'md' : 'mdx';
  const collected: Collected = { headingIds: {}, problems: [] };
  const vfile = new VFile({ value: source, path: where.absolutePath, data: where.frontMatter.sources ? { sources: where.frontMatter.sources } : {} });
  try {
    const output = await compile(vfile, {
      format,
      outputFormat: 'program',
      development: false,
      remarkPlugins: [...remarkPlugins, ...contentRules(where), remarkCollect(collected)],
      rehypePlugins: [...rehypePlugins, rehypeCollect(collected)],
    });
    return { ...collected, problems: ruleProblems(vfile, where), js: String(output.value) };
  } catch (error) {
    const { line, reason } = mdxErrorPosition(error);
    const column = (error as { column?: number }).column ?? undefined;
    return { problems: [...ruleProblems(vfile, where), { file: where.file, line, column, severity: 'error', message: `MDX does not compile: ${reason}` }] };
  }
}

/**
 * Reads a file and compiles it ({@link compilePage}); a file over the size limit (checked before
 * it is read) or not UTF-8 is a problem.
 * @param where - the file's paths (`absolutePath` is read) and content id
 */
export async function compilePageFile(where: PageSource, options: CompilePageOptions): Promise<PageCompileResult & { source?: string }> {
  let source: string;
  // A file over the size limit is refused on its size, before it is read.
  const bytes = fs.statSync(where.absolutePath).size;
  const limits = options.sourceLimits ?? DEFAULT_SOURCE_LIMITS;
  if (bytes > limits.maxBytes) return { problems: [{ file: where.file, line: 1, severity: 'error', message: sizeLimitMessage(bytes, limits) }] };
  try {
    source = readUtf8(where.absolutePath, where.file);
  } catch (error) {
    const e = error as ContentError;
    return { problems: [{ file: where.file, line: e.line, severity: 'error', message: e.reason }] };
  }
  return { ...(await compilePage(source, where, options)), source };
}

/** `public/` of the working directory. */
export const DEFAULT_PUBLIC_DIR = path.join(process.cwd(), 'public');
