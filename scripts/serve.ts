/**
 * `npm start`: builds the export if `out/` is missing, then serves it on 127.0.0.1:3000 as a local
 * preview (lib/serve/export-server.ts: the `sirv` library with the production headers of
 * lib/hosting/header-policy.ts and the 404 page). Options: `--dir <export folder>` (default `out`; no
 * build is run for another folder), `--host <address>` and `--port <n>` (HOST and PORT override the
 * defaults; port 0 picks a free port). Prints `Serving <dir> at <url>` once it listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createExportServer } from '../lib/serve/export-server';
import { siteConfig } from '../site.config';
import { readEnv } from '../lib/config/env';

const { values: args } = parseArgs({
  options: { dir: { type: 'string', default: 'out' }, host: { type: 'string' }, port: { type: 'string' } },
});
const env = readEnv().server;
const host = args.host ?? env.host;
const port = args.port !== undefined ? Number(args.port) : env.port;

const outDir = path.resolve(args.dir);
if (!fs.existsSync(path.join(outDir, '404.html'))) {
  if (args.dir !== 'out') throw new Error(`No export in ${outDir} (no 404.html): build it first.`);
  console.log('No export in out/ yet: running `npm run build` first.');
  execSync('npm run build', { stdio: 'inherit' });
}

const server = createExportServer(outDir, { config: siteConfig });
server.listen(port, host, () => {
  const address = server.address() as AddressInfo;
  console.log(`Serving ${outDir} at http://${host}:${address.port}${siteConfig.basePath || '/'}`);
});
