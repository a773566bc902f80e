import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import fs from 'node:fs';
import { checkSpecFileLinks, checkSpecLinks, specDescriptionLinks } from '@/lib/checks/spec-links';
import { formatProblem } from '@/lib/checks/content-check';
import type { ContentEntry } from '@/lib/content';

const FIXTURE = 'tests/fixtures/openapi/description-links.yaml';
const page = (route: string, headings: string[] = []) =>
  ({ kind: 'doc', id: route.slice(1), route, headings: headings.map((id) => ({ depth: 2, text: id, id, line: 1 })) }) as unknown as ContentEntry;
const index = { entries: [page('/guide', ['setup'])] };

describe('links in spec descriptions', () => {
  it('finds every description link with its JSON pointer, skipping example values', () => {
    const links = specDescriptionLinks(parseYaml(fs.readFileSync(FIXTURE, 'utf8')));
    expect(links).toEqual([
      { url: '/guide', pointer: '#/info/description' },
      { url: '/guide#setup', pointer: '#/info/description' },
      { url: '/nowhere', pointer: '#/paths/~1things/get/description' },
      { url: '/guide#nope', pointer: '#/paths/~1things/get/description' },
      { url: 'https://example.org/x', pointer: '#/paths/~1things/get/description' },
      { url: 'relative/page', pointer: '#/paths/~1things/get/responses/200/description' },
      {
        url: '/',
        pointer: '#/paths/~1things/get/responses/200/content/application~1json/schema/properties/description/description',
      },
    ]);
  });

  it('reports broken routes, relative links and unknown anchors with spec file, line and pointer', () => {
    const problems = checkSpecFileLinks(FIXTURE, index).map(formatProblem);
    expect(problems).toEqual([
      `${FIXTURE}:10: error: #/paths/~1things/get/description: broken link "/nowhere": no page has the route /nowhere. Fix the route.`,
      `${FIXTURE}:10: error: #/paths/~1things/get/description: anchor "#nope" not found on /guide: link one of its headings (setup).`,
      expect.stringMatching(new RegExp(`^${FIXTURE}:15: error: #/paths/~1things/get/responses/200/description: relative link "relative/page"`)),
    ]);
  });

  it('passes the published specs against the real content routes', async () => {
    const { buildContentIndex } = await import('@/lib/compile');
    const problems = checkSpecLinks(await buildContentIndex());
    expect(problems.map(formatProblem)).toEqual([]);
  }, 180_000);
});
