import fs from 'node:fs';
import { readEnv } from '../config/env';

/**
 * A value computed once per build process, or, outside production, once per version of its input.
 * Next bundles each route (the pages, the sitemap, …) separately, and each bundle gets its own
 * instance of every module, so a module-level cache is filled once per route bundle: the content
 * index was built twice per build once the sitemap read it. So the value is kept on `globalThis`
 * under a registered symbol, which every bundle of the process shares.
 * - In production builds it is computed once.
 * - Elsewhere (next dev, tests, scripts) it is computed again whenever `version` answers something
 *   else than last time, so a dev server sees edited content at once while one render's many reads
 *   of an unchanged model parse it once; without `version`, on every call.
 * @param key - the value's name, unique in the process
 * @param create - computes the value
 * @param production - compute once (default: this process is a production build, NODE_ENV)
 * @param version - outside production: the version of the value's inputs (e.g. {@link fileVersion})
 */
export function processMemo<T>(key: string, create: () => T, production = readEnv().production, version?: () => string): T {
  if (!production && !version) return create();
  const store = globalThis as unknown as Record<symbol, { version: string; value: T } | undefined>;
  const slot = Symbol.for(`nillion-docs.${key}`);
  const current = production ? '' : version!();
  const kept = store[slot];
  if (kept && kept.version === current) return kept.value;
  const value = create();
  store[slot] = { version: current, value };
  return value;
}

/**
 * A file's version: its inode, size and modification time in nanoseconds, or `missing`. The compile
 * replaces the model's files by renaming a finished file over them (lib/compile `writeCompiledContent`),
 * so every change gives a new inode and a reader never keeps a half-written file.
 */
export function fileVersion(file: string): string {
  try {
    const stat = fs.statSync(file, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  } catch {
    return 'missing';
  }
}

/**
 * {@link processMemo} of a value read or derived from one file of the compiled model: once per
 * production build process; elsewhere again whenever the file changed ({@link fileVersion}).
 * @param file - absolute path of the file the value comes from
 */
export function fileMemo<T>(key: string, file: string, create: () => T): T {
  return processMemo(key, create, undefined, () => `${file}\0${fileVersion(file)}`);
}
