/**
 * `npm run bench -- --scale N`: what growth costs. Copies the repository (without node_modules,
 * build output or git data) into a temporary folder, adds N pages there — copies of real content
 * pages under new content ids, each beside its original so relative links still resolve — and
 * measures a cold build of that tree. The working tree is never written to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { probeCommand } from './process-probe';
import { folderSize } from './page-weight';
import { htmlFiles } from '../../lib/export/html-files';

/** Top-level entries the temporary copy leaves out: dependencies, build output, VCS and bench data. */
const NOT_COPIED = new Set(['node_modules', '.git', '.next', 'out', 'out-e2e', '.generated', '.test-results']);

/** Page sources the content tree accepts. */
const PAGE_FILE = /\.mdx?$/;

/** What a scaled build measured. */
export interface ScaleResult {
  /** Pages the copy added. */
  addedPages: number;
  /** HTML pages in the scaled export. */
  htmlPages: number;
  wallSeconds: number;
  /** Peak resident memory of the build's process tree, bytes (null without /proc). */
  peakRssBytes: number | null;
  exportBytes: number;
  exportFiles: number;
  /** `out/search-index.json`, raw and gzip, bytes (null when the export has none). */
  searchIndexBytes: number | null;
  searchIndexGzipBytes: number | null;
}

/** Content page files below `contentDir`, relative to it, sorted. */
function pageFiles(contentDir: string): string[] {
  return (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .filter((f) => PAGE_FILE.test(f))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/**
 * Writes `count` copies of the pages of `contentDir`, round-robin, as `<name>-scale-<n>.<ext>` in
 * the original's folder (an `index` page's copy becomes a sibling page of that folder).
 * @returns the files written, relative to `contentDir`
 * @throws Error when the content tree has no page to copy
 */
export function addScalePages(contentDir: string, count: number): string[] {
  const sources = pageFiles(contentDir);
  if (!sources.length) throw new Error(`${contentDir} holds no .md or .mdx page to copy.`);
  const written: string[] = [];
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length]!;
    const ext = path.extname(source);
    const copy = `${source.slice(0, -ext.length)}-scale-${String(i + 1).padStart(4, '0')}${ext}`;
    fs.copyFileSync(path.join(contentDir, source), path.join(contentDir, copy));
    written.push(copy);
  }
  return written;
}

/**
 * Mirrors `src` at `dest` with hard links (a copy where the file system cannot link): as fast as
 * a symlink, but inside the tree, which Turbopack requires of node_modules. Symlinks stay symlinks.
 */
function linkTree(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else {
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
  }
}

/**
 * Copies `root` into a new temporary folder without {@link NOT_COPIED}; node_modules is mirrored
 * with hard links.
 * @returns the temporary folder (the caller removes it)
 */
export function copyTree(root: string): string {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(tmp, entry), { recursive: true });
  }
  linkTree(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
  return tmp;
}

/**
 * Builds a copy of `root` with `count` added pages and measures it.
 * @param options.keep - leave the temporary tree in place (its path is logged)
 * @throws Error with the log file when the build fails
 */
export async function benchScale(root: string, count: number, options: { keep?: boolean } = {}): Promise<ScaleResult> {
  const tmp = copyTree(root);
  try {
    const added = addScalePages(path.join(tmp, 'content'), count);
    console.log(`Scale: ${added.length} pages added in ${tmp}; cold build (npm run build) …`);
    const probe = await probeCommand('npm', ['run', 'build'], { cwd: tmp });
    if (probe.exitCode !== 0) {
      const log = path.join(os.tmpdir(), 'bench-scale-build.log');
      fs.writeFileSync(log, probe.output);
      throw new Error(`The scaled build failed (exit ${probe.exitCode}); its output is in ${log}.`);
    }
    const out = path.join(tmp, 'out');
    const size = folderSize(out);
    const indexFile = path.join(out, 'search-index.json');
    const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
    return {
      addedPages: added.length,
      htmlPages: htmlFiles(out).length,
      wallSeconds: probe.wallSeconds,
      peakRssBytes: probe.peakRssBytes,
      exportBytes: size.bytes,
      exportFiles: size.files,
      searchIndexBytes: index ? index.length : null,
      searchIndexGzipBytes: index ? zlib.gzipSync(index).length : null,
    };
  } finally {
    if (options.keep) console.log(`Scale: kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}
