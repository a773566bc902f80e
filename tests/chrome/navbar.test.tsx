import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { NavbarItemError, renderNavbarItem } from '@/components/layout/navbar';
import type { NavbarItemConfig } from '@/lib/site-config';

// The navbar item renderer (design/site-config.md § Navigation bar). Optional leaves are bundled
// behind compile-time switches (lib/chrome-features.ts); here the switches are plain env values.
const SWITCHES = ['CHROME_FEATURE_DROPDOWNS', 'CHROME_FEATURE_LOCALE_DROPDOWN'];
beforeEach(() => SWITCHES.forEach((k) => (process.env[k] = '1')));
afterEach(() => SWITCHES.forEach((k) => delete process.env[k]));

const item = (config: Partial<NavbarItemConfig> & { type: string }): NavbarItemConfig => ({ position: 'right', ...config });
const html = async (config: Partial<NavbarItemConfig> & { type: string }) => renderToStaticMarkup((await renderNavbarItem(item(config), 0)) as ReactNode);

describe('navbar item types', () => {
  test('an unknown type fails with the documented message', async () => {
    await expect(renderNavbarItem(item({ type: 'mega-menu' }), 0)).rejects.toThrow('No NavbarItem component found for type "mega-menu"');
  });

  test('an item that cannot render reports its configuration', async () => {
    const bad = item({ type: 'link', label: 'Broken' });
    const error = await renderNavbarItem(bad, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NavbarItemError);
    expect((error as Error).message).toBe(`A navbar item failed to render: a link item needs "href". Item configuration: ${JSON.stringify(bad)}`);
  });

  test('a nested dropdown, an empty dropdown and an unknown version are configuration errors', async () => {
    await expect(html({ type: 'dropdown', label: 'More', items: [item({ type: 'dropdown', label: 'Inner', items: [] })] })).rejects.toThrow(
      /a dropdown can only hold doc, link, html items, not "dropdown"\. Item configuration: \{"position":"right","type":"dropdown"/,
    );
    await expect(html({ type: 'dropdown', label: 'More' })).rejects.toThrow('a dropdown item needs "items"');
    await expect(html({ type: 'docsVersionDropdown', versions: ['current', '0.9'] })).rejects.toThrow(
      /Unknown docs version "0\.9"\. Known versions: "current".*Item configuration: \{"position":"right","type":"docsVersionDropdown","versions":\["current","0\.9"\]\}/,
    );
    await expect(html({ type: 'doc', docId: 'no/such/doc', label: 'X' })).rejects.toThrow(/doc "no\/such\/doc" does not exist\. Item configuration/);
  });

  test('a sub-item error keeps the sub-item configuration (not wrapped twice)', async () => {
    const error = await html({ type: 'dropdown', label: 'More', items: [item({ type: 'html' })] }).catch((e: Error) => e);
    expect((error as Error).message).toBe(`A navbar item failed to render: an html item needs "value". Item configuration: ${JSON.stringify(item({ type: 'html' }))}`);
  });

  test('link, html and doc items', async () => {
    expect(await html({ type: 'link', label: 'Site', href: 'https://nillion.com' })).toBe(
      '<a href="https://nillion.com" rel="noopener noreferrer" class="navbar-link">Site</a>',
    );
    expect(await html({ type: 'html', value: '<b>Beta</b>' })).toBe('<div class="navbar-html"><b>Beta</b></div>');
    expect(await html({ type: 'doc', docId: 'what-is-nillion', label: 'Learn' })).toBe('<a class="navbar-link" href="/what-is-nillion">Learn</a>');
  });

  test('dropdowns: label, entries, and the drawer labels Versions / Languages', async () => {
    const more = await html({ type: 'dropdown', label: 'More', items: [item({ type: 'link', label: 'Site', href: 'https://nillion.com' })] });
    expect(more).toContain('aria-expanded="false"');
    expect(more).toContain('>More</button>');
    expect(more).toContain('<li><a href="https://nillion.com"');
    const versions = await html({ type: 'docsVersionDropdown' });
    expect(versions).toContain('<span class="dropdown-label">Next</span><span class="dropdown-label-mobile">Versions</span>');
    expect(versions).toContain('href="/what-is-nillion"');
    const locales = await html({ type: 'localeDropdown' });
    expect(locales).toContain('<span class="dropdown-label">English</span><span class="dropdown-label-mobile">Languages</span>');
    expect(locales).toContain('hrefLang="en"');
  });

  test('a dropdown without its compile-time switch is an invariant failure naming the switch', async () => {
    delete process.env.CHROME_FEATURE_DROPDOWNS;
    await expect(html({ type: 'docsVersionDropdown' })).rejects.toThrow(/Invariant failed: the site configuration enables CHROME_FEATURE_DROPDOWNS, but next.config.mjs built without it/);
  });
});
