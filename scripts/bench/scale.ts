/**
 * `npm run bench -- --scale N`: what growth costs. Copies the repository (without node_modules,
 * build output or git data) into a temporary folder, adds N pages there — distinct text written
 * by ./scale-text.ts from the site's own prose — measures a cold build of that tree, then search
 * on the scaled export in Chromium (./search.ts). The working tree is never written to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probeCommand } from './process-probe';
import { folderSize } from './page-weight';
import { htmlFiles } from '../../lib/export/html-files';
import { generatedPage, trainOnContent } from './scale-text';
import { benchSearchInBrowser, type SearchBenchResult } from './search';
import { siteConfig } from '../../site.config';

/** Top-level entries the temporary copy leaves out: dependencies, build output, VCS and bench data. */
const NOT_COPIED = new Set(['node_modules', '.git', '.next', 'out', 'out-e2e', 'out-e2e-algolia', '.generated', '.test-results']);

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
  /** Search on the scaled export (null when the build failed). */
  search: SearchBenchResult | null;
}

/** Folder of the generated pages inside the content tree. */
export const SCALE_DIR = 'scale';

/**
 * Writes `count` generated pages (./scale-text.ts) as `scale/page-<n>.mdx` below `contentDir`,
 * trained on the pages already there.
 * @returns the files written, relative to `contentDir`
 * @throws Error when the content tree has no prose to learn from
 */
export function addScalePages(contentDir: string, count: number): string[] {
  const chain = trainOnContent(contentDir);
  fs.mkdirSync(path.join(contentDir, SCALE_DIR), { recursive: true });
  const written: string[] = [];
  for (let i = 1; i <= count; i++) {
    const file = `${SCALE_DIR}/page-${String(i).padStart(5, '0')}.mdx`;
    fs.writeFileSync(path.join(contentDir, file), generatedPage(chain, i));
    written.push(file);
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
    console.log('Scale: search in Chromium on the scaled export …');
    // The scaled build reads the same environment, so it has the same base path.
    const search = await benchSearchInBrowser(out, siteConfig.basePath);
    return {
      addedPages: added.length,
      htmlPages: htmlFiles(out).length,
      wallSeconds: probe.wallSeconds,
      peakRssBytes: probe.peakRssBytes,
      exportBytes: size.bytes,
      exportFiles: size.files,
      search,
    };
  } finally {
    if (options.keep) console.log(`Scale: kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}
