/**
 * `npm run build` runs this after `next build`: the steps that post-process the static export in
 * `out/`. Each step is one function call that throws with a clear message; any failure exits 1.
 */
import path from 'node:path';
import { writeReaderFiles } from '../lib/markdown/write-reader-files';

const outDir = path.resolve('out');

try {
  // Issue 10: out/<route>.md for every page, llms.txt, llms-full.txt.
  const readers = await writeReaderFiles(outDir);
  console.log(`postbuild: Markdown for ${readers.pages} pages, llms.txt and llms-full.txt in ${readers.ms} ms`);
} catch (error) {
  console.error(`postbuild: ${(error as Error).message}`);
  process.exit(1);
}
