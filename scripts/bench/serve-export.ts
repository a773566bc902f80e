/**
 * The export served as a CDN serves it, for the benchmarks: `npm start`'s export server behind
 * gzip compression, on a free port of 127.0.0.1. Lighthouse and the search benchmark measure the
 * bytes it sends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { createExportServer } from '../../lib/serve/export-server';

/** A running server: the export's URL (base path included) and how to stop it. */
export interface ServedExport {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Serves `outDir` under `basePath`, gzip-compressed.
 * @param outDir - the export folder
 * @param basePath - the base path it was built with (`''` or `/preview/x`)
 */
export async function serveExportGzip(outDir: string, basePath: string): Promise<ServedExport> {
  const exportServer = createExportServer(outDir, { basePath });
  const compress = compression();
  const server = http.createServer((req, res) => compress(req as never, res as never, () => exportServer.emit('request', req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
