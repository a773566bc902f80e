import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiError, type OpenApiWarning } from '@/lib/openapi/errors';
import { generateApiModel } from '@/lib/openapi/generate';
import { unsafeLinkScheme } from '@/lib/markdown/url-scheme';

const HEADERS = 'tests/fixtures/openapi/header-names.yaml';
const LINKS = 'tests/fixtures/openapi/unsafe-links.yaml';

/** Runs `npm run gen:api` on one spec into a temporary folder. */
function genApi(spec: string, ...flags: string[]) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-api-'));
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts', '--spec', spec, '--out', out, ...flags], { encoding: 'utf8' });
}

describe('header names that are not RFC 9110 tokens', () => {
  it('are warnings with file, line and JSON pointer, one per place: parameter, response header (the line of its value), API key header', async () => {
    const warnings: OpenApiWarning[] = [];
    await generateApiModel(HEADERS, { routePrefix: 'api/h', onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => w.message)).toEqual([
      `${HEADERS}:13:17 (#/paths/~1things/get/parameters/0/name): the header parameter "X Request Id" is not a valid HTTP header name (RFC 9110 § 5.6.2: letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ only): no client can send it, and Try-it refuses it. Fix: name the header as the server reads it, e.g. "X-Request-Id".`,
      expect.stringMatching(
        /^tests\/fixtures\/openapi\/header-names\.yaml:30:15 \(#\/paths\/~1things\/get\/responses\/200\/headers\/Rate Limit\): the header "Rate Limit" is not a valid HTTP header name .* e\.g\. "Rate-Limit"\.$/,
      ),
      expect.stringMatching(
        /^tests\/fixtures\/openapi\/header-names\.yaml:40:13 \(#\/components\/securitySchemes\/key\/name\): the API key header "Api Key:" is not a valid HTTP header name .* e\.g\. "Api-Key"\.$/,
      ),
    ]);
  });

  it('fail the generation with --strict', async () => {
    const strict = generateApiModel(HEADERS, { routePrefix: 'api/h', strict: true });
    await expect(strict).rejects.toThrow(OpenApiError);
    await expect(strict).rejects.toThrow(
      /^tests\/fixtures\/openapi\/header-names\.yaml: 3 warnings, errors with --strict:\n {2}.*#\/paths\/~1things\/get\/parameters\/0\/name/,
    );
  });

  it('gen:api prints them and succeeds; with --strict it exits 1 naming the pointer', () => {
    const lenient = genApi(HEADERS);
    expect(lenient.status).toBe(0);
    expect(lenient.stderr).toContain(
      'gen:api: warning: tests/fixtures/openapi/header-names.yaml:13:17 (#/paths/~1things/get/parameters/0/name): the header parameter "X Request Id"',
    );
    const strict = genApi(HEADERS, '--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('(#/paths/~1things/get/parameters/0/name): the header parameter "X Request Id" is not a valid HTTP header name');
  }, 60_000);
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

  it('gen:api exits 1 without --strict', () => {
    const run = genApi(LINKS);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('(#/info/description): description has a link "javascript:alert(document.cookie)" uses the javascript: scheme');
  }, 60_000);

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
