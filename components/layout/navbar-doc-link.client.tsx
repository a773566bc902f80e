'use client';
import { useEffect, useState, type ComponentProps } from 'react';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { usePathname } from 'next/navigation';
import { NAVBAR_OWNER_ATTRIBUTE } from './layout-ids';

/**
 * A navbar `doc` item that shows where the reader is: marked current (`aria-current`, WAI-ARIA 1.2:
 * `page` on its own page, `true` on the other pages of the sidebar section it leads to) when the
 * page names it as its navbar owner (`data-navbar-owner`, set by the doc page from
 * lib/content/navigation.ts `navbarOwner`). The navbar is in the root layout and is not re-rendered by a
 * client-side navigation, so the mark is read from the page after every change of route. The same
 * element is the drawer's primary menu item on mobile.
 */
export function NavbarDocLink({ docId, href, ...rest }: ComponentProps<typeof Link> & { docId: string; href: string }) {
  const pathname = usePathname();
  const [current, setCurrent] = useState<'page' | 'true' | undefined>(undefined);
  useEffect(() => {
    const owner = document.querySelector(`[${NAVBAR_OWNER_ATTRIBUTE}]`)?.getAttribute(NAVBAR_OWNER_ATTRIBUTE);
    setCurrent(owner !== docId ? undefined : pathname === href ? 'page' : 'true');
  }, [pathname, docId, href]);
  return (
    // Other props (a menu item's role, handlers and ref, in a dropdown) go to the link.
    <Link {...rest} href={href} aria-current={current} data-navbar-doc={docId} />
  );
}
