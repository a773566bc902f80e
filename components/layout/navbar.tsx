import Link from 'next/link';
import type { ReactNode } from 'react';
import { siteConfig, type NavbarItemConfig } from '@/lib/site-config';
import { getContentIndex } from '@/lib/content';
import { ColorModeToggle } from './color-mode-toggle.client';
import { SearchButton } from '@/components/search/search-button';
import { GithubIcon } from '@/components/ui/icons';

/** Navbar item types the renderer knows (design/site-config.md § Navigation bar). */
export const NAVBAR_ITEM_TYPES = ['doc', 'link', 'dropdown', 'localeDropdown', 'docsVersionDropdown', 'search', 'html'] as const;

/**
 * Renders one configured navbar item.
 * @throws Error `No NavbarItem component found for type "<type>"` for an unknown type, and an error
 *   quoting the item's configuration (JSON) when a known type cannot render (e.g. a missing doc).
 */
export async function renderNavbarItem(item: NavbarItemConfig, key: number): Promise<ReactNode> {
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
    throw new Error(`No NavbarItem component found for type "${item.type}".`);
  }
  try {
    switch (item.type) {
      case 'doc': {
        const entry = (await getContentIndex()).byId.get(item.docId ?? '');
        // Partial content trees (SIDEBARS_ALLOW_MISSING=1) may not have the page yet.
        if (!entry && !siteConfig.allowMissingSidebarDocs) throw new Error(`doc "${item.docId}" does not exist`);
        return (
          <Link key={key} href={entry?.route ?? `/${item.docId}`} className="navbar-link">
            {item.label ?? entry?.title}
          </Link>
        );
      }
      case 'link':
        if (!item.href) throw new Error('a link item needs "href"');
        return (
          <a key={key} href={item.href} className="navbar-link" rel="noopener noreferrer" aria-label={item.ariaLabel}>
            {item.icon === 'github' ? <GithubIcon /> : item.label}
          </a>
        );
      case 'search':
        return <SearchButton key={key} />;
      default:
        throw new Error(`type "${item.type}" is not enabled on this site`);
    }
  } catch (error) {
    throw new Error(`A navbar item failed to render: ${(error as Error).message}. Item configuration: ${JSON.stringify(item)}`, {
      cause: error,
    });
  }
}

/** The top navigation bar: logo, left items, right items, colour-mode toggle. */
export async function Navbar() {
  const items = siteConfig.navbar.items;
  const left = await Promise.all(items.map((item, i) => (item.position === 'left' ? renderNavbarItem(item, i) : null)));
  const right = await Promise.all(items.map((item, i) => (item.position === 'right' ? renderNavbarItem(item, i) : null)));
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link href="/" className="navbar-brand" aria-label={`${siteConfig.title} home`}>
          <span className="navbar-logo" aria-hidden="true">
            N
          </span>
          <span className="navbar-title">{siteConfig.productName}</span>
        </Link>
        <div className="navbar-items navbar-left">{left}</div>
        <div className="navbar-items navbar-right">
          {right}
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  );
}
