// @ts-check
import createMDX from '@next/mdx';
import { remarkPluginSpecs, rehypePluginSpecs } from './lib/mdx/pipeline.mjs';

// Previews served under a sub-path set BASE_PATH (e.g. "/preview/my-branch"); default "/".
// lib/site-config.ts validates the same value.
const basePath = process.env.BASE_PATH ?? '';

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    // Plugins as [absolute path, options]: Turbopack only takes serialisable options.
    remarkPlugins: /** @type {any} */ (remarkPluginSpecs()),
    rehypePlugins: /** @type {any} */ (rehypePluginSpecs()),
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath,
  pageExtensions: ['ts', 'tsx'],
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
};

export default withMDX(nextConfig);
