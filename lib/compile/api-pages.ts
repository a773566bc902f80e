/**
 * The API pages through the one page compile: each spec's model (./api-specs.ts) becomes page
 * sources (lib/openapi/page-source.ts), and each source is compiled exactly like a page of
 * `content/` (./compile-page.ts, unchanged sources from the page cache), which gives it its module,
 * headings and TOC, search text and Markdown twin. The page keeps its API facts (method, path, tag)
 * and each link written in a spec description keeps the description's JSON pointer and spec line,
 * so a broken link is reported where the contributor fixes it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root } from 'mdast';
import type { CompiledProblem } from '../content/compiled';
import type { ApiEntry, DocEntry, OutgoingLink } from '../content/types';
import { apiPageSources } from '../openapi/page-source';
import type { ApiModel } from '../openapi/types';
import { compilePage, type PageCache, type PageCompileResult, type PageSizeLimits } from './compile-page';

/** One compiled API page. */
export interface CompiledApiPage {
  entry: ApiEntry;
  /** The page's module; absent when the generated page did not compile. */
  js?: string;
  /** The compile's own entry and tree, for the Markdown twin. */
  compiled?: { entry: DocEntry; tree: Root; result: PageCompileResult };
}

/**
 * The links of a compiled API page: a link of a spec description carries that description's
 * pointer and spec line (from the model); a link the generator wrote (a section anchor, an
 * operation of the info page) has neither.
 */
function pageLinks(compiled: OutgoingLink[], fromSpec: OutgoingLink[]): OutgoingLink[] {
  const unused = [...fromSpec];
  return compiled.map(({ url, text }) => {
    const i = unused.findIndex((l) => l.url === url);
    if (i < 0) return { url, line: 0, ...(text ? { text } : {}) };
    const [link] = unused.splice(i, 1);
    return { ...link!, ...(text ? { text } : {}) };
  });
}

/** One spec's compiled pages, kept by a long-running caller (`npm run dev`) while its model is the same. */
export type ApiPagesMemo = Map<string, { key: string; pages: CompiledApiPage[]; problems: CompiledProblem[]; compiles: number }>;

/**
 * Compiles the pages of the models.
 * @param root - repository root (the specs' paths are relative to it)
 * @param options.memo - each spec's pages from the previous call, by spec file: reused while the
 *   spec's model is the same (a page edit in `npm run dev` compiles no API page)
 * @returns each page, and the problems of pages that did not compile (a generator fault: the
 *   message names the operation's JSON pointer)
 */
export async function compileApiPages(
  models: ApiModel[],
  root: string,
  options: { publicDir: string; sizeLimits?: PageSizeLimits; cache?: PageCache; memo?: ApiPagesMemo },
): Promise<{ pages: CompiledApiPage[]; problems: CompiledProblem[]; compiles: number }> {
  const pages: CompiledApiPage[] = [];
  const problems: CompiledProblem[] = [];
  let compiles = 0;
  for (const model of models) {
    const key = options.memo ? createHash('sha256').update(JSON.stringify(model)).digest('hex') : '';
    const kept = options.memo?.get(model.source);
    if (kept && kept.key === key) {
      pages.push(...kept.pages);
      problems.push(...kept.problems);
      continue;
    }
    const first = { pages: pages.length, problems: problems.length, compiles };
    const byId = new Map(model.pages.map((p) => [p.entry.id, p.entry]));
    for (const { id, source } of apiPageSources(model)) {
      const modelEntry = byId.get(id)!;
      const before = options.cache?.stats.compiled ?? 0;
      const result = await compilePage(
        source,
        { file: modelEntry.file, absolutePath: path.join(root, model.source), id, generated: true },
        { publicDir: options.publicDir, sizeLimits: options.sizeLimits, cache: options.cache },
      );
      compiles += options.cache ? options.cache.stats.compiled - before : 1;
      const pointer = modelEntry.file.slice(model.source.length);
      for (const p of result.problems) {
        problems.push({ file: model.source, severity: p.severity, message: `${pointer}: the page generated from this part of the spec: ${p.message}` });
      }
      const failed = result.problems.some((p) => p.severity === 'error');
      if (!result.entry || !result.tree || failed) {
        pages.push({ entry: modelEntry });
        continue;
      }
      const { headings, sections, links } = result.entry;
      pages.push({
        entry: { ...modelEntry, headings, sections, links: pageLinks(links, modelEntry.links) },
        js: result.js,
        compiled: { entry: result.entry, tree: result.tree, result },
      });
    }
    options.memo?.set(model.source, { key, pages: pages.slice(first.pages), problems: problems.slice(first.problems), compiles: compiles - first.compiles });
  }
  for (const source of options.memo?.keys() ?? []) if (!models.some((m) => m.source === source)) options.memo!.delete(source);
  return { pages, problems, compiles };
}
