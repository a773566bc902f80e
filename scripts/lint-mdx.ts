/**
 * MDX lint: compiles every MDX file (or the files given) exactly as the site does and checks
 * every JSX component against the allow-list, strict UTF-8, unclosed code fences and missing local
 * images and file links, so a bad page fails fast with file:line instead of failing at prerender
 * naming only the route.
 * Usage: tsx scripts/lint-mdx.ts [content/file.mdx …]
 */
import path from 'node:path';
import { lintMdxPath } from '../lib/mdx-lint';
import { CONTENT_DIR, listContentFiles } from '../lib/content';

const args = process.argv.slice(2);
const files = args.length ? args : listContentFiles().map((f) => path.join(path.relative(process.cwd(), CONTENT_DIR), f));
let failures = 0;
for (const file of files) {
  const problems = await lintMdxPath(path.resolve(file), file);
  for (const p of problems) console.error(p);
  failures += problems.length;
}
console.log(`lint:mdx: ${files.length} files, ${failures} problems`);
process.exit(failures ? 1 : 0);
