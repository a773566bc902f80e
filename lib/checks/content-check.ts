/**
 * The content check: reads the content index and reports, with file:line,
 * - internal links to routes that do not exist and `#anchors` no heading of the target page has
 *   (errors: a link that promises a section must land on it);
 * - glossary links without a term the glossary defines, links that say a page "lists" or
 *   "defines" something without naming the heading, and repository-driving tutorials whose paths
 *   and commands are not in their snapshot list (cross-page.ts);
 * - sample names: imports and attributes of Python and TypeScript blocks against the committed
 *   facts of the released packages and the page's `applies_to` label (sample-names.ts), blocks
 *   importing registry packages type-checked against them (sample-types.ts), and error examples
 *   (`expect-error` blocks) that must fail a static check;
 * - fenced code blocks without a language, JSON/YAML blocks that do not parse, Python blocks that do
 *   not parse (python3 `ast.parse`, one process for the whole site);
 * - nada programs (`src/*.py` blocks or blocks defining `nada_main`) that do not import from
 *   `nada_dsl`, define `nada_main()` and return a list of `Output(...)`; test files
 *   (`tests/*.yaml` blocks) without `program`, `inputs`, `expected_outputs`, or whose names do not
 *   match the program's inputs and outputs;
 * - placeholder prose (TODO, TBD, FIXME, lorem ipsum) outside code;
 * - code fences that are never closed (content-damage.ts).
 * - the writing rules and stated example results of content-rules.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse as parseYaml } from 'yaml';
import type { ContentIndex, DocEntry, CodeBlock } from '../content/types';
import { checkFences } from './content-damage';
import { checkStatedResults, checkWritingRules, proseOf, sourceLines } from './content-rules';
import type { Problem } from './problem';
import { listSourceFiles } from '../hosting/source-files';
import { SCRIPT_LANGS, scriptBlockNames, type BlockNames } from './block-names';
import { checkGlossaryLinks, checkPromiseLinks, checkSnapshot, GLOSSARY_ROUTE } from './cross-page';
import { packageOfModule } from './package-facts';
import { checkSampleNames, isErrorExample, type NamedBlock, type SampleCounts } from './sample-names';
import { npmPackageOf, typeCheckBlocks, typeCheckedPackages } from './sample-types';
import { checkInstallCommands } from './sample-versions';

export type { Problem } from './problem';
export { formatProblem } from './problem';

/** Routes that exist besides the index's pages: the home page, search, and build artifacts. */
export const ARTIFACT_ROUTES = ['/', '/search', '/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt'];

/**
 * Every internal path a link may target: index routes, their `.md` twins, artifacts and the
 * files in `public/`.
 */
