/**
 * `postbuild` (runs after `next build`): checks the export, each step one function call.
 * 1. Every internal link, script, stylesheet and image of out/ resolves (lib/checks/export-links.ts);
 *    broken `#anchors` are warnings only (spec: ignored).
 */
import path from 'node:path';
import { reportExportLinks } from '../lib/checks/export-links';
import { siteConfig } from '../lib/site-config';

const outDir = path.resolve('out');
if (reportExportLinks(outDir, siteConfig.basePath)) process.exit(1);
