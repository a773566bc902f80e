import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { branchSlug } from '@/lib/hosting/branch-slug';
import { pagesUrls } from '@/lib/hosting/pages-urls';

describe('pagesUrls: where a fork or a custom domain is served', () => {
  it('a project site (owner.github.io/<repo>): the repository name is the base path', () => {
    expect(pagesUrls({ pagesBaseUrl: 'https://octo.github.io/builder-docs' })).toEqual({
      siteUrl: 'https://octo.github.io',
      basePath: '/builder-docs',
      pageUrl: 'https://octo.github.io/builder-docs/',
    });
  });

  it('a custom domain, and a user site (owner.github.io): no base path', () => {
    expect(pagesUrls({ pagesBaseUrl: 'https://docs.example.com' })).toEqual({
      siteUrl: 'https://docs.example.com',
      basePath: '',
      pageUrl: 'https://docs.example.com/',
    });
    expect(pagesUrls({ pagesBaseUrl: 'https://octo.github.io/' })).toMatchObject({ basePath: '', pageUrl: 'https://octo.github.io/' });
  });

  it('previews live under <base>/preview/<slug>, and the comment links that address', () => {
    const slug = branchSlug('feat/New_API');
    expect(pagesUrls({ pagesBaseUrl: 'https://octo.github.io/builder-docs', previewSlug: slug })).toEqual({
      siteUrl: 'https://octo.github.io',
      basePath: `/builder-docs/preview/${slug}`,
      pageUrl: `https://octo.github.io/builder-docs/preview/${slug}/`,
    });
    expect(pagesUrls({ pagesBaseUrl: 'https://docs.example.com', previewSlug: 'fix-login' }).pageUrl).toBe('https://docs.example.com/preview/fix-login/');
  });

  it('the variables SITE_URL and BASE_PATH win over the Pages configuration', () => {
    expect(pagesUrls({ pagesBaseUrl: 'https://octo.github.io/builder-docs', siteUrl: 'https://docs.nillion.com' })).toMatchObject({
      siteUrl: 'https://docs.nillion.com',
      basePath: '',
    });
    expect(pagesUrls({ pagesBaseUrl: 'https://octo.github.io/builder-docs', basePath: 'docs/' }).basePath).toBe('/docs');
    expect(pagesUrls({ siteUrl: 'https://example.org/team/docs/' })).toMatchObject({ siteUrl: 'https://example.org', basePath: '/team/docs' });
    // Unset repository variables expand to empty strings.
    expect(pagesUrls({ pagesBaseUrl: 'https://octo.github.io/r', siteUrl: '', basePath: '' }).basePath).toBe('/r');
  });

  it('says how to fix a repository without Pages, and refuses a bad address', () => {
    expect(() => pagesUrls({})).toThrow(/Settings → Pages → Source to "GitHub Actions", or set the repository variable SITE_URL/);
    expect(() => pagesUrls({ siteUrl: 'docs.example.com' })).toThrow(/not an absolute URL/);
    expect(() => pagesUrls({ siteUrl: 'ftp://example.com' })).toThrow(/not an http\(s\) URL/);
    expect(() => pagesUrls({ pagesBaseUrl: 'https://o.github.io/r', basePath: '/a b' })).toThrow('base path "/a b" must not contain spaces.');
  });
});

describe('scripts/pages-urls.ts on plain Node (no npm packages), as the workflows run it', () => {
  const cli = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, ['scripts/pages-urls.ts', ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv,
    });

  it('prints the outputs for $GITHUB_OUTPUT, with the slug the library computes', () => {
    const result = cli({ PAGES_BASE_URL: 'https://octo.github.io/builder-docs' }, '--preview', '🙂-fix');
    const slug = branchSlug('🙂-fix');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      'site_url=https://octo.github.io',
      `base_path=/builder-docs/preview/${slug}`,
      `page_url=https://octo.github.io/builder-docs/preview/${slug}/`,
      `slug=${slug}`,
    ]);
  });

  it('exits 1 with the fix when Pages is not set up', () => {
    const result = cli({ PAGES_BASE_URL: '', SITE_URL: '' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Settings → Pages → Source');
  });
});
