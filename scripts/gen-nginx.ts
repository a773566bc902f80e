/**
 * `npm run gen:nginx`: writes deploy/nginx.conf (lib/hosting/nginx-conf.ts) from the site
 * configuration of this environment. The committed file is generated with no optional feature
 * configured (tests/hosting/header-policy.test.ts fails when it is stale); a deployment with
 * Algolia, a feedback endpoint, analytics or the AI assistant runs this with the build's
 * environment so their origins are in the CSP.
 */
import fs from 'node:fs';
import { nginxConf } from '../lib/hosting/nginx-conf';
import { siteConfig } from '../site.config';

fs.writeFileSync('deploy/nginx.conf', nginxConf(siteConfig));
console.log('gen:nginx: wrote deploy/nginx.conf');
