/** `npm run check:links`: the export's link check over out/ (lib/checks/export-links.ts); exit 1 on a broken link. */
import path from 'node:path';
import { reportExport } from '../lib/checks/export-links';
import { siteConfig } from '../site.config';

process.exit((await reportExport(path.resolve('out'), siteConfig.basePath)) ? 1 : 0);
