import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { prefetchAllowed } from '@/lib/chrome/prefetch-policy';
import { buildFeedback, feedbackDiscussionLink } from '@/lib/chrome/feedback';
import { analyticsScripts } from '@/lib/chrome/analytics';

describe('prefetch policy', () => {
  test('prefetches unless on 2g or Save-Data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('feedback data', () => {
  const page = { url: 'https://docs.nillion.com/quickstart', title: 'Getting started' };

  test('payload: page URL, title, rating, trimmed message', () => {
    expect(buildFeedback({ ...page, rating: 4, message: '  Needs an example.  ' })).toEqual({
      payload: { url: page.url, title: page.title, rating: 4, message: 'Needs an example.' },
    });
    expect(buildFeedback({ ...page, rating: null, message: 'x' })).toEqual({ payload: { ...page, rating: null, message: 'x' } });
    expect(buildFeedback({ ...page, rating: 9, message: 'x' })).toEqual({ payload: { ...page, rating: null, message: 'x' } });
  });

  test('an empty message is refused with a reader-facing text', () => {
    expect(buildFeedback({ ...page, rating: 5, message: '   ' })).toEqual({ error: 'Please write a message before sending.' });
  });

  test('the GitHub discussion link is prefilled and keeps the category', () => {
    const link = new URL(feedbackDiscussionLink('https://github.com/orgs/NillionNetwork/discussions/new?category=general', page));
    expect(link.searchParams.get('category')).toBe('general');
    expect(link.searchParams.get('title')).toBe('Docs feedback: Getting started');
    expect(link.searchParams.get('body')).toBe('Page: https://docs.nillion.com/quickstart\n\n');
  });
});

describe('analytics scripts', () => {
  const none = { privacyTag: null, umami: null, plausible: null, attribution: null };

  test('nothing configured: no scripts', () => {
    expect(analyticsScripts(none)).toEqual([]);
  });

  test('each configured script, in order, with its attributes; integrity and crossorigin only where a hash is set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(dir, 'js'));
    fs.writeFileSync(path.join(dir, 'js', 'tag.js'), '');
    const scripts = analyticsScripts(
      {
        privacyTag: { src: '/js/tag.js' },
        umami: { scriptUrl: 'https://umami.example/s.js', websiteId: 'w1', integrity: 'sha384-u' },
        plausible: { domain: 'docs.nillion.com', scriptUrl: 'https://plausible.io/js/script.js', integrity: undefined },
        attribution: { src: 'https://tags.example/a.js', productId: 'p1', integrity: 'sha384-abc' },
      },
      '/preview',
      dir,
    );
    expect(scripts).toEqual([
      { id: 'privacy-tag', src: '/preview/js/tag.js', attributes: {} },
      { id: 'umami', src: 'https://umami.example/s.js', attributes: { 'data-website-id': 'w1', integrity: 'sha384-u', crossOrigin: 'anonymous' } },
      { id: 'plausible', src: 'https://plausible.io/js/script.js', attributes: { 'data-domain': 'docs.nillion.com' } },
      { id: 'attribution', src: 'https://tags.example/a.js', attributes: { 'data-product-id': 'p1', integrity: 'sha384-abc', crossOrigin: 'anonymous' } },
    ]);
  });

  test('a missing self-hosted privacy tag file fails the build, naming the variable and the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    expect(() => analyticsScripts({ ...none, privacyTag: { src: '/js/missing.js' } }, '', dir)).toThrow(
      /^ANALYTICS_PRIVACY_TAG_SRC="\/js\/missing\.js": .*js\/missing\.js does not exist\. Add the self-hosted script there or unset the variable\.$/,
    );
  });
});
