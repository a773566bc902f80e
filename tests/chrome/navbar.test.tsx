import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderNavbarItem } from '@/components/layout/navbar';
import type { NavbarItemConfig } from '@/lib/config/site-config';
import type { NavbarLink } from '@/lib/content/navigation';
import { loadSiteConfig } from '@/site.config';

// The navbar item renderer: controls (site.config.ts; a wrong shape fails when the configuration is
// built, tests/config/site-schema.test.ts) and navigation items as the compile resolved them
// (a page naming no page fails the prebuild, tests/navigation); here: the markup. Optional leaves are bundled behind compile-time switches (lib/chrome/chrome-features.ts),
// which next.config.mjs inlines as `process.env.CHROME_FEATURE_…`; here they are set the same way.
const SWITCHES = ['CHROME_FEATURE_DROPDOWNS', 'CHROME_FEATURE_LOCALE_DROPDOWN'];
beforeEach(() => {
  for (const k of SWITCHES) process.env[k] = '1';
});
afterEach(() => {
  for (const k of SWITCHES) delete process.env[k];
});

const config = loadSiteConfig({});
const versioned = { ...config, docs: { currentVersion: 'current', versions: [...config.docs.versions, { name: '1.0', label: '1.0', path: '/1.0/' }] } };
const html = async (item: NavbarItemConfig | NavbarLink, site = config) => renderToStaticMarkup((await renderNavbarItem(item, 0, site)) as ReactNode);
/** A dropdown's entries, which its menu renders only while open: the markup of the children it is given. */
const entries = async (item: NavbarItemConfig | NavbarLink, site = config) =>
  renderToStaticMarkup(((await renderNavbarItem(item, 0, site)) as ReactElement<{ children: ReactNode }>).props.children);

describe('navbar items', () => {
  test('link, html and doc items', async () => {
    expect(await html({ type: 'link', label: 'Site', href: 'https://nillion.com', position: 'right' })).toBe(
      '<a href="https://nillion.com" rel="noopener noreferrer" class="navbar-link">Site</a>',
    );
    expect(await html({ type: 'html', value: '<b>Beta</b>', position: 'right' })).toBe('<div class="navbar-html"><b>Beta</b></div>');
    expect(await html({ type: 'doc', docId: 'what-is-nillion', label: 'Learn', href: '/what-is-nillion', position: 'left' })).toBe(
      '<a class="navbar-link" data-navbar-doc="what-is-nillion" href="/what-is-nillion">Learn</a>',
    );
  });

  test('dropdowns: label, entries, and the drawer labels Versions / Languages', async () => {
    const item: NavbarLink = { type: 'dropdown', label: 'More', items: [{ type: 'link', label: 'Site', href: 'https://nillion.com' }], position: 'left' };
    const more = await html(item);
    expect(more).toContain('aria-expanded="false"');
    expect(more).toContain('aria-haspopup="menu"');
    expect(more).toMatch(/>More<\/button>/);
    expect(await entries(item)).toBe('<a href="https://nillion.com" rel="noopener noreferrer" class="navbar-link">Site</a>');
    const versionItem: NavbarItemConfig = { type: 'docsVersionDropdown', position: 'right' };
    expect(await html(versionItem)).toContain('<span class="dropdown-label">Next</span><span class="dropdown-label-mobile">Versions</span>');
    expect(await entries(versionItem)).toContain('href="/what-is-nillion"');
    const localeItem: NavbarItemConfig = { type: 'localeDropdown', position: 'right' };
    expect(await html(localeItem)).toContain('<span class="dropdown-label">English</span><span class="dropdown-label-mobile">Languages</span>');
    expect(await entries(localeItem)).toContain('hrefLang="en"');
  });

  test('the version dropdown lists the versions of the configuration it is given', async () => {
    const versions = await entries({ type: 'docsVersionDropdown', position: 'right' }, versioned);
    expect(versions).toContain('href="/1.0/what-is-nillion"');
    expect(versions).toContain('href="/what-is-nillion"');
    expect(await entries({ type: 'docsVersionDropdown', versions: ['1.0'], position: 'right' }, versioned)).not.toContain('href="/what-is-nillion"');
  });

  test('a dropdown without its compile-time switch is an invariant failure naming the switch', async () => {
    delete process.env.CHROME_FEATURE_DROPDOWNS;
    await expect(html({ type: 'docsVersionDropdown', position: 'right' })).rejects.toThrow(
      /Invariant failed: the site configuration enables CHROME_FEATURE_DROPDOWNS, but next.config.mjs built without it/,
    );
  });
});
