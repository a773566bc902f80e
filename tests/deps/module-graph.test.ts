import { expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempTree } from '../helpers';

/** A tiny repository tree: each file and its source. */
const TREE: Record<string, string> = {
  // An upward import, type-only: still a dependency of the layer.
  'lib/model.ts': "import type { CardProps } from '../components/card';\nexport const model = (p: CardProps) => p.title;\n",
  // A TSX component importing a route: upward.
  'components/card.tsx':
    "import Page from '../app/page';\nexport interface CardProps { title: string }\nexport const Card = (p: CardProps) => <div><Page />{p.title}</div>;\n",
  'app/page.tsx': 'export default function Page() { return <main>x</main>; }\n',
  // A cycle inside lib/.
  'lib/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
  'lib/b.ts': "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n",
  // Tools never import tests; tests may import tools.
  'scripts/tool.ts': "import { helper } from '../tests/helper';\nexport const tool = () => helper();\n",
  'tests/helper.ts': 'export const helper = () => 1;\n',
  'tests/tool.test.ts': "import { tool } from '../scripts/tool';\nexport const t = tool();\n",
  // A route that reaches the content compiler through a read-side module.
  'app/docs/page.tsx': "import { title } from '../../lib/content/reader';\nexport default function Docs() { return <h1>{title}</h1>; }\n",
  'lib/content/reader.ts': "import { compileTitle } from '../compile/compiler';\nexport const title = compileTitle();\n",
  'lib/compile/compiler.ts': "export const compileTitle = () => 'T';\n",
  // A component that renders Markdown at request time (a parser in the route chunk).
  'components/description.tsx': "import { unified } from 'unified';\nexport const Description = () => <p>{String(unified)}</p>;\n",
  // The site data imports lib/, never the other way round.
  'site.config.ts': "import { make } from './lib/config/make';\nexport const siteData = make();\n",
  'lib/config/make.ts': "export const make = () => ({ title: 'x' });\n",
  'lib/config/bad.ts': "import { siteData } from '../../site.config';\nexport const title = siteData.title;\n",
  'package.json': '{ "name": "tree", "dependencies": { "unified": "1.0.0" } }\n',
  'node_modules/unified/package.json': '{ "name": "unified", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/unified/index.js': 'export const unified = () => {};\n',
};

it('the repository rules reject upward imports (type-only and TSX too, lib/ to site.config.ts), cycles, tools importing tests and a route reaching the compiler', () => {
  const cli = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const dir = tempTree(TREE);
  const run = spawnSync(
    process.execPath,
    [cli, 'app', 'components', 'lib', 'scripts', 'tests', 'site.config.ts', '--config', path.resolve('.dependency-cruiser.cjs'), '--output-type', 'json'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  expect(run.stderr).toBe('');
  const result = JSON.parse(run.stdout) as { summary: { error: number; violations: { rule: { name: string }; from: string; to: string }[] } };
  const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  expect(found).toEqual(
    [
      'components-not-upward: components/card.tsx → app/page.tsx',
      'routes-never-reach-the-compiler: app/docs/page.tsx → lib/compile/compiler.ts',
      'routes-never-reach-the-compiler: components/description.tsx → node_modules/unified/index.js',
      'lib-not-upward: lib/config/bad.ts → site.config.ts',
      'lib-not-upward: lib/model.ts → components/card.tsx',
      'no-circular: lib/a.ts → lib/b.ts',
      'scripts-not-to-tests: scripts/tool.ts → tests/helper.ts',
    ].sort(),
  );
  expect(result.summary.error).toBe(7);
});

it('lib/ is grouped by role: no loose files at its top', () => {
  const loose = fs
    .readdirSync('lib', { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  expect(loose).toEqual([]);
});
