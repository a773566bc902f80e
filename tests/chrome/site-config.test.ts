import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSiteConfig } from '@/lib/site-config';
import { chromeFeatures } from '@/lib/chrome-features';

// The chrome's env values (issue 9): each feature off unless configured, analytics production only.
describe('site config: chrome env values', () => {
  test('all optional features are off with an empty environment', () => {
    const config = loadSiteConfig({});
    expect(config.announcementBar).toBeNull();
    expect(config.feedback.endpoint).toBeNull();
    expect(config.aiAssistant).toBeNull();
    expect(config.analytics).toEqual({ privacyTag: null, umami: null, plausible: null, attribution: null });
    expect(config.navbar.hideOnScroll).toBe(false);
    expect(config.devProxy.target).toBe('https://nildb-demo.nillion.network');
    expect(Object.values(chromeFeatures(config))).toEqual(['0', '0', '0', '0', '0', '0']);
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

  test('values that go together fail when only some are set, naming the missing ones', () => {
    expect(() => loadSiteConfig({ AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/widget.js' })).toThrow(
      'site config: AI_ASSISTANT_SCRIPT_URL is set but AI_ASSISTANT_API_KEY is not. Set all of AI_ASSISTANT_SCRIPT_URL, AI_ASSISTANT_API_KEY or none.',
    );
    expect(() => loadSiteConfig({ ANALYTICS_ATTRIBUTION_SRC: 'https://tags.example/a.js', NODE_ENV: 'production' })).toThrow(
      /ANALYTICS_ATTRIBUTION_PRODUCT_ID, ANALYTICS_ATTRIBUTION_INTEGRITY is not/,
    );
  });

  test('bad values name the key', () => {
    expect(() => loadSiteConfig({ FEEDBACK_ENDPOINT: 'not a url' })).toThrow(/^site config "feedback.endpoint"/);
    expect(() => loadSiteConfig({ ...analyticsEnv, ANALYTICS_PRIVACY_TAG_SRC: 'https://cdn/tag.js', NODE_ENV: 'production' })).toThrow(
      /site config "analytics.privacyTag.src": must be a script path under public\/js\//,
    );
    expect(() => loadSiteConfig({ ...analyticsEnv, ANALYTICS_ATTRIBUTION_INTEGRITY: 'md5-x', NODE_ENV: 'production' })).toThrow(
      /"analytics.attribution.integrity": must be a Subresource Integrity hash/,
    );
    expect(() => loadSiteConfig({ NILDB_DEV_PROXY_TARGET: 'nildb' })).toThrow(/"devProxy.target"/);
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
    expect(chromeFeatures(config)).toEqual({
      CHROME_FEATURE_ANNOUNCEMENT_CLOSE: '1',
      CHROME_FEATURE_DROPDOWNS: '0',
      CHROME_FEATURE_LOCALE_DROPDOWN: '0',
      CHROME_FEATURE_HIDE_ON_SCROLL: '1',
      CHROME_FEATURE_FEEDBACK_MODAL: '1',
      CHROME_FEATURE_SCRIPTS: '1',
    });
    const notCloseable = loadSiteConfig({ NEXT_PUBLIC_ANNOUNCEMENT_ID: 'a', NEXT_PUBLIC_ANNOUNCEMENT_CONTENT: 'Hello', NEXT_PUBLIC_ANNOUNCEMENT_CLOSEABLE: 'false' });
    expect(chromeFeatures(notCloseable).CHROME_FEATURE_ANNOUNCEMENT_CLOSE).toBe('0');
  });
});

describe('site config overrides (SITE_CONFIG_OVERRIDES)', () => {
  const write = (content: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-')), 'overrides.json');
    fs.writeFileSync(file, content);
    return file;
  };

  test('objects merge, arrays replace', () => {
    const file = write(JSON.stringify({ navbar: { hideOnScroll: true, items: [{ type: 'localeDropdown' }] } }));
    const config = loadSiteConfig({ SITE_CONFIG_OVERRIDES: file });
    expect(config.navbar.hideOnScroll).toBe(true);
    expect(config.navbar.items).toEqual([{ type: 'localeDropdown', position: 'right' }]);
    expect(config.title).toBe('Nillion Builder Docs');
    expect(chromeFeatures(config)).toMatchObject({ CHROME_FEATURE_DROPDOWNS: '1', CHROME_FEATURE_LOCALE_DROPDOWN: '1' });
  });

  test('an unreadable file or invalid JSON names the file', () => {
    expect(() => loadSiteConfig({ SITE_CONFIG_OVERRIDES: '/nonexistent/overrides.json' })).toThrow(
      /^site config: SITE_CONFIG_OVERRIDES="\/nonexistent\/overrides.json" could not be read as JSON/,
    );
    expect(() => loadSiteConfig({ SITE_CONFIG_OVERRIDES: write('{ nope') })).toThrow(/could not be read as JSON/);
  });

  test('an invalid override names the key and the file', () => {
    const file = write(JSON.stringify({ navbar: { items: [{ type: 'doc', position: 'middle' }] } }));
    expect(() => loadSiteConfig({ SITE_CONFIG_OVERRIDES: file })).toThrow(`site config "navbar.items.0.position" (with overrides from ${file})`);
  });
});
