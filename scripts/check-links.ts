/** `npm run check:links`: every internal reference of the export in out/ resolves (exit 1 otherwise). */
import path from 'node:path';
import { reportExportLinks } from '../lib/checks/export-links';
import { siteConfig } from '../lib/site-config';

process.exit(reportExportLinks(path.resolve('out'), siteConfig.basePath) ? 1 : 0);
