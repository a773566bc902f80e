/**
 * `prebuild` (runs before `next build` and `next dev`): writes generated inputs and fails fast on
 * content errors, each step one function call.
 * 1. The committed API models (openapi/generated/) must exist and match their specs; the fix is
 *    `npm run gen:api` (scripts/gen-api.ts --check).
 * 2. `.generated/code-colors.css`: token colour classes for code blocks (lib/mdx/code-colors.mjs).
 * 3. The content index must build (front matter, MDX, platform values) and every internal link in
 *    content and in the spec descriptions of `openapi/` must resolve (broken links fail the build,
 *    with file:line; spec links also with the JSON pointer of their description).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { paletteCss, themePalette } from '../lib/mdx/code-colors.mjs';
import { CODE_THEMES } from '../lib/mdx/rehype-code.mjs';
import { buildContentIndex } from '../lib/content';
import { checkLinks, formatProblem } from '../lib/checks/content-check';
import { checkSpecLinks } from '../lib/checks/spec-links';

const api = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--check'], { stdio: 'inherit' });
if (api.status !== 0) process.exit(api.status ?? 1);

const generated = path.resolve('.generated');
fs.mkdirSync(generated, { recursive: true });
const [light, dark] = await Promise.all([themePalette(CODE_THEMES.light), themePalette(CODE_THEMES.dark)]);
fs.writeFileSync(path.join(generated, 'code-colors.css'), paletteCss({ light, dark }));

const index = await buildContentIndex();
const problems = [...checkLinks(index), ...checkSpecLinks(index)];
for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p));
const errors = problems.filter((p) => p.severity === 'error');
if (errors.length) {
  console.error(`prebuild: ${errors.length} broken internal link(s) in content or spec descriptions; fix the routes above.`);
  process.exit(1);
}
console.log(`prebuild: ${index.entries.length} pages indexed, internal links resolve.`);
