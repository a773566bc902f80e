// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from '@/lib/chrome/base-url-banner';

const NEUTRAL = 'This page did not load fully (its stylesheet is missing). Reload the page.';

/** Runs the banner script for a page at `pathname` and returns the banner text (or null). */
function run(options: { pathname: string; basePath: string; canonical?: string; stylesheet: boolean }): string | null {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`https://preview.example${options.pathname}`);
  document.head.innerHTML = options.canonical ? `<link rel="canonical" href="${options.canonical}">` : '';
  document.body.innerHTML = '<main>page</main>';
  document.documentElement.style.setProperty('--navbar-height', options.stylesheet ? '60px' : '');
  // Capture the script's load listener, so each case runs exactly one.
  const listeners: EventListener[] = [];
  const add = window.addEventListener;
  window.addEventListener = ((type: string, listener: EventListener) => type === 'load' && listeners.push(listener)) as typeof add;
  try {
    new Function(baseUrlBannerScript(options.basePath))();
  } finally {
    window.addEventListener = add;
  }
  expect(listeners).toHaveLength(1);
  listeners[0]!(new Event('load'));
  return document.getElementById(BASE_URL_BANNER_ID)?.textContent ?? null;
}

afterEach(() => {
  document.documentElement.style.removeProperty('--navbar-height');
});

const CANONICAL = 'https://docs.nillion.com/learn/architecture';

describe('wrong-base-URL banner', () => {
  test.each([
    ['no banner when the stylesheet loaded', { pathname: '/preview/learn/architecture', basePath: '', canonical: CANONICAL, stylesheet: true }, null],
    [
      'the path in front of the page route (from the canonical link) is the base path it is served under',
      { pathname: '/preview/docs/learn/architecture', basePath: '', canonical: CANONICAL, stylesheet: false },
      'built for the base path / but is served under /preview/docs. Rebuild with BASE_PATH=/preview/docs or serve it at /.',
    ],
    [
      'a configured base path is stripped from the canonical route',
      { pathname: '/learn/architecture', basePath: '/docs', canonical: 'https://docs.nillion.com/docs/learn/architecture', stylesheet: false },
      'built for the base path /docs but is served under /. Rebuild with BASE_PATH unset or serve it at /docs.',
    ],
    [
      'without a canonical link: a URL outside the base path (index.html)',
      { pathname: '/preview/index.html', basePath: '/docs', stylesheet: false },
      'served under /preview.',
    ],
    ['without a canonical link: a URL outside the base path', { pathname: '/preview/search', basePath: '/docs', stylesheet: false }, 'served under /preview.'],
    // With no base path, any URL could be right: nothing proves a mismatch.
    ['without a canonical link and no base path: no proof', { pathname: '/preview/search', basePath: '', stylesheet: false }, NEUTRAL],
    ['without a canonical link, inside the base path', { pathname: '/docs/search', basePath: '/docs', stylesheet: false }, NEUTRAL],
    ['the URL matches: only the CSS failed', { pathname: '/learn/architecture', basePath: '', canonical: CANONICAL, stylesheet: false }, NEUTRAL],
    [
      'the .html URL matches under the base path',
      { pathname: '/docs/learn/architecture.html', basePath: '/docs', canonical: 'https://docs.nillion.com/docs/learn/architecture', stylesheet: false },
      NEUTRAL,
    ],
    ['the home page at the root', { pathname: '/', basePath: '', canonical: 'https://docs.nillion.com/', stylesheet: false }, NEUTRAL],
    [
      'the home page served under another folder',
      { pathname: '/preview/', basePath: '', canonical: 'https://docs.nillion.com/', stylesheet: false },
      'served under /preview.',
    ],
  ])('%s', (_name, options, expected) => {
    const text = run(options);
    if (expected === null || expected === NEUTRAL) expect(text).toBe(expected);
    else expect(text).toContain(expected);
  });

  test('the banner is announced (role alert) and placed first in the body', () => {
    run({ pathname: '/x/learn/architecture', basePath: '', canonical: CANONICAL, stylesheet: false });
    const banner = document.body.firstElementChild!;
    expect(banner.id).toBe(BASE_URL_BANNER_ID);
    expect(banner.getAttribute('role')).toBe('alert');
  });
});
