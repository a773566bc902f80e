import fs from 'node:fs';
import path from 'node:path';

/**
 * Every HTML file of an export (`.html` in any case), relative to it, with `/` separators, sorted: the one listing the
 * postbuild steps, the export link check and the benchmark share.
 * @param outDir - the export folder (`out/`)
 */
export function htmlFiles(outDir: string): string[] {
  return (
    (fs.readdirSync(outDir, { recursive: true }) as string[])
      // Any case: a host serves `A.HTML` as a page too, and it must get its CSP like any other.
      .filter((f) => /\.html$/i.test(f))
      .map((f) => f.split(path.sep).join('/'))
      .sort()
  );
}
