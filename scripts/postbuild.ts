/**
 * `postbuild` (runs after `next build`): post-processes and checks the static export in `out/` (or
 * the folder given as argument), each step one function call; any failure exits 1.
 * 1. `out/<route>.md` for every page, `llms.txt` and `llms-full.txt`.
 * 2. Each page's inline React Server Components payload moves to a content-hashed file
 *    (lib/export/rsc-payload.ts), so the HTML is the document alone.
 * 3. Hosting files (lib/hosting/): each page's CSP `<meta>` with its inline-script hashes,
 *    `_headers`, and `.gz`/`.br` siblings of the text files.
 * 4. Every internal link, script, stylesheet and image of the export resolves (including the new
 *    files); broken `#anchors` are warnings only (spec: ignored).
 */
import path from 'node:path';
import { writeReaderFiles } from '../lib/markdown/write-reader-files';
import { externalizeRscPayloads } from '../lib/export/rsc-payload';
import { reportExportLinks } from '../lib/checks/export-links';
import { siteConfig } from '../lib/site-config';
import { writeHostingFiles } from '../lib/hosting/write-hosting-files';

const outDir = path.resolve(process.argv[2] ?? 'out');

try {
  const readers = await writeReaderFiles(outDir);
  console.log(`postbuild: Markdown for ${readers.pages} pages, llms.txt and llms-full.txt in ${readers.ms} ms`);
  const payloads = externalizeRscPayloads(outDir, siteConfig.basePath);
  console.log(`postbuild: RSC payload of ${payloads.pages} pages moved to ${payloads.files} files (${(payloads.movedBytes / 1e6).toFixed(1)} MB out of the HTML)`);
  const hosting = await writeHostingFiles(outDir, siteConfig);
  console.log(`postbuild: CSP <meta> in ${hosting.pages} pages (${hosting.hashes} inline-script hashes), _headers, .gz/.br for ${hosting.compressed.files} files in ${hosting.ms} ms`);
} catch (error) {
  console.error(`postbuild: ${(error as Error).message}`);
  process.exit(1);
}
if (reportExportLinks(outDir, siteConfig.basePath)) process.exit(1);
