/**
 * `npm run check:links`: every internal link, script, stylesheet and image of the export resolves
 * to an exported file (exit 1 otherwise). Broken `#anchors` are listed as warnings (spec: ignored).
 */
import path from 'node:path';
import { checkExportLinks } from '../lib/checks/export-links';
import { siteConfig } from '../lib/site-config';

const { pages, references, broken } = checkExportLinks(path.resolve('out'), siteConfig.basePath);
const links = broken.filter((b) => b.kind === 'link');
const anchors = broken.filter((b) => b.kind === 'anchor');
for (const b of links) console.error(`out/${b.page}: broken link ${b.target}`);
for (const b of anchors) console.warn(`out/${b.page}: warning: anchor not found ${b.target}`);
console.log(`check:links: ${pages} pages, ${references} internal references, ${links.length} broken, ${anchors.length} anchor warnings`);
process.exit(links.length ? 1 : 0);
