/**
 * `npm start`: builds the export if `out/` is missing, then serves it on 127.0.0.1:3000 (HOST and
 * PORT override) with the CDN URL rules (lib/serve/resolve-export-path.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { createExportServer } from '../lib/serve/export-server';
import { siteConfig } from '../lib/site-config';
import { readEnv } from '../lib/config/env';

const outDir = path.resolve('out');
if (!fs.existsSync(path.join(outDir, '404.html'))) {
  console.log('No export in out/ yet: running `npm run build` first.');
  execSync('npm run build', { stdio: 'inherit' });
}

const { port, host } = readEnv().server;
createExportServer(outDir, siteConfig.basePath).listen(port, host, () => {
  console.log(`Serving ${outDir} at http://${host}:${port}${siteConfig.basePath || '/'}`);
});
