// @ts-check
const path = require('node:path');

/**
 * The module graph's rules, checked by `npm run check:deps` (dependency-cruiser) in `npm test`.
 * Layers point down: content → lib (no React, no imports from components/, app/, scripts/ or
 * tests/) → components → app. scripts/ (build, check and benchmark tools) and tests/ sit beside
 * the layers: they may import lib/ and components/; tests/ may import scripts/ to test them, never
 * the other way round. Routes never reach the content compiler (lib/compile/), the remark/rehype
 * plugins or any Markdown, MDX or YAML parser or highlighter: they read the compiled model. No
 * cycles anywhere, and every imported package is declared in package.json.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: neither can be understood, tested or moved alone. Move the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-upward',
      severity: 'error',
      comment:
        'lib/ is the bottom layer (content model, MDX, OpenAPI, search, Markdown): it never imports components/, app/, scripts/, tests/ or the site data (site.config.ts, which imports lib/). Take the configuration as a parameter, or move the shared code down into lib/.',
      from: { path: '^lib/' },
      to: { path: '^((components|app|scripts|tests)/|site\\.config\\.ts$)' },
    },
    {
      name: 'lib-no-react',
      severity: 'error',
      comment: 'lib/ holds no UI: React and Next.js components belong in components/.',
      from: { path: '^lib/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional'], path: '^node_modules/(react|react-dom|next)/' },
    },
    {
      name: 'components-not-upward',
      severity: 'error',
      comment: 'components/ never imports app/ (routes), scripts/ or tests/.',
      from: { path: '^components/' },
      to: { path: '^(app|scripts|tests)/' },
    },
    {
      name: 'app-not-to-tools',
      severity: 'error',
      comment: 'Routes (app/) never import build tools (scripts/) or tests/.',
      from: { path: '^app/' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'scripts-not-to-tests',
      severity: 'error',
      comment: 'Tools never depend on tests; a helper both need lives in scripts/ (tests may import it).',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'routes-never-reach-the-compiler',
      severity: 'error',
      comment:
        'Route code (app/, components/) only reads the compiled content model (lib/content: model.json, the page modules). The compiler (lib/compile/), the remark/rehype plugins (lib/mdx/, but for the allow-list of components) and every Markdown, MDX or YAML parser and highlighter run in the prebuild only and must never reach a route chunk, directly or through another module. Read what you need from the model, or have the prebuild put it there.',
      from: { path: '^(app|components)/' },
      to: {
        reachable: true,
        path: [
          '^lib/compile/',
          '^lib/mdx/(?!allow-list\\.ts$)',
          '^node_modules/(@mdx-js/mdx|remark-[^/]+|rehype-[^/]+|micromark[^/]*|mdast-util-from-markdown|mdast-util-mdx[^/]*|gray-matter|yaml|js-yaml|shiki|@shikijs/[^/]+|hast-util-from-html|parse5|unified)/',
        ],
      },
    },
    {
      name: 'no-undeclared-packages',
      severity: 'error',
      comment: 'Every imported package is declared in package.json (dependencies or devDependencies) at the version installed.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file (the prebuild writes .generated/ before any build).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^@/\\.generated/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|out-e2e|\\.next|tests/fixtures)/' },
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    // dependency-cruiser parses TypeScript with the TypeScript compiler (< 7, not this repository's
    // 7) or SWC (no TSX). So Babel strips the types, keeping type-only imports as bare imports
    // (.dependency-cruiser.babel.cjs), and the cruiser reads the result; @swc/core being installed
    // is what makes it scan .ts and .tsx files at all.
    babelConfig: { fileName: path.join(__dirname, '.dependency-cruiser.babel.cjs') },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
