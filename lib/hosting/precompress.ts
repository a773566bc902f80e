import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/** Extensions of the text files that get compressed siblings. */
export const COMPRESSIBLE_EXTENSIONS = ['html', 'css', 'js', 'json', 'txt', 'md', 'svg', 'xml'] as const;

/** Files smaller than this (bytes) are sent as they are: compression saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

const compressible = new RegExp(`\\.(${COMPRESSIBLE_EXTENSIONS.join('|')})$`);

/**
 * Writes `<file>.gz` (gzip level 9, RFC 1952) next to every text file of the export of at least
 * {@link MIN_COMPRESS_BYTES}, overwriting older siblings: nginx sends them with `gzip_static` and
 * `npm start` sends them too. No Brotli copies: Debian's nginx has no Brotli module, and Netlify,
 * Cloudflare Pages and GitHub Pages compress on their own, so no documented server would send
 * them. Compression runs on libuv's thread pool, so the main thread stays free for other work.
 * @param outDir - the export folder
 * @param skip - a top-level folder of the export to leave alone (one still being written)
 * @returns files compressed and their total bytes before and after gzip
 */
export async function precompress(outDir: string, skip?: string): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
    .filter((f) => compressible.test(f) && (!skip || f.split(path.sep)[0] !== skip))
    .map((f) => path.join(outDir, f))
    .filter((f) => fs.statSync(f).size >= MIN_COMPRESS_BYTES);
  let bytes = 0;
  let gzipBytes = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await fs.promises.readFile(file);
      const gz = await gzip(data, { level: 9 });
      await fs.promises.writeFile(`${file}.gz`, gz);
      bytes += data.length;
      gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes, gzipBytes };
}
