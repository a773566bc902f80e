/**
 * The generated page sources of the site's own specs and of the fixture specs, against committed
 * snapshots (`__snapshots__/pages/<spec>.txt`): each page's content id, front matter and MDX body
 * (routes, titles and short labels, tags, parameters and their limits, security, servers, responses
 * in order, schema trees with allOf merged and recursion stopped, variants, examples spec-written or
 * generated, request samples, the Try-it data), preceded by the warnings the generator gave, each
 * with its JSON pointer. A
 * changed snapshot is a change of the pages readers see: review it as such before updating it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRoutePrefix } from '@/lib/openapi/config';
import type { OpenApiWarning } from '@/lib/openapi/errors';
import { generateApiModel } from '@/lib/openapi/generate';
import { apiPageSources } from '@/lib/openapi/page-source';

const SPECS = [
  'openapi/nildb.yaml',
  'openapi/nilai.yaml',
  ...[
    'petstore-3.0.yaml',
    'petstore-3.1.yaml',
    'recursive.yaml',
    'composition.yaml',
    'split-root.yaml',
    'allof-cycle.yaml',
    'slug-sources.yaml',
    'missing-slug.yaml',
    'duplicate-slug.yaml',
    'webhooks-3.1.yaml',
    'deviations-3.0.yaml',
    'deviations-3.1.yaml',
    'header-names.yaml',
  ].map((name) => `tests/fixtures/openapi/${name}`),
];

describe('generated API page sources', () => {
  it.each(SPECS)('%s', async (spec) => {
    const warnings: OpenApiWarning[] = [];
    const model = await generateApiModel(spec, { routePrefix: defaultRoutePrefix(spec), onWarning: (w) => warnings.push(w) });
    const text = [
      ...warnings.map((w) => `==== warning at ${w.pointer ?? '(no pointer)'}\n${w.message}\n`),
      ...apiPageSources(model).map(({ id, source }) => `==== page ${id}\n${source}`),
    ].join('\n');
    await expect(text).toMatchFileSnapshot(`__snapshots__/pages/${path.basename(spec).replace(/\.ya?ml$/, '')}.txt`);
  });
});
