/**
 * A tutorial that drives a repository (front matter `source_repo` and `source_commit`) against the
 * snapshot list `<content folder>/.snapshots/<content id>.txt` of the repository's paths at that
 * commit: every file or folder its shell commands use (`cd`, `python3 x.py`, `node x.js`,
 * `bash x.sh`, `cat`, `ls`, `source`) and every file path it names in inline code under one of the
 * repository's folders must be in that list. A path matches a listed path it equals or ends
 * (`app/page.tsx` matches `examples/nextjs/app/page.tsx`, for a project made from that folder).
 * Files the page has the reader make are exempt: code block titles, a path right after "Create",
 * "Add", "Write" or "Save", and `target/*.nada.bin` on a page that runs `nada build`.
 *
 * It reads the page's compiled tree and entry, and runs on every build, outside the page cache:
 * the list can change while the page does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InlineCode, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { DocEntry } from '../content/types';
import type { CompiledProblem } from '../content/compiled';

/** Where snapshot lists live, relative to the content folder. */
const SNAPSHOT_DIR = '.snapshots';

/** A page's snapshot list: its path relative to the repository root (for messages) and on disk. */
export interface SnapshotList {
  file: string;
  absolutePath: string;
}

/**
 * The snapshot list of the page with content id `id` in a content folder.
 * @param contentDir - the folder, relative to the repository root and on disk
 */
export function snapshotListOf(contentDir: SnapshotList, id: string): SnapshotList {
  return {
    file: path.posix.join(contentDir.file, SNAPSHOT_DIR, `${id}.txt`),
    absolutePath: path.join(contentDir.absolutePath, SNAPSHOT_DIR, `${id}.txt`),
  };
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

/** Prose that has the reader make the file named next (in inline code). */
const MAKES = /\b(?:[Cc]reate|[Aa]dd|[Ww]rite|[Ss]ave)\s+$/;

/** Every inline code of the page with its line, and the ones prose tells the reader to make. */
function inlineCode(tree: Root): { named: { value: string; line: number }[]; told: string[] } {
  const named: { value: string; line: number }[] = [];
  const told: string[] = [];
  visit(tree, 'inlineCode', (node: InlineCode, index, parent) => {
    named.push({ value: node.value, line: node.position?.start.line ?? 1 });
    const before = index !== undefined ? parent?.children[index - 1] : undefined;
    if (before?.type === 'text' && MAKES.test(before.value)) told.push(node.value);
  });
  return { named, told };
}

/**
 * A repository-driving tutorial's paths and commands against its snapshot list.
 * @param entry - the page's entry (its `source`, code blocks and front matter lines)
 * @param tree - the page's tree after the remark stage
 * @param list - the page's snapshot list ({@link snapshotListOf})
 * @returns errors at the line that names a missing path, or at `source_repo` when the list is missing
 */
export function checkSnapshot(entry: DocEntry, tree: Root, list: SnapshotList): CompiledProblem[] {
  if (!entry.source) return [];
  const source = entry.source;
  if (!fs.existsSync(list.absolutePath)) {
    return [
      {
        file: entry.file,
        line: entry.frontMatterLines?.source_repo ?? 1,
        severity: 'error',
        message: `the page drives ${source.repo} but has no snapshot list ${list.file}: list the repository paths at ${source.commit} it names, one per line.`,
      },
    ];
  }
  const files = readSnapshot(fs.readFileSync(list.absolutePath, 'utf8'));
  const dirs = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const repoName = source.repo.split('/')[1]!;
  const prose = inlineCode(tree);
  // Files the page has the reader make: block titles, "Create `x`" in prose, and what `nada build` writes.
  const createdPaths = [...entry.codeBlocks.map((b) => b.title).filter((t): t is string => !!t), ...prose.told];
  const builds = entry.codeBlocks.some((b) => /\bnada build\b/.test(b.value));
  const created = (p: string) =>
    createdPaths.some((t) => t === p || t.endsWith(`/${p}`) || p.endsWith(`/${t}`)) || (builds && /(^|\/)target\/[^/]+\.nada\.bin$/.test(p));
  const problems: CompiledProblem[] = [];
  const missing = (line: number, what: string) =>
    problems.push({
      file: entry.file,
      line,
      severity: 'error',
      message: `${what} is not in ${source.repo} at ${source.commit.slice(0, 7)} (${list.file}): fix the path, or re-check the page against the repository and update the list.`,
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
        if (!files.includes(joined) && !dirs.has(joined.replace(/\/$/, '')) && !files.includes(arg) && !created(arg) && !created(joined)) {
          missing(line, `"${arg}" (run from ${cwd || 'the repository root'})`);
        }
      }
    });
  }
  // Inline code that names a repository path: a file path whose first folder is a folder of the
  // snapshot (files the reader creates in other folders, and bare file names, are not checked
  // here; the commands above check the files they run).
  for (const { value, line } of prose.named) {
    const token = value.replace(/[),.:;]+$/, '').replace(/^\.\//, '');
    if (!token.includes('/') || /\s/.test(token) || !FILE_EXT.test(token) || /^(\.\.\/|[~/@$<])|:\/\/|%%|\*/.test(token) || created(token)) continue;
    if (!isDir(token.split('/')[0]!)) continue;
    if (!isFile(token)) missing(line, `"${token}"`);
  }
  return problems;
}
