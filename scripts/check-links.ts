/** `npm run check:links`: the export crawl over out/ (lib/checks/export-links.ts); exit 1 on an error. */
import path from 'node:path';
import { reportExport } from '../lib/checks/export-links';
import { getCompiledContent } from '../lib/content';
import { siteConfig } from '../site.config';

process.exit(reportExport(path.resolve('out'), siteConfig.basePath, getCompiledContent().entries) ? 1 : 0);
