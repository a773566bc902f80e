// A host that answers every missing address with the site's root 404 page (GitHub Pages) shows
// production's 404 page for an address inside a preview: that page hands the address over to the
// preview's own 404 page, which reads the address the reader asked for.
import { describe, expect, it } from 'vitest';
import { missingPathname, previewNotFoundTarget } from '@/lib/hosting/preview-not-found';

const at = (href: string) => {
  const url = new URL(href, 'https://docs.example');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('previewNotFoundTarget', () => {
  it.each([
    [
      'production at the root',
      '/preview/fix-login/nildb/missing?x=1#y',
      '',
      '/preview/fix-login/404.html?from=%2Fpreview%2Ffix-login%2Fnildb%2Fmissing%3Fx%3D1%23y',
    ],
    [
      'production under a repository path',
      '/docs-repo/preview/fix-login/missing',
      '/docs-repo',
      '/docs-repo/preview/fix-login/404.html?from=%2Fdocs-repo%2Fpreview%2Ffix-login%2Fmissing',
    ],
    ['the preview folder itself', '/preview/fix-login', '', '/preview/fix-login/404.html?from=%2Fpreview%2Ffix-login'],
  ])('%s: %s → %s', (_name, href, basePath, expected) => {
    expect(previewNotFoundTarget(at(href), basePath)).toBe(expected);
  });

  it.each([
    ['an address outside the previews', '/nildb/missing', ''],
    ['a preview page missing on the preview itself', '/preview/fix-login/missing', '/preview/fix-login'],
    ['the preview 404 page itself (a preview that no longer exists)', '/preview/gone/404.html?from=%2Fpreview%2Fgone%2Fx', ''],
    ['a folder that is no preview slug', '/preview/Fix_Login/x', ''],
    ['an address outside the base path', '/preview/fix-login/x', '/docs-repo'],
  ])('stays for %s', (_name, href, basePath) => {
    expect(previewNotFoundTarget(at(href), basePath)).toBeNull();
  });
});

describe('missingPathname', () => {
  it('is the carried address on the preview 404 page it was handed to', () => {
    const target = previewNotFoundTarget(at('/preview/fix-login/js-client-hooks-value?x=1'), '')!;
    expect(missingPathname(at(target), '/preview/fix-login')).toBe('/preview/fix-login/js-client-hooks-value');
  });

  it.each([
    ['an ordinary missing address', '/nildb/missing', ''],
    ['a 404.html of another base path', '/preview/fix-login/404.html?from=%2Fpreview%2Ffix-login%2Fx', ''],
    ['an address carried from outside the base path', '/preview/a/404.html?from=%2Fpreview%2Fb%2Fx', '/preview/a'],
  ])('is the pathname itself for %s', (_name, href, basePath) => {
    expect(missingPathname(at(href), basePath)).toBe(new URL(href, 'https://docs.example').pathname);
  });
});
