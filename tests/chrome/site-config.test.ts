import { describe, expect, test } from 'vitest';
import { loadSiteConfig } from '@/site.config';
import { chromeFeatures } from '@/lib/chrome/chrome-features';

// The site configuration: site data joined with the environment; each optional chrome feature is
// off unless configured, analytics run in production builds only.
describe('site config: chrome env values', () => {
  // Each value off in an empty environment: tests/config/env.test.ts.
  test('all optional features are off with an empty environment', () => {
    expect(Object.values(chromeFeatures(loadSiteConfig({}), []))).toEqual(['0', '0', '0', '0', '0', '0']);
  });

  test('SITE_URL and BASE_PATH reach the configuration normalised', () => {
    const config = loadSiteConfig({ SITE_URL: 'https://docs.example.org/', BASE_PATH: 'preview/x/' });
    expect({ url: config.url, basePath: config.basePath }).toEqual({ url: 'https://docs.example.org', basePath: '/preview/x' });
  });

  const analyticsEnv = {
    ANALYTICS_PRIVACY_TAG_SRC: '/js/tag.js',
    ANALYTICS_UMAMI_SCRIPT_URL: 'https://umami.example/script.js',
    ANALYTICS_UMAMI_WEBSITE_ID: 'site-1',
    ANALYTICS_PLAUSIBLE_DOMAIN: 'docs.nillion.com',
    ANALYTICS_ATTRIBUTION_SRC: 'https://tags.example/a.js',
    ANALYTICS_ATTRIBUTION_PRODUCT_ID: 'p-1',
    ANALYTICS_ATTRIBUTION_INTEGRITY: 'sha384-abc123',
  };

  test('analytics are read in production builds only', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadSiteConfig({ ...analyticsEnv, NODE_ENV }).analytics).toEqual({ privacyTag: null, umami: null, plausible: null, attribution: null });
    }
    const { analytics } = loadSiteConfig({ ...analyticsEnv, NODE_ENV: 'production' });
    expect(analytics).toEqual({
      privacyTag: { src: '/js/tag.js' },
      umami: { scriptUrl: 'https://umami.example/script.js', websiteId: 'site-1' },
      plausible: { domain: 'docs.nillion.com', scriptUrl: 'https://plausible.io/js/script.js' },
      attribution: { src: 'https://tags.example/a.js', productId: 'p-1', integrity: 'sha384-abc123' },
    });
  });

  test('the self-hosted tag must be a script path under public/js/', () => {
    expect(() => loadSiteConfig({ ...analyticsEnv, ANALYTICS_PRIVACY_TAG_SRC: 'https://cdn/tag.js', NODE_ENV: 'production' })).toThrow(
      /ANALYTICS_PRIVACY_TAG_SRC="https:\/\/cdn\/tag.js": must be a script path under public\/js\//,
    );
  });

  test('the feature switches follow the configuration', () => {
    const config = loadSiteConfig({
      NEXT_PUBLIC_ANNOUNCEMENT_ID: 'a',
      NEXT_PUBLIC_ANNOUNCEMENT_CONTENT: 'Hello',
      FEEDBACK_ENDPOINT: 'https://feedback.example/x',
      NAVBAR_HIDE_ON_SCROLL: '1',
      AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/w.js',
      AI_ASSISTANT_API_KEY: 'k',
    });
    expect(chromeFeatures(config, [])).toEqual({
      CHROME_FEATURE_ANNOUNCEMENT_CLOSE: '1',
      CHROME_FEATURE_DROPDOWNS: '0',
      CHROME_FEATURE_LOCALE_DROPDOWN: '0',
      CHROME_FEATURE_HIDE_ON_SCROLL: '1',
      CHROME_FEATURE_FEEDBACK_MODAL: '1',
      CHROME_FEATURE_SCRIPTS: '1',
    });
    const notCloseable = loadSiteConfig({
      NEXT_PUBLIC_ANNOUNCEMENT_ID: 'a',
      NEXT_PUBLIC_ANNOUNCEMENT_CONTENT: 'Hello',
      NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE: 'false',
    });
    expect(chromeFeatures(notCloseable, []).CHROME_FEATURE_ANNOUNCEMENT_CLOSE).toBe('0');
  });

  test('a dropdown among the navbar links of content/_nav/navbar.yaml switches the dropdown code on', () => {
    const config = loadSiteConfig({});
    expect(chromeFeatures(config, [{ type: 'doc' }, { type: 'dropdown' }])).toMatchObject({
      CHROME_FEATURE_DROPDOWNS: '1',
      CHROME_FEATURE_LOCALE_DROPDOWN: '0',
    });
  });

  test('the browser-test build (E2E_FIXTURE=1) gets a navbar control of every type', () => {
    const config = loadSiteConfig({ E2E_FIXTURE: '1' });
    expect(new Set(config.navbar.items.map((i) => i.type))).toEqual(new Set(['localeDropdown', 'docsVersionDropdown', 'search', 'html']));
    expect(chromeFeatures(config, [])).toMatchObject({ CHROME_FEATURE_DROPDOWNS: '1', CHROME_FEATURE_LOCALE_DROPDOWN: '1' });
  });
});
