/**
 * `npm run gen:nginx`: writes deploy/nginx.conf (lib/hosting/nginx-conf.ts) from the site
 * configuration of this environment. The committed file is generated with no optional feature
 * configured; a deployment with Algolia, a feedback endpoint, analytics or the AI assistant runs
 * this with the build's environment so their origins are in the CSP. `--check` exits 1 when the
 * file differs instead of writing it.
 */
import fs from 'node:fs';
import { nginxConf } from '../lib/hosting/nginx-conf';
import { siteConfig } from '../site.config';

const NGINX_CONF_FILE = 'deploy/nginx.conf';

const text = nginxConf(siteConfig);
if (process.argv.includes('--check')) {
  const same = fs.existsSync(NGINX_CONF_FILE) && fs.readFileSync(NGINX_CONF_FILE, 'utf8') === text;
  console.log(same ? `${NGINX_CONF_FILE} is up to date.` : `${NGINX_CONF_FILE} is stale: run \`npm run gen:nginx\` and commit it.`);
  process.exit(same ? 0 : 1);
}
fs.writeFileSync(NGINX_CONF_FILE, text);
console.log(`gen:nginx: wrote ${NGINX_CONF_FILE}`);
