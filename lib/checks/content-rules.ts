/**
 * Writing rules of the content check (documented in CONTRIBUTING.md, "Content rules"):
 * - page text speaks to the reader, never about how the page was written (no "upstream",
 *   "original page", "older version of this page", "our explanation", "the brief");
 * - at most one uncertainty admonition per page, and none next to a table of values or on a
 *   values page;
 * - a stated example result (`**Result** (`test_name`): `out` is 40.`) and a `nada run` output
 *   block equal the `expected_outputs` of the test file they name; `nada run` output is never
 *   shown in a one-line `Outputs: {…}` form.
 * Every finding is an error with the file and 1-based line.
 */
import { isDeepStrictEqual } from 'node:util';
import { parse as parseYaml } from 'yaml';
import type { DocEntry } from '../content/types';
import type { Problem } from './problem';

/** One line of a page source, with whether it lies inside a fenced code block. */
export interface SourceLine {
  /** 1-based line number in the file. */
  line: number;
  text: string;
  /** True for fence lines and the lines between them. */
  inCode: boolean;
}

/** Splits a page source into lines and marks fenced code (``` or ~~~, CommonMark closing rules). */
export function sourceLines(source: string): SourceLine[] {
  let fence: string | null = null;
  return source.split('\n').map((text, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (m) {
      if (!fence) fence = m[1]!;
      else if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = null;
      return { line: i + 1, text, inCode: true };
    }
    return { line: i + 1, text, inCode: fence !== null };
  });
}

