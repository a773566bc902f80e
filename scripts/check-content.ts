/**
 * `npm run check:content [-- files…]`: the content check (lib/checks/content-check.ts) over the
 * whole index, or over the given files. Exits 1 on any error; warnings are printed only. In GitHub
 * Actions (GITHUB_ACTIONS=true) each problem is printed as an annotation of its file and line.
 * `--compiled` reads the content model `npm run prebuild` wrote instead of parsing the pages again
 * (`npm test` passes it right after compiling the model); without it the pages are parsed afresh,
 * so the check sees edits made since the last build. Prints what the real tools checked: nada
 * programs compiled per nada-dsl version, Python samples pyright type-checked per release, and
 * TypeScript blocks tsc type-checked per npm package.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError, getContentIndex, type ContentIndex } from '../lib/content';
import { buildContentIndex, openFileCache } from '../lib/compile';
import { checkContentReport, formatAnnotation, formatProblem } from '../lib/checks/content-check';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { compiled: { type: 'boolean', default: false } } });
const files = positionals.map((f) => path.relative(process.cwd(), path.resolve(f)));
let index: ContentIndex;
try {
  // Without --compiled, the pages are compiled afresh; unchanged ones come from the build's page cache.
  index = values.compiled ? await getContentIndex() : await buildContentIndex(undefined, { cache: openFileCache(process.cwd()) });
} catch (error) {
  // A page that cannot be read or parsed (bad bytes, front matter, MDX syntax) stops the check.
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  console.log('check:content: stopped at the first page that does not parse');
  process.exit(1);
}
const started = Date.now();
const { problems, compiled, pyright, typeChecked } = checkContentReport(index, files.length ? new Set(files) : undefined);
const format = process.env.GITHUB_ACTIONS === 'true' ? formatAnnotation : formatProblem;
for (const p of problems) (p.severity === 'error' ? console.error : console.warn)(format(p));
const errors = problems.filter((p) => p.severity === 'error').length;
const checked = files.length || index.entries.filter((e) => e.kind === 'doc').length;
const list = (m: Map<string, number>, unit: string) => [...m].map(([k, n]) => `${n} ${unit} ${k}`).join(', ') || 'none';
console.log(`check:content: nada programs compiled: ${list(new Map([...compiled].map(([v, n]) => [`nada-dsl ${v}`, n])), 'by')}`);
console.log(`check:content: Python samples type-checked by pyright: ${list(pyright, 'against')}`);
console.log(
  `check:content: TypeScript samples type-checked by tsc: ${list(new Map([...typeChecked].map(([p, t]) => [`${p}@${t.version}`, t.blocks])), 'against')}`,
);
console.log(
  `check:content: ${checked} pages, ${errors} errors, ${problems.length - errors} warnings (samples and all checks in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(errors ? 1 : 0);
