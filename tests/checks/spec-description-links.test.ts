import { describe, expect, it } from 'vitest';
import { checkLinks, formatProblem } from '@/lib/checks/content-check';
import { toIndex, type ContentEntry } from '@/lib/content';
import { generateApiModel } from '@/lib/openapi/generate';

const FIXTURE = 'tests/fixtures/openapi/description-links.yaml';
const page = (route: string, headings: string[] = []) =>
  ({
    kind: 'doc',
    id: route.slice(1),
    route,
    file: 'content/guide.mdx',
    links: [],
    headings: headings.map((id) => ({ depth: 2, text: id, id, line: 1 })),
  }) as unknown as ContentEntry;

describe('links in spec descriptions, checked by the compile’s link check', () => {
  it('reports broken routes, relative links and unknown anchors with spec file, line and pointer; skips example values', async () => {
    const model = await generateApiModel(FIXTURE, { routePrefix: 'api/links' });
    const entries = [page('/guide', ['setup']), ...model.pages.map((p) => p.entry)];
    expect(entries.flatMap((e) => e.links.map((l) => l.pointer))).toEqual([
      '#/info/description',
      '#/info/description',
      '#/paths/~1things/get/description',
      '#/paths/~1things/get/description',
      '#/paths/~1things/get/description',
      '#/paths/~1things/get/responses/200/description',
      '#/paths/~1things/get/responses/200/content/application~1json/schema/properties/description/description',
    ]);
    expect(checkLinks(toIndex(entries)).map(formatProblem)).toEqual([
      `${FIXTURE}:10: error: #/paths/~1things/get/description: broken link "/nowhere": no page has the route /nowhere. Fix the route.`,
      `${FIXTURE}:10: error: #/paths/~1things/get/description: anchor "#nope" not found on /guide: link one of its headings (setup).`,
      expect.stringMatching(new RegExp(`^${FIXTURE}:15: error: #/paths/~1things/get/responses/200/description: relative link "relative/page"`)),
    ]);
  });
});
