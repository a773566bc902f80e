// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/**
 * Loads a TypeScript module of lib/ (this file cannot import TypeScript itself).
 * @param {string} file - path relative to this file
 * @returns {Promise<any>}
 */
async function importTs(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(file, import.meta.url);
}

// The environment (lib/config/env.ts, the one reader of process.env: validated, defaults applied)
// and the site configuration built from it, the same values the pages get; the navbar's links come
// from the content model the prebuild wrote.
const [{ readEnv }, { siteConfig }, { chromeFeatures }, { FIXTURE_COMPILED_DIR, readCompiledContent }] = await Promise.all([
  importTs('./lib/config/env.ts'),
  importTs('./site.config.ts'),
  importTs('./lib/chrome/chrome-features.ts'),
  importTs('./lib/content/compiled.ts'),
]);
const env = readEnv();
const features = chromeFeatures(siteConfig, readCompiledContent().navigation.navbar);
/** The folder of this file: the project's root, whatever folder holds it. */
const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The build writes a static export. The development server serves the same routes without it:
  // with `output: 'export'`, `next dev` treats a path outside generateStaticParams as an error
  // (a red "Failed to generate static paths" in the terminal, sometimes a 500), where the export
  // has no such page; without it, `dynamicParams = false` answers such a path with the 404 page.
  output: 'export',
  // The browser-test build (E2E_FIXTURE=1, tests/e2e/build-fixture.ts): its own export folder,
  // plus test-only routes named `page.e2e.tsx` that never exist in a normal build.
  ...(env.e2eFixture ? { distDir: 'out-e2e' } : {}),
  trailingSlash: false,
  // Previews served under a sub-path set BASE_PATH (e.g. "/preview/my-branch").
  basePath: env.basePath,
  pageExtensions: env.e2eFixture ? ['ts', 'tsx', 'e2e.tsx'] : ['ts', 'tsx'],
  // Pages arrive compiled: the prebuild turns each MDX file into a JavaScript module once
  // (lib/compile/), so Next bundles plain modules and runs no MDX loader.
  // The browser-test build compiles its content model (site pages plus fixture pages) into its own
  // folder (lib/content/compiled.ts `compiledDir`); its routes load that model's page loaders.
  // The project folder is the root for Turbopack and for output tracing: Next never infers it from
  // lock files, so a stray package-lock.json in a parent folder (a home folder) changes nothing.
  turbopack: {
    root: projectRoot,
    ...(env.e2eFixture ? { resolveAlias: { '@/.generated/content/pages': `./${FIXTURE_COMPILED_DIR}/pages.ts` } } : {}),
  },
  outputFileTracingRoot: projectRoot,
  images: { unoptimized: true },
  // Types are checked once, by `npm test` (`tsc --noEmit`, the test-only routes included) before
  // anything deploys; checking them again in every build would only cost time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Stable for identical code and configuration (lib/hosting/build-id.ts): a content edit then
  // rewrites only the files of the pages it changes, not every page of the export.
  generateBuildId: async () => {
    const { stableBuildId } = await importTs('./lib/hosting/build-id.ts');
    return stableBuildId(process.cwd(), { siteConfig, features });
  },
  poweredByHeader: false,
  // Compile-time switches of the optional chrome features (lib/chrome/chrome-features.ts), so disabled
  // features ship no code.
  env: features,
  experimental: {
    // An error while a client navigation is in flight (e.g. a route's code chunk fails to load)
    // falls back to a full page load of the target instead of the crash page.
    appNavFailHandling: true,
  },
};

/**
 * The configuration for one phase of Next (`next/constants`): the development server gets it
 * without `output: 'export'` (see above), every other phase as is.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  const { output: _export, ...development } = nextConfig;
  return development;
}
