import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { algoliaAdminConfig, ENV_VARIABLES, EnvError, parseEnv } from '@/lib/config/env';

describe('SITE_URL', () => {
  test('unset: the production URL', () => {
    expect(parseEnv({}).siteUrl).toBe('https://docs.nillion.com');
  });

  test('trailing slashes are dropped, so a route joins without "//"', () => {
    expect(parseEnv({ SITE_URL: 'https://docs.example.org/' }).siteUrl).toBe('https://docs.example.org');
    expect(parseEnv({ SITE_URL: 'https://example.org/docs//' }).siteUrl).toBe('https://example.org/docs');
    expect(parseEnv({ SITE_URL: 'http://127.0.0.1:3000' }).siteUrl).toBe('http://127.0.0.1:3000');
  });

  test('a non-http(s) or relative URL is rejected, naming the variable', () => {
    expect(() => parseEnv({ SITE_URL: 'ftp://docs.example.org' })).toThrow(EnvError);
    expect(() => parseEnv({ SITE_URL: 'ftp://docs.example.org' })).toThrow(
      'Environment variable SITE_URL="ftp://docs.example.org": must be an http(s) URL, not "ftp:"',
    );
    expect(() => parseEnv({ SITE_URL: 'docs.example.org' })).toThrow(/^Environment variable SITE_URL="docs.example.org": must be an absolute http\(s\) URL/);
    expect(() => parseEnv({ SITE_URL: 'https://example.org/?a=1' })).toThrow(/SITE_URL=.*must not hold a query or a fragment/);
  });
});

describe('BASE_PATH', () => {
  test('unset, empty or "/": no base path', () => {
    for (const BASE_PATH of [undefined, '', '/', '//']) expect(parseEnv({ BASE_PATH }).basePath).toBe('');
  });

  test('normalised to a leading slash and no trailing slash', () => {
    expect(parseEnv({ BASE_PATH: '/preview/my-branch' }).basePath).toBe('/preview/my-branch');
    expect(parseEnv({ BASE_PATH: 'preview/x/' }).basePath).toBe('/preview/x');
    expect(parseEnv({ BASE_PATH: '/preview//x/' }).basePath).toBe('/preview/x');
  });

  test('spaces, dot segments and URL syntax are rejected, naming the variable', () => {
    expect(() => parseEnv({ BASE_PATH: '/my branch' })).toThrow('Environment variable BASE_PATH="/my branch": must not contain spaces');
    expect(() => parseEnv({ BASE_PATH: '/preview/../x' })).toThrow('Environment variable BASE_PATH="/preview/../x": must not contain "." or ".." segments');
    expect(() => parseEnv({ BASE_PATH: '/a?b' })).toThrow('BASE_PATH="/a?b": segment "a?b" may only hold letters, digits and "._~-"');
  });
});

