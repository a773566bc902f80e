/**
 * The page cache of the content compile: each page's compile output stored under
 * `.generated/cache/pages/<key>.json`, where the key is the SHA-256 of the page's path and source
 * and of the compiler's fingerprint (every file of the MDX pipeline and the compiler, the shared
 * platform values and the lock file). A changed page, plugin or dependency version gets a new key;
 * an unchanged page is never compiled twice, in one build or across builds (CI and previews restore
 * the folder). Stale files are removed after a full compile ({@link FileCache.prune}).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompileOutput, PageCache } from './compile-page';
import type { PageSource } from './parse';

/** Folder of the cache, relative to the repository root. */
export const CACHE_DIR = path.join('.generated', 'cache', 'pages');

/**
 * Files whose content changes what a compile produces, besides the page itself (the vendored
 * releases: citations are checked against them).
 */
const FINGERPRINT_SOURCES = ['lib/mdx', 'lib/compile', 'package-lock.json', 'tests/fixtures/pypi'];

/** Bumped when the stored shape changes. */
const CACHE_FORMAT = 1;

/** Fingerprints taken in this process, by root and sources. */
const fingerprints = new Map<string, string>();

/**
 * SHA-256 over the compiler's inputs other than the page ({@link FINGERPRINT_SOURCES}), in a stable
 * order. Taken once per process: the compiler's code is loaded once, so a long-running process
 * (`npm run dev`) keeps describing the code it runs, and a save does not hash the compiler again.
 * @param root - repository root
 */
export function compilerFingerprint(root: string, sources: readonly string[] = FINGERPRINT_SOURCES): string {
  const key = `${root}\0${sources.join('\0')}`;
  const known = fingerprints.get(key);
  if (known) return known;
  const hash = createHash('sha256').update(`format ${CACHE_FORMAT}\n`);
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) visit(path.join(rel, name));
      return;
    }
    hash.update(`${rel}\n`).update(fs.readFileSync(abs)).update('\n');
  };
  sources.forEach(visit);
  const fingerprint = hash.digest('hex');
  fingerprints.set(key, fingerprint);
  return fingerprint;
}

/** A {@link PageCache} on disk, with the keys it served so the rest can be pruned. */
export interface FileCache extends PageCache {
  /** Removes every stored output this run neither read nor wrote. */
  prune(): number;
}

/**
 * Opens the cache folder.
 * @param root - repository root
 * @param options.disabled - compile every page (`--no-cache`); outputs are still stored
 */
export function openFileCache(root: string, options: { disabled?: boolean } = {}): FileCache {
  const dir = path.join(root, CACHE_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const fingerprint = compilerFingerprint(root);
  const used = new Set<string>();
  const file = (key: string) => path.join(dir, `${key}.json`);
  return {
    stats: { compiled: 0 },
    key(source: string, where: PageSource) {
      return createHash('sha256').update(fingerprint).update('\0').update(where.file).update('\0').update(source).digest('hex');
    },
    get(key) {
      used.add(key);
      if (options.disabled) return undefined;
      try {
        return JSON.parse(fs.readFileSync(file(key), 'utf8')) as CompileOutput;
      } catch {
        return undefined;
      }
    },
    set(key, output) {
      used.add(key);
      // Written whole, then renamed: a build running beside this one never reads half a file.
      const tmp = `${file(key)}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(output));
      fs.renameSync(tmp, file(key));
    },
    prune() {
      let removed = 0;
      for (const name of fs.readdirSync(dir)) {
        if (name.endsWith('.json') && !used.has(name.slice(0, -5))) {
          fs.rmSync(path.join(dir, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
