/**
 * Promises one page makes about another, checked as errors with file:line:
 * - a link to the glossary names a term: `/glossary#share`; a bare `/glossary` link is refused (an
 *   anchor the glossary's headings do not define fails the link check, content-check.ts);
 * - a tutorial that drives a repository (front matter `source_repo` and `source_commit`) has a
 *   snapshot list `content/.snapshots/<content id>.txt` of the repository's paths at that commit,
 *   and every file or folder its shell commands use (`cd`, `python3 x.py`, `node x.js`, `bash x.sh`,
 *   `cat`, `ls`, `source`) and every file path it names in inline code under one of the
 *   repository's folders is in that list. A path matches a listed path it equals or ends
 *   (`app/page.tsx` matches `examples/nextjs/app/page.tsx`, for a project made from that folder).
 *   Files the page has the reader make are exempt: code block titles, a path right after "Create",
 *   "Add", "Write" or "Save", and `target/*.nada.bin` on a page that runs `nada build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocEntry } from '../content/types';
import { slugify } from '../content/slug';
import type { Problem } from './problem';

/** The glossary's route. */
export const GLOSSARY_ROUTE = '/glossary';

/** Where snapshot lists live, relative to the content folder. */
const SNAPSHOT_DIR = '.snapshots';

/**
 * Glossary links of every page: each names a term (`/glossary#term`); a bare link is an error.
 * @param entries - all pages (the glossary among them; without it nothing is checked)
 * @param glossary - the glossary page; a link's text picks the suggested anchor among its headings
 */
export function checkGlossaryLinks(entries: DocEntry[], glossary: DocEntry | undefined): Problem[] {
  if (!glossary) return [];
  const terms = glossary.headings.map((h) => h.id);
  const problems: Problem[] = [];
  for (const entry of entries) {
    for (const link of entry.links) {
      const [pathPart = '', hash] = link.url.split('#', 2) as [string, string | undefined];
      if (pathPart.replace(/\/$/, '') !== GLOSSARY_ROUTE) continue;
      if (hash) continue; // an anchor the glossary lacks is reported by the link check
      const guess = link.text ? closestTerm(link.text, terms) : undefined;
      const fix = guess ? `link the term's heading, e.g. ${GLOSSARY_ROUTE}#${guess}` : `link the term's heading (${GLOSSARY_ROUTE}#<term>)`;
      const message = `bare glossary link "${link.url}": name the term. ${fix}, or add the term to the glossary. Terms: ${terms.join(', ')}.`;
      problems.push({ file: entry.file, line: link.line, severity: 'error', message });
    }
  }
  return problems;
}

/** The glossary anchor whose slug shares the most words with `text` (singular or plural), if any. */
function closestTerm(text: string, terms: string[]): string | undefined {
  const words = slugify(text)
    .split('-')
    .map((w) => w.replace(/s$/, ''))
    .filter((w) => w.length > 2);
  let best: { term: string; score: number } | undefined;
  for (const term of terms) {
    const parts = term.split('-').map((w) => w.replace(/s$/, ''));
    const score = words.filter((w) => parts.includes(w)).length;
    if (score && (!best || score > best.score)) best = { term, score };
  }
  return best?.term;
}

/**
 * The lines of a page source outside fenced code, 1-based: the snapshot check reads the inline
 * code of prose lines, which the content model does not keep.
 */
function proseLines(source: string): { line: number; text: string }[] {
  let fence: string | null = null;
  const lines: { line: number; text: string }[] = [];
  source.split('\n').forEach((text, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (m) {
      if (!fence) fence = m[1]!;
      else if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = null;
    } else if (fence === null) lines.push({ line: i + 1, text });
  });
  return lines;
}

