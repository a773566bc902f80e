import { describe, expect, it } from 'vitest';
import { OpenApiError } from '@/lib/openapi/errors';
import { generateApiModel } from '@/lib/openapi/generate';
import { unsafeLinkScheme } from '@/lib/markdown/url-scheme';

const HEADERS = 'tests/fixtures/openapi/header-names.yaml';
const LINKS = 'tests/fixtures/openapi/unsafe-links.yaml';

// Without --strict, each is a warning with file, line and JSON pointer (tests/openapi/pages-snapshot.test.ts, header-names.yaml).
describe('header names that are not RFC 9110 tokens', () => {
  it('fail the generation with --strict', async () => {
    const strict = generateApiModel(HEADERS, { routePrefix: 'api/h', strict: true });
    await expect(strict).rejects.toThrow(OpenApiError);
    await expect(strict).rejects.toThrow(
      /^tests\/fixtures\/openapi\/header-names\.yaml: 3 warnings, errors with --strict:\n {2}.*#\/paths\/~1things\/get\/parameters\/0\/name/,
    );
  });
});

describe('description links with a scheme that runs code', () => {
  it('are refused, strict or not, each with its line and JSON pointer; example data is not searched', async () => {
    const lenient = generateApiModel(LINKS, { routePrefix: 'api/l', onWarning: () => {} });
    await expect(lenient).rejects.toThrow(OpenApiError);
    const message = await lenient.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message.split('\n')).toEqual([
      `${LINKS}: links whose scheme can run code in the reader's browser, refused as in MDX pages:`,
      `  ${LINKS}:5:16 (#/info/description): description has a link "javascript:alert(document.cookie)" uses the javascript: scheme, which can run code in the reader's browser. Link to an http(s) URL or a page of the site.`,
      expect.stringMatching(
        /^ {2}tests\/fixtures\/openapi\/unsafe-links\.yaml:10:16 \(#\/paths\/~1things\/get\/summary\): summary has a link "java\tscript:alert\(1\)" uses the javascript: scheme/,
      ),
      expect.stringMatching(
        /^ {2}tests\/fixtures\/openapi\/unsafe-links\.yaml:11:20 \(#\/paths\/~1things\/get\/description\): description has a link "DATA:text\/html;base64,.*" uses the data: scheme/,
      ),
      expect.stringMatching(
        /^ {2}tests\/fixtures\/openapi\/unsafe-links\.yaml:11:20 \(#\/paths\/~1things\/get\/description\): description has a link "vbscript:msgbox" uses the vbscript: scheme/,
      ),
      expect.stringMatching(
        /^ {2}tests\/fixtures\/openapi\/unsafe-links\.yaml:14:\d+ \(#\/paths\/~1things\/get\/responses\/200\/description\): description has an image "JaVaScRiPt:alert\(2\)" uses the javascript: scheme/,
      ),
    ]);
  });

  it.each([
    ['javascript:alert(1)', 'javascript'],
    [' \u0001JavaScript:alert(1)', 'javascript'],
    ['java\tscr\nipt:alert(1)', 'javascript'],
    ['vbscript:msgbox', 'vbscript'],
    ['data:text/html,<b>x</b>', 'data'],
    ['https://example.org/javascript:x', null],
    ['/guide#data:x', null],
    ['mailto:a@example.org', null],
    ['javascript', null],
  ])('the scheme of %j, as a browser reads it, is refused: %s', (url, scheme) => {
    expect(unsafeLinkScheme(url)).toBe(scheme);
  });
});
