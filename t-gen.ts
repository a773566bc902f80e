import fs from 'node:fs';
import { compileApiSpecs } from './lib/compile/api-specs';
import { apiPageSources } from './lib/openapi/page-source';
const r = await compileApiSpecs(process.cwd());
fs.mkdirSync('/tmp/gen', { recursive: true });
for (const m of r.models) for (const p of apiPageSources(m)) fs.writeFileSync(`/tmp/gen/${p.id.replaceAll('/', '_')}.mdx`, p.source);
