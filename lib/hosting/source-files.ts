/**
 * Which files of a source folder (`public/`, which `next build` copies into the export, and
 * `content/`, whose pages become the export's HTML) may reach the export: regular files, and
 * symbolic links only when they lead to a regular file inside the repository that is no dotfile.
 * The folders are walked without following links (Node's recursive `readdir` and Next's copy of
 * `public/` both follow them, so a link to `/` or to `../.env.local` would be published).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Dot-folders that are meant to be served (RFC 8615 well-known URIs, e.g. `security.txt`). */
const SERVED_DOT_FOLDERS = ['.well-known'] as const;

/**
 * Whether a path names a dotfile or something inside a dot-folder (`.env`, `.git/config`, editor
 * swap files such as `.page.mdx.swp`): never shipped or served, except what is below
 * {@link SERVED_DOT_FOLDERS} when nothing further down starts with a dot (the folder's own name,
 * `/.well-known`, is no URL).
 * @param segments - the path's segments, without empty ones
 */
export function isHiddenPath(segments: readonly string[]): boolean {
  const dotted = segments.findIndex((s) => s.startsWith('.'));
  if (dotted === -1) return false;
  const served =
    dotted === 0 &&
    (SERVED_DOT_FOLDERS as readonly string[]).includes(segments[0]!) &&
    segments.length > 1 &&
    !segments.slice(1).some((s) => s.startsWith('.'));
  return !served;
}

/** An entry of a source folder that must not reach the export, and why. */
export interface RefusedEntry {
  /** Path relative to the walked folder, `/` separated (`.` for the folder itself). */
  rel: string;
  /** What is wrong and the fix, as one sentence to follow the path. */
  reason: string;
}

/** The result of {@link listSourceFiles}. */
export interface SourceFiles {
  /** Regular files and accepted links to files, relative to the folder, `/` separated, sorted. */
  files: string[];
  /** Links and special files that are refused, sorted by path. */
  refused: RefusedEntry[];
}

const realpath = (p: string) => {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
};

/**
 * Why a symbolic link may not be followed, or `null` when it leads to a regular file inside
 * `root` whose path (relative to `root`, after every link is resolved) has no dot segment.
 * @param link - absolute path of the link
 * @param root - the repository root, already resolved with `realpath`
 */
function linkProblem(link: string, root: string): string | null {
  const written = fs.readlinkSync(link);
  const target = realpath(link);
  if (target === null) return `is a symbolic link to ${written}, which does not exist: delete the link, or replace it with the file.`;
  const inRepo = path.relative(root, target);
  if (inRepo === '' || inRepo.startsWith('..') || path.isAbsolute(inRepo)) {
    return `is a symbolic link to ${target}, outside the repository: the export holds only files from inside the repository. Replace the link with a copy of the file, or delete it.`;
  }
  const shown = inRepo.split(path.sep).join('/');
  if (isHiddenPath(inRepo.split(path.sep))) {
    return `is a symbolic link to ${shown}, a dotfile or a file in a dot-folder, which is never published: delete the link.`;
  }
  const stat = fs.statSync(target);
  if (stat.isDirectory()) return `is a symbolic link to the folder ${shown}: only links to files are followed. Replace it with a real folder.`;
  if (!stat.isFile()) return `is a symbolic link to ${shown}, which is not a regular file: delete the link.`;
  return null;
}

/**
 * Lists the files of `dir` that may reach the export, without following links into folders:
 * regular files, and symbolic links to regular files inside `root` that are not dotfiles and not
 * in a dot-folder. Everything else is refused, with the reason: links that dangle, leave the
 * repository, lead to a dotfile or to a folder, and FIFOs, sockets and devices.
 * @param dir - the folder to walk (absolute); a missing folder has no files
 * @param root - the repository root (default: the working directory)
 */
export function listSourceFiles(dir: string, root: string = process.cwd()): SourceFiles {
  const files: string[] = [];
  const refused: RefusedEntry[] = [];
  const top = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (!top) return { files, refused };
  const realRoot = realpath(root) ?? path.resolve(root);
  if (top.isSymbolicLink()) {
    const problem = linkProblem(dir, realRoot);
    // A linked folder is refused whatever it leads to: its files would be walked outside the tree.
    refused.push({ rel: '.', reason: problem ?? 'is a symbolic link to a file: make it a real folder.' });
    return { files, refused };
  }
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
      else if (entry.isSymbolicLink()) {
        const problem = linkProblem(path.join(dir, child), realRoot);
        if (problem) refused.push({ rel: child, reason: problem });
        else files.push(child);
      } else refused.push({ rel: child, reason: 'is not a regular file (a FIFO, socket or device): delete it.' });
    }
  };
  walk('');
  // Default sort: by UTF-16 code units, the same order on every machine (no locale).
  return { files: files.sort(), refused: refused.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)) };
}
