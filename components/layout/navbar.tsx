import type { ReactNode } from 'react';
import type { NavbarItemConfig, SiteConfig } from '@/lib/config/site-config';
import { getCompiledContent } from '@/lib/content';
import type { NavbarLink, NavbarMenuEntry } from '@/lib/content/navigation';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { SmartLink } from '@/components/ui/smart-link';
import { ColorModeToggle } from './color-mode-toggle.client';
import { SearchButtonClient } from '@/components/search/search-button.client';
import { searchSettingsFrom } from '@/lib/search/settings';
import { GithubIcon } from '@/components/ui/icons';
import { MobileDrawer } from './mobile-drawer.client';
import { NavbarDocLink } from './navbar-doc-link.client';
import { featureNotBuilt } from '@/lib/chrome/chrome-features';

/**
 * Renders one navbar item: a navigation item (`content/_nav/navbar.yaml`, resolved by the compile:
 * a doc item comes with its route and label) or a control (site.config.ts, validated by
 * lib/config/site-schema.ts, docs versions included). The same element serves the desktop bar and
 * the mobile drawer's primary menu (CSS moves it; dropdowns carry both labels, e.g. 'English' / 'Languages').
 * @param item - the item (or a dropdown entry)
 * @param key - React key
 * @param config - the site configuration (`siteConfig`): locales, docs versions, search settings
 */
export async function renderNavbarItem(item: NavbarLink | NavbarMenuEntry | NavbarItemConfig, key: number, config: SiteConfig): Promise<ReactNode> {
  switch (item.type) {
    case 'doc':
      return (
        <NavbarDocLink key={key} docId={item.docId} href={item.href} className="navbar-link">
          {item.label}
        </NavbarDocLink>
      );
    case 'link':
      return (
        <SmartLink key={key} href={item.href} className="navbar-link" aria-label={item.ariaLabel}>
          {item.icon === 'github' ? <GithubIcon /> : item.label}
        </SmartLink>
      );
    case 'html':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an `html` navbar item is markup the site owner writes in site.config.ts.
      return <div key={key} className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      // Settings are computed here, on the server: the client bundle never holds the configuration modules (and zod).
      return <SearchButtonClient key={key} settings={searchSettingsFrom(config)} />;
    case 'dropdown': {
      const rendered = await Promise.all(item.items.map((child, i) => renderNavbarItem(child, i, config)));
      return dropdown(key, item.label, undefined, rendered);
    }
    case 'localeDropdown': {
      const { locales, defaultLocale } = config.i18n;
      const current = locales.find((l) => l.code === defaultLocale);
      const LocaleLink = await localeLinkComponent();
      const links = locales.map((locale) => (
        <LocaleLink key={locale.code} prefix={locale.code === defaultLocale ? '' : `/${locale.code}`} lang={locale.code} className="dropdown-link">
          {locale.label}
        </LocaleLink>
      ));
      return dropdown(key, item.label ?? current?.label ?? defaultLocale, 'Languages', links);
    }
    case 'docsVersionDropdown': {
      // Every version named here is a configured one: the schema checks it (lib/config/site-schema.ts).
      const byName = new Map(config.docs.versions.map((v) => [v.name, v]));
      const links = (item.versions ?? [...byName.keys()]).map((name) => (
        <Link key={name} href={`${byName.get(name)!.path}${config.mainDocId}`} className="dropdown-link">
          {byName.get(name)!.label}
        </Link>
      ));
      return dropdown(key, item.label ?? byName.get(config.docs.currentVersion)!.label, 'Versions', links);
    }
  }
}

// Optional client leaves are imported only inside their compile-time switch, so a navbar without
// dropdowns (or without hide-on-scroll) bundles none of their code (lib/chrome/chrome-features.ts).
async function localeLinkComponent() {
  if (process.env.CHROME_FEATURE_LOCALE_DROPDOWN === '1') return (await import('./locale-link.client')).LocaleLink;
  return featureNotBuilt('CHROME_FEATURE_LOCALE_DROPDOWN');
}

async function hideOnScroll(enabled: boolean): Promise<ReactNode> {
  if (!enabled) return null;
  if (process.env.CHROME_FEATURE_HIDE_ON_SCROLL === '1') {
    const { NavbarHideOnScroll } = await import('./navbar-hide-on-scroll.client');
    return <NavbarHideOnScroll />;
  }
  return featureNotBuilt('CHROME_FEATURE_HIDE_ON_SCROLL');
}

/** A dropdown; `mobileLabel` replaces the label in the drawer. */
async function dropdown(key: number, label: string, mobileLabel: string | undefined, children: ReactNode[]): Promise<ReactNode> {
  if (process.env.CHROME_FEATURE_DROPDOWNS === '1') {
    const { NavbarDropdown } = await import('./navbar-dropdown.client');
    return (
      <NavbarDropdown key={key} label={label} mobileLabel={mobileLabel}>
        {children}
      </NavbarDropdown>
    );
  }
  return featureNotBuilt('CHROME_FEATURE_DROPDOWNS');
}

/**
 * The top navigation bar: logo, left items, right items, search, colour-mode toggle. On each side
 * the navigation items of the compiled model (`content/_nav/navbar.yaml`) come first, then the
 * site's controls (site.config.ts). Below the desktop breakpoint (lib/config/breakpoints.ts) the items
 * are hidden and a hamburger opens the drawer, which renders the same items as its primary menu
 * while it is open (they are in the page's HTML once). Search items stay in the bar at every width.
 * @param config - the site configuration (`siteConfig`)
 * @param links - the navigation items (default: the compiled model's `navigation.navbar`)
 */
export async function Navbar({ config, links = getCompiledContent().navigation.navbar }: { config: SiteConfig; links?: NavbarLink[] }) {
  const items = [...links, ...config.navbar.items];
  const render = (select: (item: NavbarItemConfig | NavbarLink) => boolean) =>
    Promise.all(items.map((item, i) => (select(item) ? renderNavbarItem(item, i, config) : null)));
  const [left, right, search, hider] = await Promise.all([
    render((item) => item.position === 'left' && item.type !== 'search'),
    render((item) => item.position === 'right' && item.type !== 'search'),
    render((item) => item.type === 'search'),
    hideOnScroll(config.navbar.hideOnScroll),
  ]);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <MobileDrawer
          title={config.productName}
          basePath={config.basePath}
          menu={
            <>
              <div className="navbar-items">{left}</div>
              <div className="navbar-items">{right}</div>
            </>
          }
        />
        <Link href="/" className="navbar-brand" aria-label={`${config.title} home`}>
          <span className="navbar-logo" aria-hidden="true">
            N
          </span>
          <span className="navbar-title">{config.productName}</span>
        </Link>
        <div id="navbar-menu" className="navbar-menu">
          <div className="navbar-items navbar-left">{left}</div>
          <div className="navbar-items navbar-right-menu">{right}</div>
        </div>
        <div className="navbar-items navbar-right">
          {search}
          <ColorModeToggle />
        </div>
      </nav>
      {hider}
    </header>
  );
}