/** Prose of a line: the text without inline code spans. */
export const proseOf = (text: string) => text.replace(/`[^`]*`/g, '');

/** Wording about how a page was written, which a reader cannot act on. */
export const META_WORDING =
  /\bupstream\b|\boriginal (?:page|guide|tutorial)\b|\b(?:older|earlier|previous) versions? of this (?:page|guide|tutorial|example)\b|\bour (?:explanation|interpretation)\b|\bthe brief\b/i;

/**
 * Wording that marks an admonition as an uncertainty box: the page admits it does not know.
 * Matched case-insensitively against the admonition's title and body.
 */
export const UNCERTAINTY_WORDING =
  /\bunverified\b|\bnot (?:been |yet )?(?:verified|confirmed)\b|\b(?:could|can) ?not (?:be )?(?:verified|confirmed)\b|\bmay have ended\b|\b(?:likely|probably) (?:has )?ended\b|\bwhether (?:it|this|they|any part of it) (?:is|are) still\b/i;

/** Pages whose job is definite values (endpoints, chain ids): no uncertainty admonition at all. */
export const VALUES_PAGES = new Set(['content/network-configuration.mdx']);

/** An admonition block: `:::type[Title]` … `:::`. Lines are 1-based, inclusive. */
export interface AdmonitionBlock {
  type: string;
  start: number;
  end: number;
  /** Title and body text, fence lines excluded. */
  text: string;
}

/** Finds the admonitions of a page source (outside code), matching fences by colon count. */
export function findAdmonitions(lines: SourceLine[]): AdmonitionBlock[] {
  const found: AdmonitionBlock[] = [];
  const open: { colons: number; type: string; start: number; title: string; body: string[] }[] = [];
  for (const { line, text, inCode } of lines) {
    if (inCode) {
      open.at(-1)?.body.push(text);
      continue;
    }
    const opening = /^\s*(:{3,})([a-z]+)(?:\[([^\]]*)\])?/.exec(text);
    const closing = /^\s*(:{3,})\s*$/.exec(text);
    if (opening) {
      open.push({ colons: opening[1]!.length, type: opening[2]!, start: line, title: opening[3] ?? '', body: [] });
    } else if (closing && open.length && open.at(-1)!.colons === closing[1]!.length) {
      const a = open.pop()!;
      found.push({ type: a.type, start: a.start, end: line, text: [a.title, ...a.body].join('\n') });
      open.at(-1)?.body.push(a.title, ...a.body);
    } else {
      open.at(-1)?.body.push(text);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const isTableRow = (l: SourceLine | undefined) => !!l && !l.inCode && /^\s*\|/.test(l.text);

/** The nearest non-blank line before or after `line` (1-based), or undefined. */
function neighbour(lines: SourceLine[], line: number, step: -1 | 1): SourceLine | undefined {
  for (let i = line - 1 + step; i >= 0 && i < lines.length; i += step) {
    if (lines[i]!.text.trim() !== '') return lines[i];
  }
  return undefined;
}

/**
 * Checks the writing rules: meta wording in prose, the one-uncertainty-box limit, and no
 * uncertainty box on a values page or directly before or after a table.
 * @param file - repository-relative path, for messages and the values-page list
 */
export function checkWritingRules(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const lines = sourceLines(source);
  const error = (line: number, message: string) => problems.push({ file, line, severity: 'error', message });

  for (const l of lines) {
    if (l.inCode) continue;
    const hit = META_WORDING.exec(proseOf(l.text));
    if (hit) {
      error(l.line, `"${hit[0]}" talks about how the page was written: say what holds for the reader (name the version it applies to) or remove it.`);
    }
  }

  const uncertain = findAdmonitions(lines).filter((a) => UNCERTAINTY_WORDING.test(a.text));
  for (const a of uncertain.slice(1)) {
    error(
      a.start,
      `second uncertainty admonition on the page (the first is at line ${uncertain[0]!.start}): settle the fact, scope it to a version, or leave it out.`,
    );
  }
  for (const a of uncertain) {
    if (VALUES_PAGES.has(file)) {
      error(a.start, 'uncertainty admonition on a values page: a value that is not settled is left out.');
    } else if (isTableRow(neighbour(lines, a.start, -1)) || isTableRow(neighbour(lines, a.end, 1))) {
      error(a.start, 'uncertainty admonition next to a table of values: settle the value or leave the row out.');
    }
  }
  return problems;
}

/** `**Result** (`test_name`): `out` is 40, `other` is 2 and `flag` is true.` */
const RESULT_LINE = /^\s*\*\*Result\*\* \(`([\w-]+)`\):(.*)$/;
const RESULT_PAIR = /`(\w+)` is (-?\d+(?:\.\d+)?|true|false|\[[^\]]*\])/g;

/** Test files on the page by test name (`tests/<name>.yaml`), with their parsed YAML. */
function testFiles(entry: Pick<DocEntry, 'codeBlocks'>): Map<string, { expected: Record<string, unknown> | null }> {
  const tests = new Map<string, { expected: Record<string, unknown> | null }>();
  for (const b of entry.codeBlocks) {
    const name = /^tests\/([\w-]+)\.ya?ml$/.exec(b.title ?? '')?.[1];
    if (!name || (b.lang !== 'yaml' && b.lang !== 'yml')) continue;
    try {
      const doc = parseYaml(b.value) as { expected_outputs?: unknown } | null;
      const expected = doc?.expected_outputs;
      tests.set(name, { expected: expected && typeof expected === 'object' ? (expected as Record<string, unknown>) : null });
    } catch {
      tests.set(name, { expected: null }); // the YAML error is reported by checkBlocks
    }
  }
  return tests;
}

/** Compares stated output values with a test file's `expected_outputs`. */
function compareOutputs(stated: [string, unknown][], test: string, tests: ReturnType<typeof testFiles>, report: (message: string) => void) {
  const file = tests.get(test);
  if (!file) {
    report(`the result names test "${test}", but the page has no \`tests/${test}.yaml\` block: show the test file or name one that is on the page.`);
    return;
  }
  if (!file.expected) return;
  for (const [name, value] of stated) {
    if (!(name in file.expected)) report(`\`${name}\` is not an output of tests/${test}.yaml (expected_outputs: ${Object.keys(file.expected).join(', ')}).`);
    else if (!isDeepStrictEqual(value, file.expected[name])) {
      report(
        `\`${name}\` is stated as ${JSON.stringify(value)}, but tests/${test}.yaml expects ${JSON.stringify(file.expected[name])}: state the test file's value.`,
      );
    }
  }
  const missing = Object.keys(file.expected).filter((n) => !stated.some(([s]) => s === n));
  if (missing.length) report(`the result leaves out ${missing.map((n) => `\`${n}\``).join(', ')} of tests/${test}.yaml: state every expected output.`);
}

/**
 * Checks stated example results against the page's test files:
 * - a result line `**Result** (`name`): `out` is 40.` must state exactly the `expected_outputs` of
 *   the `tests/<name>.yaml` block on the same page;
 * - a `nada run` output block (a code block with an `Outputs: {` line) must use the multi-line
 *   form, name its test in a `… from test file <name>` line, and show that test's values.
 */
export function checkStatedResults(entry: Pick<DocEntry, 'file' | 'codeBlocks'>, source: string): Problem[] {
  const problems: Problem[] = [];
  const tests = testFiles(entry);
  for (const l of sourceLines(source)) {
    if (l.inCode) continue;
    const m = RESULT_LINE.exec(l.text);
    if (!m) continue;
    const stated = [...m[2]!.matchAll(RESULT_PAIR)].map((p): [string, unknown] => [p[1]!, parseYaml(p[2]!)]);
    const report = (message: string) => problems.push({ file: entry.file, line: l.line, severity: 'error', message });
    if (!stated.length) report('result line states no output: write `` `name` is value `` for each expected output.');
    else compareOutputs(stated, m[1]!, tests, report);
  }
  for (const b of entry.codeBlocks) {
    const at = b.value.split('\n').findIndex((t) => /^Outputs: \{/.test(t));
    if (at < 0) continue;
    const report = (message: string) => problems.push({ file: entry.file, line: b.line + 1 + at, severity: 'error', message });
    if (!/^Outputs: \{\s*$/.test(b.value.split('\n')[at]!)) {
      report('one-line `Outputs: {…}` is not what `nada run` prints: state the result in prose (`**Result** (`test_name`): `out` is 40.`).');
      continue;
    }
    const test = /from test file ([\w-]+)/.exec(b.value)?.[1];
    if (!test) {
      report('`nada run` output block names no test: keep its `Running program … with inputs from test file <name>` line.');
      continue;
    }
    const stated = [...b.value.matchAll(/"(\w+)": \w+\(\s*Nada\w+\(\s*(-?\d+|true|false),/g)].map((p): [string, unknown] => [p[1]!, parseYaml(p[2]!)]);
    compareOutputs(stated, test, tests, report);
  }
  return problems;
}
