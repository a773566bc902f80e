/**
 * `postbuild` (runs after `next build`): adds the reader and hosting files to the static export in
 * `out/` (or the folder given as argument) and crawls it; any failure exits 1. Reads the compiled
 * content model; parses no content.
 * 0. Drops the copies of `public/` dotfiles and editor litter (lib/hosting/public-litter.ts), naming them;
 *    fails when `public/` holds a symbolic link the export may not follow or a special file
 *    (lib/hosting/source-files.ts; the prebuild refuses them first), after removing their copies.
 * 1. `out/<route>.md` for every page, `llms.txt` and `llms-full.txt`.
 * 2. Hosting files (lib/hosting/): each page's CSP `<meta>` with the hashes of its inline scripts,
 *    which must be the layout's own (known by text) or Next.js's (known by shape): any other fails,
 *    and `_headers` (with the sandboxing policy for each SVG and XML file).
 * 3. At once, on different cores: the local search index, Pagefind over the pages' articles in
 *    `out/pagefind/` (lib/search/pagefind-index.ts; skipped when Algolia answers searches), and the
 *    `.gz` siblings of the text files (lib/hosting/precompress.ts); then those of the search bundle.
 * 4. The export's link check (lib/checks/export-links.ts): linkinator crawls it from every page and
 *    every internal link, script, stylesheet and image answers; every `#anchor` link (the TOC's
 *    too) names an element id on its page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteInlineScripts, themeScriptOf } from '../components/layout/site-scripts';
import { writeReaderFiles } from '../lib/markdown/write-reader-files';
import { reportExport } from '../lib/checks/export-links';
import { getCompiledContent, readCompiledMarkdown, toIndex } from '../lib/content';
import { siteConfig } from '../site.config';
import { addCspMeta } from '../lib/hosting/csp-meta';
import { headersFile } from '../lib/hosting/headers-file';
import { isScriptableDocument } from '../lib/hosting/header-policy';
import { precompress } from '../lib/hosting/precompress';
import { dropPublicLitter } from '../lib/hosting/public-litter';
import { PAGEFIND_DIR, writePagefindIndex } from '../lib/search/pagefind-index';

const outDir = path.resolve(process.argv[2] ?? 'out');
const compiled = getCompiledContent();

try {
  const dropped = dropPublicLitter(path.resolve('public'), outDir);
  if (dropped.litter.length) console.log(`postbuild: not exported from public/ (dotfiles and editor litter): ${dropped.litter.join(', ')}`);
  if (dropped.refused.length) {
    throw new Error(
      [
        'public/ holds entries the export may not contain (their copies are removed from the export):',
        ...dropped.refused.map((r) => `  ${path.posix.join('public', r.rel)} ${r.reason}`),
      ].join('\n'),
    );
  }
  const readers = await writeReaderFiles(outDir, {
    index: toIndex(compiled.entries),
    markdown: readCompiledMarkdown(),
    navigation: compiled.navigation,
    site: siteConfig,
  });
  console.log(`postbuild: Markdown for ${readers.pages} pages, llms.txt and llms-full.txt in ${readers.ms} ms`);
  // The layout's scripts are known by their text; next-themes' is read off the 404 page, which the
  // layout renders with no content (components/layout/site-scripts.ts).
  let started = Date.now();
  const themeScript = themeScriptOf(fs.readFileSync(path.join(outDir, '404.html'), 'utf8'), '404.html');
  const csp = addCspMeta(outDir, siteConfig, siteInlineScripts(siteConfig, themeScript));
  const documentFiles = (fs.readdirSync(outDir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter(isScriptableDocument)
    .sort();
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(siteConfig, documentFiles));
  console.log(`postbuild: CSP <meta> in ${csp.pages} pages (${csp.hashes} inline-script hashes) and _headers in ${Date.now() - started} ms`);
  // Pagefind indexes in its own process while gzip runs on libuv's threads; its bundle is compressed once written.
  started = Date.now();
  const [search, compressed] = await Promise.all([siteConfig.search.algolia ? undefined : writePagefindIndex(outDir), precompress(outDir, PAGEFIND_DIR)]);
  if (search) {
    const bundle = await precompress(path.join(outDir, PAGEFIND_DIR));
    compressed.files += bundle.files;
    console.log(`postbuild: Pagefind index of ${search.pages} pages, ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KiB in ${search.ms} ms`);
  } else console.log('postbuild: search by Algolia (no local index)');
  console.log(`postbuild: search index and .gz for ${compressed.files} files in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`postbuild: ${(error as Error).message}`);
  process.exit(1);
}
if (await reportExport(outDir, siteConfig.basePath)) process.exit(1);
