import type { ReactNode } from 'react';
import { siteConfig, type NavbarItemConfig } from '@/lib/site-config';
import { getContentIndex } from '@/lib/content';
import { getDocsVersion, versionMainDocHref } from '@/lib/docs-versions';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { SmartLink } from '@/components/ui/smart-link';
import { ColorModeToggle } from './color-mode-toggle.client';
import { SearchButton } from '@/components/search/search-button';
import { GithubIcon } from '@/components/ui/icons';
import { MobileDrawer } from './mobile-drawer.client';
import { featureNotBuilt } from '@/lib/chrome-features';
import { NAVBAR_MENU_ID } from './layout-ids';

/** Navbar item types the renderer knows (design/site-config.md § Navigation bar). */
export const NAVBAR_ITEM_TYPES = ['doc', 'link', 'dropdown', 'localeDropdown', 'docsVersionDropdown', 'search', 'html'] as const;

/** Item types allowed inside a `dropdown`. */
const DROPDOWN_CHILD_TYPES = ['doc', 'link', 'html'];

/** A navbar item that could not render; the message quotes the item's configuration. */
export class NavbarItemError extends Error {
  override name = 'NavbarItemError';
}

/**
 * Renders one configured navbar item. The same element serves the desktop bar and the mobile
 * drawer's primary menu (CSS moves it; dropdowns carry both labels, e.g. 'English' / 'Languages').
 * @throws Error `No NavbarItem component found for type "<type>"` for an unknown type, and a
 *   {@link NavbarItemError} quoting the item's configuration (JSON) when a known type cannot
 *   render (a missing doc, a link without href, an unknown docs version, a nested dropdown).
 */
export async function renderNavbarItem(item: NavbarItemConfig, key: number): Promise<ReactNode> {
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
    throw new Error(`No NavbarItem component found for type "${item.type}".`);
  }
  try {
    return await renderKnownItem(item, key);
  } catch (error) {
    if (error instanceof NavbarItemError) throw error;
    throw new NavbarItemError(`A navbar item failed to render: ${(error as Error).message}. Item configuration: ${JSON.stringify(item)}`, {
      cause: error,
    });
  }
}

async function renderKnownItem(item: NavbarItemConfig, key: number): Promise<ReactNode> {
  const linkClass = 'navbar-link';
  switch (item.type) {
    case 'doc': {
      const entry = (await getContentIndex()).byId.get(item.docId ?? '');
      // Partial content trees (SIDEBARS_ALLOW_MISSING=1) may not have the page yet.
      if (!entry && !siteConfig.allowMissingSidebarDocs) throw new Error(`doc "${item.docId}" does not exist`);
      return (
        <Link key={key} href={entry?.route ?? `/${item.docId}`} className={linkClass}>
          {item.label ?? entry?.title}
        </Link>
      );
    }
    case 'link':
      if (!item.href) throw new Error('a link item needs "href"');
      return (
        <SmartLink key={key} href={item.href} className={linkClass} aria-label={item.ariaLabel}>
          {item.icon === 'github' ? <GithubIcon /> : item.label}
        </SmartLink>
      );
    case 'html':
      if (item.value === undefined) throw new Error('an html item needs "value"');
      return <div key={key} className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      return <SearchButton key={key} />;
    case 'dropdown': {
      if (!item.label) throw new Error('a dropdown item needs "label"');
      const children = item.items ?? [];
      if (!children.length) throw new Error('a dropdown item needs "items"');
      const bad = children.find((child) => !DROPDOWN_CHILD_TYPES.includes(child.type));
      if (bad) throw new Error(`a dropdown can only hold ${DROPDOWN_CHILD_TYPES.join(', ')} items, not "${bad.type}"`);
      const rendered = await Promise.all(children.map((child, i) => renderNavbarItem(child, i)));
      return dropdown(key, item.label, undefined, rendered);
    }
    case 'localeDropdown': {
      const { locales, defaultLocale } = siteConfig.i18n;
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
      const names = item.versions ?? siteConfig.docs.versions.map((v) => v.name);
      const versions = names.map((name) => getDocsVersion(name));
      const current = getDocsVersion(siteConfig.docs.currentVersion);
      const links = versions.map((version) => (
        <Link key={version.name} href={versionMainDocHref(version, siteConfig.mainDocId)} className="dropdown-link">
          {version.label}
        </Link>
      ));
      return dropdown(key, item.label ?? current.label, 'Versions', links);
    }
    default:
      throw new Error(`type "${item.type}" is not enabled on this site`);
  }
}

// Optional client leaves are imported only inside their compile-time switch, so a navbar without
// dropdowns (or without hide-on-scroll) bundles none of their code (lib/chrome-features.ts).
async function dropdownComponent() {
  if (process.env.CHROME_FEATURE_DROPDOWNS === '1') return (await import('./navbar-dropdown.client')).NavbarDropdown;
  return featureNotBuilt('CHROME_FEATURE_DROPDOWNS');
}

async function localeLinkComponent() {
  if (process.env.CHROME_FEATURE_LOCALE_DROPDOWN === '1') return (await import('./locale-link.client')).LocaleLink;
  return featureNotBuilt('CHROME_FEATURE_LOCALE_DROPDOWN');
}

async function hideOnScroll(): Promise<ReactNode> {
  if (!siteConfig.navbar.hideOnScroll) return null;
  if (process.env.CHROME_FEATURE_HIDE_ON_SCROLL === '1') {
    const { NavbarHideOnScroll } = await import('./navbar-hide-on-scroll.client');
    return <NavbarHideOnScroll />;
  }
  return featureNotBuilt('CHROME_FEATURE_HIDE_ON_SCROLL');
}

/** A dropdown; `mobileLabel` replaces the label in the drawer (design/site-config.md § Navigation bar). */
async function dropdown(key: number, label: string, mobileLabel: string | undefined, children: ReactNode[]): Promise<ReactNode> {
  const NavbarDropdown = await dropdownComponent();
  return (
    <NavbarDropdown key={key} label={label} mobileLabel={mobileLabel}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </NavbarDropdown>
  );
}

function Brand() {
  return (
    <Link href="/" className="navbar-brand" aria-label={`${siteConfig.title} home`}>
      <span className="navbar-logo" aria-hidden="true">
        N
      </span>
      <span className="navbar-title">{siteConfig.productName}</span>
    </Link>
  );
}

/**
 * The top navigation bar: logo, left items, right items, search, colour-mode toggle
 * (design/site-config.md § Navigation bar). At ≤ 996 px a hamburger opens the drawer, which shows
 * these same item elements (`#navbar-menu`) as its primary menu: nothing is rendered twice. Search
 * items stay in the bar at every width.
 */
export async function Navbar() {
  const items = siteConfig.navbar.items;
  const render = (select: (item: NavbarItemConfig) => boolean) =>
    Promise.all(items.map((item, i) => (select(item) ? renderNavbarItem(item, i) : null)));
  const [left, right, search, hider] = await Promise.all([
    render((item) => item.position === 'left' && item.type !== 'search'),
    render((item) => item.position === 'right' && item.type !== 'search'),
    render((item) => item.type === 'search'),
    hideOnScroll(),
  ]);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <MobileDrawer title={siteConfig.productName} />
        <Brand />
        <div id={NAVBAR_MENU_ID} className="navbar-menu">
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