export function knownPaths(index: Pick<ContentIndex, 'entries'>, publicDir = path.join(process.cwd(), 'public')): Set<string> {
  const paths = new Set<string>(ARTIFACT_ROUTES);
  for (const entry of index.entries) {
    paths.add(entry.route);
    paths.add(`${entry.route}.md`);
  }
  for (const f of listSourceFiles(publicDir).files) paths.add(`/${f}`);
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
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return null; // external
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

/** Heading ids of every page, by route. */
export function anchorsOf(index: Pick<ContentIndex, 'entries'>): Map<string, Set<string>> {
  return new Map(index.entries.map((e) => [e.route, new Set(e.headings.map((h) => h.id))]));
}

/**
 * Checks every internal link of every page against the index.
 * @param failedRoutes - routes of pages that did not compile: links to them are checked, their anchors are not
 * @returns errors for unknown routes and unknown `#anchors`
 */
export function checkLinks(index: Pick<ContentIndex, 'entries' | 'byId'>, paths = knownPaths(index), failedRoutes: ReadonlySet<string> = new Set()): Problem[] {
  const problems: Problem[] = [];
  const anchorsByRoute = anchorsOf(index);
  // A page that did not compile has no headings yet: its anchors are not checked (no cascade).
  for (const route of failedRoutes) anchorsByRoute.delete(route);
  for (const entry of index.entries) {
    if (entry.kind !== 'doc') continue;
    for (const link of entry.links) {
      const verdict = checkLink(link.url, entry.route, paths, anchorsByRoute);
      if (verdict) problems.push({ file: entry.file, line: link.line, ...verdict });
    }
  }
  return problems;
}

const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|lorem ipsum/i;

/** Finds placeholder words in prose (outside fenced code and inline code). */
export function checkProse(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  for (const { line, text, inCode } of sourceLines(source)) {
    if (inCode) continue;
    const hit = PLACEHOLDER.exec(proseOf(text));
    if (hit) problems.push({ file, line, severity: 'error', message: `placeholder prose "${hit[0]}": finish the sentence or remove it.` });
  }
  return problems;
}

const isNadaProgram = (b: CodeBlock) =>
  (b.lang === 'python' || b.lang === 'py') && (/^src\/.+\.py$/.test(b.title ?? '') || /\bdef nada_main\s*\(/.test(b.value));
const isTestFile = (b: CodeBlock) => (b.lang === 'yaml' || b.lang === 'yml') && /^tests\/.+\.ya?ml$/.test(b.title ?? '');

/** Checks languages, JSON and YAML parsing, and the structure of nada test files (not Python). */
export function checkBlocks(entry: DocEntry): Problem[] {
  const problems: Problem[] = [];
  const err = (b: CodeBlock, message: string) => problems.push({ file: entry.file, line: b.line, severity: 'error', message });
  for (const block of entry.codeBlocks) {
    if (!block.lang) {
      err(block, 'code block without a language: add one after the opening fence (```python, ```bash, ```text …).');
      continue;
    }
    if (block.lang === 'json') {
      try {
        JSON.parse(block.value);
      } catch (e) {
        err(block, `JSON block does not parse: ${(e as Error).message}`);
      }
    }
    if (block.lang === 'yaml' || block.lang === 'yml') {
      let doc: unknown;
      try {
        doc = parseYaml(block.value);
      } catch (e) {
        err(block, `YAML block does not parse: ${(e as Error).message.split('\n')[0]}`);
        continue;
      }
      if (isTestFile(block)) {
        const d = doc as Record<string, unknown> | null;
        for (const key of ['program', 'inputs', 'expected_outputs']) {
          if (!d || typeof d !== 'object' || !(key in d)) err(block, `nada test file ${block.title} has no "${key}" key.`);
        }
      }
    }
  }
  return problems;
}

/** What scripts/py/check_python_blocks.py reports for one Python block. */
export interface PythonResult {
  error: string | null;
  line: number | null;
  nada: { problems: string[]; inputs: string[]; outputs: string[]; dynamic: boolean } | null;
  names: BlockNames | null;
}

/**
 * Parses every Python block of the entries with python3 (one process) and reads nada programs
 * and the names each block takes from other modules.
 * @throws Error when python3 cannot be started
 */
export function analysePython(entries: DocEntry[], python = 'python3'): Map<CodeBlock, PythonResult> {
  const blocks: { key: string; code: string; nada: boolean }[] = [];
  const byKey = new Map<string, CodeBlock>();
  entries.forEach((entry, e) => {
    entry.codeBlocks.forEach((b, i) => {
      if (b.lang !== 'python' && b.lang !== 'py') return;
      blocks.push({ key: `${e}:${i}`, code: b.value, nada: isNadaProgram(b) });
      byKey.set(`${e}:${i}`, b);
    });
  });
  const script = path.join(import.meta.dirname, '../../scripts/py/check_python_blocks.py');
  const run = spawnSync(python, [script], { input: JSON.stringify({ python: blocks }), encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.error || run.status !== 0) throw new Error(`python3 failed to check code blocks: ${run.error?.message ?? run.stderr}`);
  const results = (JSON.parse(run.stdout) as { python: Record<string, PythonResult> }).python;
  return new Map([...byKey].map(([key, block]) => [block, results[key]!]));
}

/**
 * Checks Python blocks: they parse, nada programs follow the program rules, and each test file
 * matches the program it names (`src/<program>.py` on the same page).
 * @param analysed - the result of {@link analysePython} for these entries, when already run
 * @throws Error when python3 cannot be started
 */
export function checkPython(entries: DocEntry[], python = 'python3', analysed = analysePython(entries, python)): Problem[] {
  const problems: Problem[] = [];
  entries.forEach((entry) => {
    const programs = new Map<string, PythonResult['nada']>();
    entry.codeBlocks.forEach((b) => {
      const r = analysed.get(b);
      if (!r) return;
      if (r.error) {
        problems.push({ file: entry.file, line: b.line + (r.line ?? 1), severity: 'error', message: `Python block does not parse: ${r.error}` });
        return;
      }
      if (r.nada) {
        for (const p of r.nada.problems) {
          problems.push({ file: entry.file, line: b.line, severity: 'error', message: `nada program ${b.title ?? ''} ${p}.`.replace('  ', ' ') });
        }
        const name = /^src\/(.+)\.py$/.exec(b.title ?? '')?.[1];
        if (name) programs.set(name, r.nada);
      }
    });
    for (const b of entry.codeBlocks.filter(isTestFile)) {
      let doc: { program?: unknown; inputs?: unknown; expected_outputs?: unknown };
      try {
        doc = parseYaml(b.value) ?? {};
      } catch {
        continue; // reported by checkBlocks
      }
      const program = typeof doc.program === 'string' ? programs.get(doc.program) : undefined;
      if (!program || program.dynamic) continue;
      const compare = (what: string, declared: string[], used: unknown) => {
        const names = used && typeof used === 'object' ? Object.keys(used) : [];
        const missing = declared.filter((n) => !names.includes(n));
        const extra = names.filter((n) => !declared.includes(n));
        if (missing.length || extra.length) {
          problems.push({
            file: entry.file,
            line: b.line,
            severity: 'error',
            message:
              `test file ${b.title} ${what} do not match program "${String(doc.program)}"` +
              `${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; unknown: ${extra.join(', ')}` : ''}.`,
          });
        }
      };
      compare('inputs', [...new Set(program.inputs)], doc.inputs);
      compare('expected_outputs', [...new Set(program.outputs)], doc.expected_outputs);
    }
  });
  return problems;
}

/** What {@link checkContentReport} found, with the sample check's coverage. */
export interface ContentReport {
  problems: Problem[];
  /** Per package with committed facts: blocks whose names were checked, and blocks importing it. */
  sampleCounts: SampleCounts;
  /** Per npm package type-checked from node_modules: blocks checked, and the installed version. */
  typeChecked: Map<string, { blocks: number; version: string }>;
  /** Blocks importing modules neither facts nor a type check cover, by module. */
  uncovered: Map<string, number>;
}

/**
 * Runs every check over the index's hand-written pages and reports the sample check's coverage.
 * @param only - restrict to these repository-relative files (e.g. from the command line)
 * @param root - the folder the entries' `file` paths are relative to
 */
export function checkContentReport(index: ContentIndex, only?: Set<string>, root = process.cwd()): ContentReport {
  const docs = index.entries.filter((e): e is DocEntry => e.kind === 'doc' && (!only || only.has(e.file)));
  const sources = new Map(docs.map((d) => [d, fs.readFileSync(path.resolve(root, d.file), 'utf8')]));
  const sourceByFile = new Map(docs.map((d) => [d.file, sources.get(d)!]));
  const python = analysePython(docs);
  const samples = sampleBlocks(docs, python);
  const names = checkSampleNames(samples, sourceByFile);
  const scriptImports = samples.filter((s) => SCRIPT_LANGS.has(s.block.lang ?? '')).flatMap((s) => s.names?.imports ?? []);
  const candidates = [...new Set(scriptImports.map((i) => npmPackageOf(i.module)).filter((p): p is string => !!p && !packageOfModule(p)))];
  const installed = typeCheckedPackages(root, candidates);
  const types = typeCheckBlocks(samples, installed, root);
  const headingsByRoute = new Map(index.entries.map((e) => [e.route, e.headings.map((h) => h.id)]));
  const problems = [
    ...checkLinks({ entries: index.entries, byId: index.byId }).filter((p) => !only || only.has(p.file)),
    ...docs.flatMap((d) => checkBlocks(d)),
    ...docs.flatMap((d) => checkProse(d.file, sources.get(d)!)),
    ...docs.flatMap((d) => checkWritingRules(d.file, sources.get(d)!)),
    ...docs.flatMap((d) => checkStatedResults(d, sources.get(d)!)),
    ...docs.flatMap((d) => checkFences(d.file, sources.get(d)!)),
    ...checkPython(docs, 'python3', python),
    ...samples.flatMap((s) => s.parseProblem ?? []),
    ...names.problems,
    ...types.problems,
    ...checkGlossaryLinks(docs, index.byId.get(GLOSSARY_ROUTE.slice(1)) as DocEntry | undefined, sourceByFile),
    ...docs.flatMap((d) => checkPromiseLinks(d, sources.get(d)!, headingsByRoute)),
    ...docs.flatMap((d) => checkSnapshot(d, sources.get(d)!, path.join(root, 'content'))),
    ...docs.flatMap((d) => checkInstallCommands(d, undefined, sources.get(d))),
  ];
  return {
    problems: applyErrorExamples(docs, problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    sampleCounts: names.counts,
    typeChecked: new Map([...installed].map(([p, version]) => [p, { blocks: types.counts.get(p) ?? 0, version }])),
    uncovered: new Map([...names.uncovered].filter(([m]) => !installed.has(m))),
  };
}

/**
 * Runs every check over the index's hand-written pages.
 * @param only - restrict to these repository-relative files (e.g. from the command line)
 * @param root - the folder the entries' `file` paths are relative to
 */
export function checkContent(index: ContentIndex, only?: Set<string>, root = process.cwd()): Problem[] {
  return checkContentReport(index, only, root).problems;
}

/** Python, TypeScript and JavaScript blocks with the names they use; a script block that does not parse carries its problem. */
function sampleBlocks(docs: DocEntry[], python: Map<CodeBlock, PythonResult>): (NamedBlock & { parseProblem?: Problem })[] {
  return docs.flatMap((entry) =>
    entry.codeBlocks.flatMap((block) => {
      const py = python.get(block);
      if (py) return [{ entry, block, names: py.names }];
      if (!SCRIPT_LANGS.has(block.lang ?? '')) return [];
      const read = scriptBlockNames(block.value, block.lang!);
      const parseProblem: Problem | undefined = read.names
        ? undefined
        : { file: entry.file, line: block.line + (read.line ?? 1), severity: 'error', message: `${block.lang} block does not parse: ${read.error}` };
      return [{ entry, block, names: read.names, parseProblem }];
    }),
  );
}

/**
 * Error examples: a block marked `expect-error` in its fence meta must fail a static check (parse,
 * nada program rules, sample names or types). Its own problems are expected and dropped; a marked
 * block with none is an error.
 */
function applyErrorExamples(docs: DocEntry[], problems: Problem[]): Problem[] {
  const marked = docs.flatMap((entry) =>
    entry.codeBlocks.filter(isErrorExample).map((block) => ({ entry, block, end: block.line + block.value.split('\n').length + 1 })),
  );
  if (!marked.length) return problems;
  const inside = (p: Problem, m: (typeof marked)[number]) => p.file === m.entry.file && p.line >= m.block.line && p.line <= m.end;
  const kept = problems.filter((p) => !marked.some((m) => inside(p, m)));
  for (const m of marked) {
    if (!problems.some((p) => inside(p, m))) {
      kept.push({
        file: m.entry.file,
        line: m.block.line,
        severity: 'error',
        message:
          'block marked expect-error passes every static check (parse, nada program rules, sample names and types): show an error the checks catch, or remove the marker.',
      });
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