/** The repository paths of a snapshot list: one per line; blank lines and `#` comments skipped. */
export function readSnapshot(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.replace(/^\.\//, ''));
}

/** File extensions that make an inline-code token a file name. */
const FILE_EXT = /\.(py|ts|tsx|js|jsx|mjs|cjs|json|toml|ya?ml|txt|md|mdx|sh|rs|sol|lock|env|ipynb|nada|bin|css|html)$/;

/** Commands whose path arguments must exist, and how many leading words name the command. */
const PATH_COMMANDS = /^(?:python3?|node|bash|sh|source|\.|cat|ls|uv\s+run|npx\s+tsx|nada\s+(?:build|run|test))\s+(.*)$/;

/**
 * A repository-driving tutorial's paths and commands against its snapshot list.
 * @param contentDir - the content folder (the snapshot lists live in its `.snapshots/`)
 * @returns errors at the line that names a missing path, or at `source_repo` when the list is missing
 */
export function checkSnapshot(entry: DocEntry, source: string, contentDir: string): Problem[] {
  if (!entry.source) return [];
  const listFile = path.join(contentDir, SNAPSHOT_DIR, `${entry.id}.txt`);
  const repoLine = entry.frontMatterLines?.source_repo ?? 1;
  const rel = path.posix.join('content', SNAPSHOT_DIR, `${entry.id}.txt`);
  if (!fs.existsSync(listFile)) {
    return [
      {
        file: entry.file,
        line: repoLine,
        severity: 'error',
        message: `the page drives ${entry.source.repo} but has no snapshot list ${rel}: list the repository paths at ${entry.source.commit} it names, one per line.`,
      },
    ];
  }
  const files = readSnapshot(fs.readFileSync(listFile, 'utf8'));
  const dirs = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const repoName = entry.source.repo.split('/')[1]!;
  // Files the page has the reader make: block titles, "Create `x`" in prose, and what `nada build` writes.
  const titles = entry.codeBlocks.map((b) => b.title).filter((t): t is string => !!t);
  const told = [...source.matchAll(/\b(?:[Cc]reate|[Aa]dd|[Ww]rite|[Ss]ave)\s+`([^`\s]+)`/g)].map((m) => m[1]!);
  const builds = entry.codeBlocks.some((b) => /\bnada build\b/.test(b.value));
  const isCreated = (p: string) =>
    [...titles, ...told].some((t) => t === p || t.endsWith(`/${p}`) || p.endsWith(`/${t}`)) || (builds && /(^|\/)target\/[^/]+\.nada\.bin$/.test(p));
  const problems: Problem[] = [];
  const missing = (line: number, what: string) =>
    problems.push({
      file: entry.file,
      line,
      severity: 'error',
      message: `${what} is not in ${entry.source!.repo} at ${entry.source!.commit.slice(0, 7)} (${rel}): fix the path, or re-check the page against the repository and update the list.`,
    });
  // A path names a file (or folder) of the snapshot when it is one, or ends one (the page may name
  // a file by its path inside a generated project).
  const isFile = (p: string) => files.some((f) => f === p || f.endsWith(`/${p}`));
  const isDir = (p: string) => p === '' || dirs.has(p) || [...dirs].some((d) => d.endsWith(`/${p}`));

  // Shell blocks: follow `cd` from the clone, check the paths commands read.
  let cwd: string | null = null; // null: outside the repository, or somewhere the page does not pin
  const made: string[] = []; // folders the page's own commands create (`python3 -m venv .venv`, `mkdir x`)
  for (const block of entry.codeBlocks) {
    if (!/^(bash|shell|sh|console|zsh)$/.test(block.lang ?? '')) continue;
    block.value.split('\n').forEach((raw, i) => {
      const line = block.line + 1 + i;
      for (const command of raw
        .replace(/^\s*\$\s*/, '')
        .split(/&&|;/)
        .map((c) => c.trim())) {
        const create = /(?:-m\s+venv|^mkdir(?:\s+-p)?|^touch)\s+(\S+)/.exec(command);
        if (create) made.push(path.posix.join(cwd ?? '', create[1]!));
        const cd = /^cd\s+(\S+)$/.exec(command);
        if (cd) {
          const target = cd[1]!.replace(/\/$/, '');
          if (target === repoName || (cwd === null && target.endsWith(`/${repoName}`))) cwd = '';
          else if (cwd !== null) {
            const joined = path.posix.normalize(path.posix.join(cwd, target)).replace(/^\.$/, '');
            if (joined.startsWith('..')) cwd = null;
            else if (isDir(joined)) cwd = joined;
            else if (isDir(target)) cwd = target;
            else if (made.includes(joined)) cwd = null;
            else {
              missing(line, `folder "${target}" (cd from ${cwd || 'the repository root'})`);
              cwd = null;
            }
          } else if (dirs.has(target)) cwd = target;
          continue;
        }
        const run = PATH_COMMANDS.exec(command);
        if (!run || cwd === null) continue;
        const arg = run[1]!.split(/\s+/).find((a) => !a.startsWith('-'));
        if (!arg || !/[./]/.test(arg) || /^[~$<]|:\/\//.test(arg)) continue;
        const joined = path.posix.normalize(path.posix.join(cwd, arg));
        if (made.some((m) => joined === m || joined.startsWith(`${m}/`))) continue;
        if (!files.includes(joined) && !dirs.has(joined.replace(/\/$/, '')) && !files.includes(arg) && !isCreated(arg) && !isCreated(joined)) {
          missing(line, `"${arg}" (run from ${cwd || 'the repository root'})`);
        }
      }
    });
  }
  // Inline code in prose that names a repository path: a file path whose first folder is a folder
  // of the snapshot (files the reader creates in other folders, and bare file names, are not
  // checked here; the commands above check the files they run).
  for (const { line, text } of proseLines(source)) {
    if (line <= repoLine) continue;
    for (const m of text.matchAll(/`([^`\s]+)`/g)) {
      const token = m[1]!.replace(/[),.:;]+$/, '').replace(/^\.\//, '');
      if (!token.includes('/') || !FILE_EXT.test(token) || /^(\.\.\/|[~/@$<])|:\/\/|%%|\*/.test(token) || isCreated(token)) continue;
      if (!isDir(token.split('/')[0]!)) continue;
      if (!isFile(token)) missing(line, `"${token}"`);
    }
  }
  return problems;
}
