/**
 * Citations (CONTRIBUTING.md § Content rules): a behaviour rule cites the line of released source
 * that enforces it, with `:cite[<path>#L<start>-L<end>]` (lib/mdx/remark-citations.ts). On the
 * page's tree, after the site's plugins resolved each citation:
 * - errors: a citation on a page without `sources:`; a label that is not `<path>#L<n>[-L<m>]`; a
 *   path no `sources:` entry lists (or listed under several entries without `{repo="…"}`); a line
 *   range that starts below 1, ends before it starts or spans more than {@link MAX_CITED_LINES}
 *   lines; and, where the cited release is vendored under tests/fixtures/pypi/ (same repository,
 *   the page's ref is the fixture's commit or tag, and the fixture holds the path), lines past the
 *   end of that file;
 * - warnings (a heuristic): on a page with `sources:`, a sentence that reads like a behaviour rule
 *   ({@link RULE_WORDING}) with no citation after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Nodes, Parent, PhrasingContent, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { loadFixtures } from '../../checks/py-fixtures';
import type { Citation, SourceEntry } from '../../mdx/remark-citations';
import { lineText } from '../../mdx/remark-citations';
import { report } from './report';

/** A citation points at the enforcing lines, not a whole file: at most this many lines. */
export const MAX_CITED_LINES = 200;

/**
 * Wording of a sentence that states a behaviour rule, one pattern each: something refused or
 * raised, a default, a numeric limit, a permission (`only … may`), and an obligation (`must`) in a
 * clause that is not about the reader or a condition ("if your id must stay the same" is advice).
 * A heuristic: such a sentence without a citation gets a warning. Advice that merely contains
 * "only" or "must" ("Reveal only what may be disclosed.") does not match.
 */
export const RULE_WORDING = [
  /\b(?:rejects?|refuses?|returns an error|defaults? to)\b/i,
  /\b(?:raises?|throws?)\s+(?:an?\s+|the\s+)?(?:[\w.]+\s+)?[\w.]*(?:error|exception)\b/i,
  /\b(?:at most|at least|no more than)\s+\d|(?<!\badds? )\bup to\s+\d/i,
  /\b(?:may|can)\s+only\b|\bonly(?!\s+(?:what|when|where|if|whether)\b)(?:\s+[^\s,;:]+){1,5}?\s+(?:may|can)\b/i,
  /(?:^|[,;:])(?:(?!\b(?:if|when|what|whether|unless|because|where|you|your)\b)[^,;:])*\bmust\b/i,
];

/** Stands for a citation in a paragraph's text, so a sentence knows whether one follows it. */
const MARK = '\uE000';

/** One sentence: up to . ! ? (and closing quotes or brackets), then the citations after it, before white space or the end. */
const SENTENCE = new RegExp(`[\\s\\S]*?(?:[.!?][)"'’”]*${MARK}*(?=\\s|$)|$)`, 'g');

/** Line count of each vendored file, by `repo@ref:path` (the fixtures do not change during a build). */
const vendoredLines = new Map<string, number | null>();

/**
 * Lines of the vendored copy of `path` at the source's repository and ref, or `null` when that
 * release or that file is not vendored. A fixture copies repository paths unchanged when its
 * SOURCE.json lists the path and the file sits at the same path in the fixture folder; only then is
 * the mapping certain.
 */
