/**
 * `npm run gen:api`: regenerates the committed API models, one per `openapi/<name>.yaml|json`.
 * `npm run gen:api -- --spec <file> --out <dir> [--route-prefix api/name]`: models any OpenAPI
 * 3.x file into `<dir>/<name>.json`. `--check`: compare instead of writing; exits 1 when a model is
 * missing or stale. Exits 1 with the file, JSON pointer and fix for an invalid spec.
 */
import { parseArgs } from 'node:util';
import { defaultRoutePrefix, listApiSpecs, modelFileFor } from '../lib/openapi/config';
import { checkApiModel, displayPath, writeApiModel } from '../lib/openapi/generate';

const { values } = parseArgs({
  options: { spec: { type: 'string' }, out: { type: 'string' }, 'route-prefix': { type: 'string' }, check: { type: 'boolean', default: false } },
});
if (Boolean(values.spec) !== Boolean(values.out)) {
  console.error('gen:api: give both --spec <file> and --out <dir>, or neither (regenerates every spec in openapi/).');
  process.exit(2);
}
const jobs = values.spec
  ? [{ spec: values.spec, model: modelFileFor(values.spec, values.out!), routePrefix: values['route-prefix'] ?? defaultRoutePrefix(values.spec) }]
  : listApiSpecs().map((s) => ({ ...s }));

let failed = 0;
for (const job of jobs) {
  const started = performance.now();
  try {
    if (values.check) {
      const problem = await checkApiModel(job.spec, job.model, { routePrefix: job.routePrefix });
      if (problem) {
        failed++;
        console.error(`gen:api: ${problem}. Run \`npm run gen:api\` and commit the result.`);
      } else console.log(`gen:api: ${displayPath(job.model)} is up to date`);
    } else {
      const { model, changed } = await writeApiModel(job.spec, job.model, { routePrefix: job.routePrefix });
      const ms = Math.round(performance.now() - started);
      console.log(`gen:api: ${displayPath(job.spec)} → ${displayPath(job.model)} (${model.pages.length} pages, ${changed ? 'written' : 'unchanged'}, ${ms} ms)`);
    }
  } catch (error) {
    failed++;
    console.error(`gen:api: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
