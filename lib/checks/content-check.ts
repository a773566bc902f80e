/**
 * The content check: reads the content index and reports, with file:line,
 * - internal links to routes that do not exist and `#anchors` no heading of the target page has
 *   (errors: a link that promises a section must land on it);
 * - glossary links without a term the glossary defines (cross-page.ts);
 * - samples run by the real tools, against the released packages the page's `applies_to` label
 *   names (sample-installs.ts: the label's releases must install together): nada programs compiled
 *   by their nada-dsl and test files matched to the compiled inputs and outputs (nada-compile.ts),
 *   Python client samples type-checked by pyright (pyright-samples.ts), TypeScript blocks importing
 *   registry packages type-checked by tsc (sample-types.ts), and error examples (`expect-error="…"`
 *   blocks) that must fail with the message they claim;
 * - Python blocks that do not parse (python3 `ast.parse`, one process for the whole site).
 * Rules that need only the page itself (fences, code block languages, JSON and YAML that parse,
 * writing rules, stated results, placeholders) run in the content compile
 * (lib/compile/rules/), and so does the check of a repository-driving tutorial against its snapshot
 * list (lib/compile/snapshot-check.ts).
 */
import path from 'node:path';
import type { ContentIndex, DocEntry, CodeBlock } from '../content/types';
import type { Problem } from './problem';
import { runSandboxed } from './sandbox';
import { listSourceFiles } from '../hosting/source-files';
import { isExternalUrl } from '../markdown/url-scheme';
import { checkGlossaryLinks, GLOSSARY_ROUTE } from './cross-page';
import { checkNadaPrograms, expectedError, isNadaProgram, nadaPython, type CompileCounts } from './nada-compile';
import { checkPythonSamples } from './pyright-samples';
import { checkPageLabel } from './sample-installs';
import { SCRIPT_LANGS, scriptImports, typeCheckBlocks, typeCheckedPackages, type ScriptBlock } from './sample-types';

export type { Problem } from './problem';
export { formatProblem } from './problem';

/** Routes that exist besides the index's pages: the home page, search, and build artifacts. */
export const ARTIFACT_ROUTES = ['/', '/search', '/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt'];

/**
 * Every internal path a link may target: index routes, their `.md` twins, artifacts and the
 * files in `public/`.
 */
export function knownPaths(index: Pick<ContentIndex, 'entries'>): Set<string> {
  const paths = new Set<string>(ARTIFACT_ROUTES);
  for (const entry of index.entries) {
    paths.add(entry.route);
    paths.add(`${entry.route}.md`);
  }
  for (const f of listSourceFiles(path.join(process.cwd(), 'public')).files) paths.add(`/${f}`);
  return paths;
}

/** What is wrong with one internal link, or `null` when it resolves. */
export type LinkVerdict = { severity: 'error' | 'warning'; message: string } | null;

/**
 * Resolves one link of the page at `fromRoute`: external URLs pass; a relative path is an error
 * (write the route); an unknown route is an error; an unknown `#anchor` on a known page is an error.
 * @param anchorsByRoute heading ids by route, for the anchor check
 */
export function checkLink(url: string, fromRoute: string, paths: Set<string>, anchorsByRoute: Map<string, Set<string>>): LinkVerdict {
  if (isExternalUrl(url)) return null;
  const [pathPart = '', hash] = url.split('#', 2) as [string, string | undefined];
  const target = pathPart === '' ? fromRoute : pathPart.replace(/\?.*$/, '').replace(/\/$/, '') || '/';
  if (pathPart !== '' && !pathPart.startsWith('/')) {
    return { severity: 'error', message: `relative link "${url}": write the route (e.g. /nada-lang-types) or a relative .mdx path (./nada.mdx).` };
  }
  if (!paths.has(target)) return { severity: 'error', message: `broken link "${url}": no page has the route ${target}. Fix the route.` };
  if (hash && anchorsByRoute.has(target) && !anchorsByRoute.get(target)!.has(hash)) {
    const known = [...anchorsByRoute.get(target)!];
    return {
      severity: 'error',
      message: `anchor "#${hash}" not found on ${target}: link one of its headings${known.length ? ` (${known.slice(0, 12).join(', ')}${known.length > 12 ? ', …' : ''})` : ''}.`,
    };
  }
  return null;
}

