/**
 * `postbuild` (runs after `next build`): adds the reader files to the static export in `out/` and
 * crawls it; any failure exits 1. Reads the compiled content model; parses no content.
 * 1. `out/<route>.md` for every page, `llms.txt` and `llms-full.txt`.
 * 2. The export crawl: every internal link, script, stylesheet and image resolves, and every TOC
 *    id exists in its page's HTML; broken `#anchors` in page text are warnings.
 */
import path from 'node:path';
import { writeReaderFiles } from '../lib/markdown/write-reader-files';
import { reportExport } from '../lib/checks/export-links';
import { getCompiledContent, toIndex } from '../lib/content';
import { siteConfig } from '../lib/site-config';

const outDir = path.resolve('out');
const compiled = getCompiledContent();

try {
  const readers = await writeReaderFiles(outDir, { index: toIndex(compiled.entries), markdown: compiled.markdown, site: siteConfig });
  console.log(`postbuild: Markdown for ${readers.pages} pages, llms.txt and llms-full.txt in ${readers.ms} ms`);
} catch (error) {
  console.error(`postbuild: ${(error as Error).message}`);
  process.exit(1);
}
if (reportExport(outDir, siteConfig.basePath, compiled.entries)) process.exit(1);