describe('other variables', () => {
  test('an empty environment: every optional feature off, the documented defaults on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      production: false,
      editUrlBase: null,
      e2eFixture: false,
      navbarHideOnScroll: false,
      announcement: null,
      feedbackEndpoint: null,
      aiAssistant: null,
      analytics: { privacyTag: null, umami: null, plausible: null, attribution: null },
      algolia: null,
      searchExternalUrlRegex: null,
      searchReplacePathname: null,
      devProxyTarget: 'https://nildb-demo.nillion.network',
      server: { port: 3000, host: '127.0.0.1' },
      skipBuild: false,
    });
  });

  test('the announcement bar: both id and content, colours and closeable defaulted', () => {
    expect(parseEnv({ NEXT_PUBLIC_ANNOUNCEMENT_ID: 'a', NEXT_PUBLIC_ANNOUNCEMENT_CONTENT: 'Hello' }).announcement).toEqual({
      id: 'a',
      content: 'Hello',
      backgroundColor: '#fff',
      textColor: '#000',
      isCloseable: true,
    });
    expect(
      parseEnv({ NEXT_PUBLIC_ANNOUNCEMENT_ID: 'a', NEXT_PUBLIC_ANNOUNCEMENT_CONTENT: 'Hi', NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE: 'false' }).announcement
        ?.isCloseable,
    ).toBe(false);
    expect(() => parseEnv({ NEXT_PUBLIC_ANNOUNCEMENT_ID: 'a' })).toThrow('NEXT_PUBLIC_ANNOUNCEMENT_ID is set but NEXT_PUBLIC_ANNOUNCEMENT_CONTENT is not');
    expect(() => parseEnv({ NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE: 'no' })).toThrow('NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE="no": must be "true" or "false"');
  });

  test('switches, ports and URLs are checked, each error naming its variable; all errors at once', () => {
    expect(parseEnv({ NAVBAR_HIDE_ON_SCROLL: '1', PORT: '8080', SKIP_BUILD: '1' })).toMatchObject({
      navbarHideOnScroll: true,
      server: { port: 8080 },
      skipBuild: true,
    });
    let message = '';
    try {
      parseEnv({ NAVBAR_HIDE_ON_SCROLL: 'yes', PORT: 'http', FEEDBACK_ENDPOINT: 'not a url', NILDB_DEV_PROXY_TARGET: 'nildb' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Environment variable NAVBAR_HIDE_ON_SCROLL="yes": must be "1" or "0"',
      'Environment variable FEEDBACK_ENDPOINT="not a url": must be an absolute http(s) URL',
      'Environment variable NILDB_DEV_PROXY_TARGET="nildb": must be an absolute http(s) URL',
      'Environment variable PORT="http": must be a port number',
      'Fix the value or unset it (see .env.example).',
    ]);
  });

  test('search: the pathname replacement pair and a regular expression that must compile', () => {
    expect(parseEnv({ NEXT_PUBLIC_SEARCH_REPLACE_PATHNAME_FROM: '/docs/' }).searchReplacePathname).toEqual({ from: '/docs/', to: '' });
    expect(() => parseEnv({ NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX: '([' })).toThrow(
      /NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX="\(\[": must be a valid JavaScript regular expression/,
    );
  });

  // The AI assistant's integrity: tests/chrome/integrations.test.tsx.
  test('third-party scripts: an integrity hash only where one is set, and the API-page switch', () => {
    const sri = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const env = parseEnv({
      NODE_ENV: 'production',
      ANALYTICS_UMAMI_SCRIPT_URL: 'https://stats.example/umami-2.9.0.js',
      ANALYTICS_UMAMI_WEBSITE_ID: 'w',
      ANALYTICS_UMAMI_SCRIPT_INTEGRITY: sri,
      ANALYTICS_PLAUSIBLE_DOMAIN: 'docs.nillion.com',
      THIRD_PARTY_SCRIPTS_ON_API_PAGES: '0',
    });
    expect(env.analytics.umami).toEqual({ scriptUrl: 'https://stats.example/umami-2.9.0.js', websiteId: 'w', integrity: sri });
    // The hosted Plausible script is a rolling URL: no hash unless one is given.
    expect(env.analytics.plausible).toEqual({ domain: 'docs.nillion.com', scriptUrl: 'https://plausible.io/js/script.js' });
    expect(env.thirdPartyScriptsOnApiPages).toBe(false);
    expect(parseEnv({}).thirdPartyScriptsOnApiPages).toBe(true);
    expect(() => parseEnv({ ANALYTICS_PLAUSIBLE_SCRIPT_INTEGRITY: 'md5-abc' })).toThrow(
      'Environment variable ANALYTICS_PLAUSIBLE_SCRIPT_INTEGRITY="md5-abc": must be a Subresource Integrity hash',
    );
  });

  test('the feedback timeout: 15 s by default, a whole number of milliseconds when set', () => {
    expect(parseEnv({}).feedbackTimeoutMs).toBe(15_000);
    expect(parseEnv({ FEEDBACK_TIMEOUT_MS: '2500' }).feedbackTimeoutMs).toBe(2500);
    expect(() => parseEnv({ FEEDBACK_TIMEOUT_MS: '0' })).toThrow('Environment variable FEEDBACK_TIMEOUT_MS="0": must be at least 1 ms');
    expect(() => parseEnv({ FEEDBACK_TIMEOUT_MS: 'soon' })).toThrow('Environment variable FEEDBACK_TIMEOUT_MS="soon": must be a number of milliseconds');
  });

  test('the Algolia sync needs the app, the index and an admin key', () => {
    expect(() => algoliaAdminConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP' })).toThrow(/set NEXT_PUBLIC_ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY/);
    expect(algoliaAdminConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'A', NEXT_PUBLIC_ALGOLIA_INDEX_NAME: 'i', ALGOLIA_ADMIN_API_KEY: 'k' })).toEqual({
      appId: 'A',
      indexName: 'i',
      adminApiKey: 'k',
    });
  });
});

describe('documentation', () => {
  // NODE_ENV is set by Next.js and the test runner, not by whoever deploys.
  const documented = ENV_VARIABLES.filter((name) => name !== 'NODE_ENV');

  test('.env.example shows every variable the schema reads, and no other', () => {
    const example = [...fs.readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(example)].sort()).toEqual([...documented].sort());
  });

  test('the README § Environment table names every variable', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Environment'), readme.indexOf('\n## ', readme.indexOf('## Environment') + 1));
    const missing = documented.filter((name) => !table.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });
});
