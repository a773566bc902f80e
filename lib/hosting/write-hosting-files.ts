import fs from 'node:fs';
import path from 'node:path';
import { addCspMeta } from './csp-meta';
import type { HostingConfig } from './header-policy';
import { headersFile } from './headers-file';
import { precompress } from './precompress';

/**
 * The hosting step of the postbuild, run after every other change to the export: adds each page's
 * CSP `<meta>` (csp-meta.ts), writes `_headers` (headers-file.ts), then the `.gz` siblings
 * of the text files (precompress.ts), so the compressed copies hold the final HTML.
 * @param outDir - the export folder
 * @param config - the site configuration of the build (lib/config/site-config.ts `siteConfig`)
 * @param siteScripts - the texts of the site's own inline scripts (components/layout/site-scripts.ts)
 * @throws Error naming the page when a page cannot take the CSP `<meta>` or holds an inline script
 *   of neither the site nor the framework
 */
export async function writeHostingFiles(outDir: string, config: HostingConfig, siteScripts: ReadonlySet<string>) {
  const started = Date.now();
  const csp = addCspMeta(outDir, config, siteScripts);
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(config));
  const compressed = await precompress(outDir);
  return { ...csp, compressed, ms: Date.now() - started };
}