/**
 * Checks every internal link of every page against the index.
 * @param failedRoutes - routes of pages that did not compile: links to them are checked, their anchors are not
 * @returns errors for unknown routes and unknown `#anchors`
 */
export function checkLinks(index: Pick<ContentIndex, 'entries' | 'byId'>, paths = knownPaths(index), failedRoutes: ReadonlySet<string> = new Set()): Problem[] {
  const problems: Problem[] = [];
  const anchorsByRoute = new Map(index.entries.map((e) => [e.route, new Set(e.headings.map((h) => h.id))]));
  // A page that did not compile has no headings yet: its anchors are not checked (no cascade).
  for (const route of failedRoutes) anchorsByRoute.delete(route);
  for (const entry of index.entries) {
    for (const link of entry.links) {
      if (entry.kind === 'api' && link.pointer) {
        // A spec description has no folder of its own: a relative link is an error, named by the description's pointer.
        const verdict = checkLink(link.url, '', paths, anchorsByRoute);
        if (verdict) problems.push({ file: entry.file.split('#')[0]!, line: link.line, ...verdict, message: `${link.pointer}: ${verdict.message}` });
        continue;
      }
      const verdict = checkLink(link.url, entry.route, paths, anchorsByRoute);
      if (verdict) problems.push({ file: entry.file, line: link.line, ...verdict });
    }
  }
  return problems;
}

/** What scripts/py/check_python_blocks.py reports for one Python block. */
export interface PythonResult {
  error: string | null;
  line: number | null;
  /** Absolute modules the block imports. */
  imports: string[];
}

/**
 * Parses every Python block of the entries with python3 (one process) and lists what each imports.
 * @throws Error when python3 cannot be started
 */
export function analysePython(entries: DocEntry[]): Map<CodeBlock, PythonResult> {
  const blocks = entries.flatMap((entry) => entry.codeBlocks.filter((b) => b.lang === 'python' || b.lang === 'py'));
  if (!blocks.length) return new Map();
  const script = path.join(import.meta.dirname, '../../scripts/py/check_python_blocks.py');
  const input = JSON.stringify({ python: blocks.map((b, i) => ({ key: `${i}`, code: b.value })) });
  // The blocks are only parsed, never run; the parser still gets content, so it runs sandboxed too.
  const run = runSandboxed(nadaPython(), ['-I', script], { input });
  if (run.failure || run.status !== 0) throw new Error(`python3 failed to check code blocks: ${run.failure ?? run.stderr}`);
  const results = (JSON.parse(run.stdout) as { python: Record<string, PythonResult> }).python;
  return new Map(blocks.map((block, i) => [block, results[`${i}`]!]));
}

/**
 * Reports Python blocks that do not parse, at the line of the error.
 * @param analysed - the result of {@link analysePython} for these entries, when already run
 * @throws Error when python3 cannot be started
 */
export function checkPython(entries: DocEntry[], analysed = analysePython(entries)): Problem[] {
  return entries.flatMap((entry) =>
    entry.codeBlocks.flatMap((b): Problem[] => {
      const r = analysed.get(b);
      return r?.error ? [{ file: entry.file, line: b.line + (r.line ?? 1), severity: 'error', message: `Python block does not parse: ${r.error}` }] : [];
    }),
  );
}

/** What {@link checkContentReport} found, with what the real tools checked. */
export interface ContentReport {
  problems: Problem[];
  /** nada programs compiled, per nada-dsl version. */
  compiled: CompileCounts;
  /** Python samples pyright type-checked, per release they import (`nillion-client 0.2.1rc2`). */
  pyright: Map<string, number>;
  /** TypeScript blocks tsc type-checked, per npm package with its installed version. */
  typeChecked: Map<string, { blocks: number; version: string }>;
}

/**
 * Runs every check over the index's hand-written pages and reports what the sample tools checked.
 * @param only - restrict to these repository-relative files (e.g. from the command line)
 * @param root - the folder the entries' `file` paths are relative to
 */
