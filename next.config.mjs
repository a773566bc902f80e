// @ts-check
import createMDX from '@next/mdx';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { remarkPluginSpecs, rehypePluginSpecs } from './lib/mdx/pipeline.mjs';
import { devProxyRewrites } from './lib/dev-proxy.mjs';

/**
 * Loads a TypeScript module of lib/ (this file cannot import TypeScript itself).
 * @param {string} file - path relative to this file
 * @returns {Promise<any>}
 */
async function importTs(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(file, import.meta.url);
}

// Previews served under a sub-path set BASE_PATH (e.g. "/preview/my-branch"); default "/".
// lib/site-config.ts validates the same value.
const basePath = process.env.BASE_PATH ?? '';

// The browser-test build (tests/e2e/build-fixture.ts): its own export folder, plus test-only
// routes named `page.e2e.tsx` that never exist in a normal build.
const e2eFixture = process.env.E2E_FIXTURE === '1';

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    // Plugins as [absolute path, options]: Turbopack only takes serialisable options.
    remarkPlugins: /** @type {any} */ (remarkPluginSpecs()),
    rehypePlugins: /** @type {any} */ (rehypePluginSpecs()),
  },
});

/**
 * Compile-time switches of the optional chrome features (lib/chrome-features.ts), computed from
 * the same site configuration the pages use, so disabled features ship no code.
 * @returns {Promise<Record<string, string>>}
 */
async function chromeFeatureEnv() {
  const [{ siteConfig }, { chromeFeatures }] = await Promise.all([importTs('./lib/site-config.ts'), importTs('./lib/chrome-features.ts')]);
  return chromeFeatures(siteConfig);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  ...(e2eFixture ? { distDir: 'out-e2e' } : {}),
  trailingSlash: false,
  basePath,
  pageExtensions: e2eFixture ? ['ts', 'tsx', 'e2e.tsx'] : ['ts', 'tsx'],
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  experimental: {
    // An error while a client navigation is in flight (e.g. a route's code chunk fails to load)
    // falls back to a full page load of the target instead of the crash page (issue 9, item 4).
    appNavFailHandling: true,
  },
};

/**
 * The content ids under `api/`, from the content index (never by walking content/ here). Loaded
 * through tsx because this file cannot import TypeScript; development phase only.
 * @returns {Promise<string[]>}
 */
async function apiDocIds() {
  const { getContentIndex } = await importTs('./lib/content.ts');
  const index = await getContentIndex();
  return index.entries.map((/** @type {{ id: string }} */ e) => e.id).filter((/** @type {string} */ id) => id.startsWith('api/'));
}

/**
 * Static export does not allow rewrites, so the dev proxy (design/site-config.md § Development
 * proxy) is added in `next dev` only. NILDB_DEV_PROXY_TARGET mirrors lib/site-config.ts.
 * @param {string} phase
 */
export default async function config(phase) {
  const withFeatures = { ...nextConfig, env: { ...nextConfig.env, ...(await chromeFeatureEnv()) } };
  if (phase !== PHASE_DEVELOPMENT_SERVER) return withMDX(withFeatures);
  const target = process.env.NILDB_DEV_PROXY_TARGET || 'https://nildb-demo.nillion.network';
  const rewrites = devProxyRewrites(target, await apiDocIds());
  return withMDX({ ...withFeatures, rewrites: async () => ({ beforeFiles: [], afterFiles: rewrites, fallback: [] }) });
}
