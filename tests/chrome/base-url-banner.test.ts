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

describe('wrong-base-URL banner', () => {
  test('no banner when the stylesheet loaded', () => {
    expect(
      run({ pathname: '/preview/learn/architecture', basePath: '', canonical: 'https://docs.nillion.com/learn/architecture', stylesheet: true }),
    ).toBeNull();
  });

  test('suggests the path in front of the page route (from the canonical link)', () => {
    const text = run({
      pathname: '/preview/docs/learn/architecture',
      basePath: '',
      canonical: 'https://docs.nillion.com/learn/architecture',
      stylesheet: false,
    });
    expect(text).toContain('built for the base path / but is served under /preview/docs.');
    expect(text).toContain('Rebuild with BASE_PATH=/preview/docs or serve it at /.');
  });

  test('with a configured base path, strips it from the canonical route', () => {
    const text = run({ pathname: '/learn/architecture', basePath: '/docs', canonical: 'https://docs.nillion.com/docs/learn/architecture', stylesheet: false });
    expect(text).toContain('built for the base path /docs but is served under /.');
    expect(text).toContain('Rebuild with BASE_PATH unset or serve it at /docs.');
  });

  test('without a canonical link, a base-path problem is named only when the URL lies outside the base path', () => {
    expect(run({ pathname: '/preview/index.html', basePath: '/docs', stylesheet: false })).toContain('served under /preview.');
    expect(run({ pathname: '/preview/search', basePath: '/docs', stylesheet: false })).toContain('served under /preview.');
    // With no base path, any URL could be right: nothing proves a mismatch.
    expect(run({ pathname: '/preview/search', basePath: '', stylesheet: false })).toBe(NEUTRAL);
    expect(run({ pathname: '/docs/search', basePath: '/docs', stylesheet: false })).toBe(NEUTRAL);
  });

  test('says nothing about base paths when the URL matches the configured one and only the CSS failed', () => {
    expect(run({ pathname: '/learn/architecture', basePath: '', canonical: 'https://docs.nillion.com/learn/architecture', stylesheet: false })).toBe(NEUTRAL);
    expect(
      run({ pathname: '/docs/learn/architecture.html', basePath: '/docs', canonical: 'https://docs.nillion.com/docs/learn/architecture', stylesheet: false }),
    ).toBe(NEUTRAL);
    expect(run({ pathname: '/', basePath: '', canonical: 'https://docs.nillion.com/', stylesheet: false })).toBe(NEUTRAL);
  });

  test('the home page served under another folder is a proven mismatch', () => {
    expect(run({ pathname: '/preview/', basePath: '', canonical: 'https://docs.nillion.com/', stylesheet: false })).toContain('served under /preview.');
  });

  test('the banner is announced (role alert) and placed first in the body', () => {
    run({ pathname: '/x/learn/architecture', basePath: '', canonical: 'https://docs.nillion.com/learn/architecture', stylesheet: false });
    const banner = document.body.firstElementChild!;
    expect(banner.id).toBe(BASE_URL_BANNER_ID);
    expect(banner.getAttribute('role')).toBe('alert');
  });
});
