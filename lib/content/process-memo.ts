import { readEnv } from '../config/env';

/**
 * A value computed once per build process. Next bundles each route (the pages, the sitemap, …)
 * separately, and each bundle gets its own instance of every module, so a module-level cache is
 * filled once per route bundle: the content index was built twice per build once the sitemap
 * read it. In production builds the value is kept on `globalThis` under a registered symbol
 * instead, which every bundle of the process shares. Elsewhere (next dev, tests, scripts) it is
 * computed on every call, so a dev server sees edited content at once.
 * @param key - the value's name, unique in the process
 * @param create - computes the value
 * @param production - share the value (default: this process is a production build, NODE_ENV)
 */
export function processMemo<T>(key: string, create: () => T, production = readEnv().production): T {
  if (!production) return create();
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const slot = Symbol.for(`nillion-docs.${key}`);
  store[slot] ??= create();
  return store[slot];
}
