/**
 * `npm run lint:mdx [-- files…]`: the problems of the content compile (lib/compile/) —
 * components outside the allow-list, MDX syntax, front matter, unclosed code fences, missing local
 * images and files, unsafe link schemes, oversized pages — for every page or the given files, as
 * `file:line:col: message`. It runs the build's own compile with its page cache, so unchanged
 * pages cost nothing; exits 1 on any error.
 */
import path from 'node:path';
import { CONTENT_DIR, compileContent, openFileCache } from '../lib/compile';
import { formatProblem } from '../lib/checks/problem';

const only = new Set(process.argv.slice(2).map((f) => path.relative(process.cwd(), path.resolve(f)).split(path.sep).join('/')));
const cache = openFileCache(process.cwd());
const { compiled } = await compileContent({ dirs: [CONTENT_DIR], api: false, cache });
const problems = compiled.problems.filter((p) => !only.size || only.has(p.file));
for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p));
const errors = problems.filter((p) => p.severity === 'error').length;
console.log(
  `lint:mdx: ${only.size || compiled.stats.pages} files (${compiled.stats.compiles} compiled, the rest from the page cache), ${errors} errors, ${problems.length - errors} warnings`,
);
process.exit(errors ? 1 : 0);