export function checkContentReport(index: ContentIndex, only?: Set<string>, root = process.cwd()): ContentReport {
  const docs = index.entries.filter((e): e is DocEntry => e.kind === 'doc' && (!only || only.has(e.file)));
  const python = analysePython(docs);
  const pySamples = docs.flatMap((entry) =>
    entry.codeBlocks.flatMap((block) => (python.get(block)?.error === null ? [{ entry, block, imports: python.get(block)!.imports }] : [])),
  );
  const nada = checkNadaPrograms(docs, new Map(pySamples.map((s) => [s.block, s.imports])));
  const pyright = checkPythonSamples(pySamples, root);
  const scripts = scriptBlocks(docs);
  const installed = typeCheckedPackages(root, [...new Set(scripts.flatMap((s) => s.packages))]);
  const types = typeCheckBlocks(scripts, installed, root);
  const problems = [
    ...checkLinks({ entries: index.entries, byId: index.byId }).filter((p) => !only || only.has(p.file)),
    ...checkPython(docs, python),
    ...scripts.flatMap((s) => s.parseProblem ?? []),
    ...nada.problems,
    ...pyright.problems,
    ...types.problems,
    ...checkGlossaryLinks(docs, index.byId.get(GLOSSARY_ROUTE.slice(1)) as DocEntry | undefined),
    ...docs.flatMap((d) => checkPageLabel(d)),
  ];
  return {
    problems: applyErrorExamples(docs, problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    compiled: nada.counts,
    pyright: pyright.counts,
    typeChecked: new Map([...installed].map(([p, version]) => [p, { blocks: types.counts.get(p) ?? 0, version }])),
  };
}

/** TypeScript and JavaScript blocks with the packages they import; a block that does not parse carries its problem. */
function scriptBlocks(docs: DocEntry[]): ScriptBlock[] {
  return docs.flatMap((entry) =>
    entry.codeBlocks.flatMap((block): ScriptBlock[] => {
      if (!SCRIPT_LANGS.has(block.lang ?? '')) return [];
      const read = scriptImports(block.value, block.lang!);
      if (read.specifiers) return [{ entry, block, specifiers: read.specifiers, packages: read.packages }];
      const parseProblem: Problem = {
        file: entry.file,
        line: block.line + (read.line ?? 1),
        severity: 'error',
        message: `${block.lang} block does not parse: ${read.error}`,
      };
      return [{ entry, block, specifiers: [], packages: [], parseProblem }];
    }),
  );
}

/**
 * Error examples other than nada programs (whose compiler check handles its own): a block marked
 * ` expect-error="<text>" ` must fail a check (parse, pyright, tsc) with a message containing the
 * text. Its own problems are then dropped; a marked block without that failure is an error.
 */
function applyErrorExamples(docs: DocEntry[], problems: Problem[]): Problem[] {
  const marked = docs.flatMap((entry) =>
    entry.codeBlocks
      .filter((b) => expectedError(b) !== null && !isNadaProgram(b))
      .map((block) => ({ entry, block, expected: expectedError(block)!, end: block.line + block.value.split('\n').length + 1 })),
  );
  if (!marked.length) return problems;
  const inside = (p: Problem, m: (typeof marked)[number]) => p.file === m.entry.file && p.line >= m.block.line && p.line <= m.end;
  const kept = problems.filter((p) => !marked.some((m) => inside(p, m)));
  for (const m of marked) {
    const own = problems.filter((p) => inside(p, m));
    const report = (message: string) => kept.push({ file: m.entry.file, line: m.block.line, severity: 'error', message });
    if (!m.expected) report('block marked expect-error without the error: write expect-error="<the message the check reports>".');
    else if (!own.some((p) => p.message.includes(m.expected))) {
      report(
        `block marked expect-error="${m.expected}" ${own.length ? `fails with another error: ${own[0]!.message}` : 'passes every check (parse, pyright, tsc)'}: show the error the checks report, or remove the marker.`,
      );
    }
  }
  return kept;
}

/** GitHub Actions workflow-command escaping of a message (`%`, CR, LF) and of a property value (also `:` and `,`). */
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * A problem as a GitHub Actions annotation (`::error file=…,line=…::message`, from the "Workflow
 * commands for GitHub Actions" documentation), which GitHub shows on the line of a pull request.
 */
export function formatAnnotation(p: Problem): string {
  return `::${p.severity} file=${escapeProperty(p.file)},line=${p.line}::${escapeData(p.message)}`;
}