function linesOfVendored(source: SourceEntry, file: string): number | null {
  const key = `${source.repo}@${source.ref}:${file}`;
  if (!vendoredLines.has(key)) {
    const fixture = loadFixtures().find((f) => f.repository === source.repo && (f.commit === source.ref || f.tag === source.ref) && f.paths.includes(file));
    const copy = fixture && path.join(fixture.dir, file);
    const text = copy && fs.existsSync(copy) ? fs.readFileSync(copy, 'utf8') : null;
    vendoredLines.set(key, text === null ? null : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
  }
  return vendoredLines.get(key) ?? null;
}

/** What is wrong with a citation (a message with the fix), or undefined when it names lines that exist. */
function citationProblem(node: Citation, sources: SourceEntry[] | undefined, page: string): string | undefined {
  const written = `:cite[${node.label}]`;
  if (!sources) {
    return `${written} on a page without \`sources:\`: list the repository, ref and path in the front matter's \`sources:\`, or remove the citation.`;
  }
  if (node.path === undefined || node.start === undefined || node.end === undefined) {
    return `${written} is not a citation: write :cite[<path>#L<start>-L<end>] or :cite[<path>#L<line>], the path as listed in \`sources:\`.`;
  }
  const { path: cited, start, end } = node;
  if (start < 1 || end < start || end - start + 1 > MAX_CITED_LINES) {
    return `${written}: the line range must start at 1 or later, end at or after its start and span at most ${MAX_CITED_LINES} lines; cite the lines that enforce the rule.`;
  }
  if (node.matches.length === 0) {
    const where = node.repoAttribute ? `the \`sources:\` entry of ${node.repoAttribute}` : '`sources:`';
    return `${written}: ${cited} is not listed in ${where} of ${page}: add it to that entry's \`paths\` (with the repository and ref it was read at), or correct the path.`;
  }
  if (node.matches.length > 1) {
    const repos = node.matches.map((s) => s.repo).join(', ');
    return `${written}: ${cited} is listed under several \`sources:\` entries (${repos}): name one with {repo="Owner/name"}.`;
  }
  const source = node.matches[0]!;
  const lines = linesOfVendored(source, cited);
  if (lines !== null && end > lines) {
    return `${written}: ${cited} has ${lines} lines at ${source.repo}@${source.ref} (vendored in tests/fixtures/pypi/), so lines ${lineText(start, end)} do not exist: cite the lines that enforce the rule at that ref.`;
  }
  return undefined;
}

/** A paragraph or table cell's text, a {@link MARK} where each citation stands, with the node each stretch came from. */
function textWithMarks(children: PhrasingContent[]): { text: string; starts: { at: number; node: Nodes }[] } {
  let text = '';
  const starts: { at: number; node: Nodes }[] = [];
  for (const child of children) {
    starts.push({ at: text.length, node: child });
    text += child.type === 'citation' ? MARK : mdastToString(child);
  }
  return { text, starts };
}

/** Warns about each sentence of a block that reads like a behaviour rule and has no citation after it. */
function checkUncited(file: VFile, block: Parent) {
  const { text, starts } = textWithMarks(block.children as PhrasingContent[]);
  const sentence = new RegExp(SENTENCE);
  for (let match = sentence.exec(text); match?.[0]; match = sentence.exec(text)) {
    const words = match[0].replaceAll(MARK, '');
    if (!match[0].includes(MARK) && RULE_WORDING.some((wording) => wording.test(words))) {
      const at = match.index + (match[0].length - match[0].trimStart().length);
      const from = [...starts].reverse().find((s) => s.at <= at)?.node ?? block;
      const excerpt = words.trim().replace(/\s+/g, ' ');
      report(
        file,
        from,
        `"${excerpt.length > 70 ? `${excerpt.slice(0, 70)}…` : excerpt}" reads like a behaviour rule without a citation: cite the line that enforces it (:cite[<path>#L<start>-L<end>]), or reword it if it is not a rule.`,
        'citations',
        'warning',
      );
    }
    if (sentence.lastIndex >= text.length) break;
  }
}

/**
 * Remark plugin: checks the page's citations (errors) and, on a page with `sources:`, warns about
 * uncited rule sentences. Runs after lib/mdx/remark-citations.ts resolved the citations.
 * @param options.file - the page's repository-relative path, for messages
 */
export function remarkCitationRules(options: { file: string }) {
  return (tree: Root, file: VFile) => {
    const sources = file.data.sources;
    visit(tree, (node) => {
      if (node.type === 'citation') {
        const problem = citationProblem(node, sources, options.file);
        if (problem) report(file, node, problem, 'citations');
      } else if (sources && (node.type === 'paragraph' || node.type === 'tableCell')) {
        checkUncited(file, node);
      } else if (node.type === 'code' || node.type === 'heading') return SKIP;
      return undefined;
    });
  };
}
