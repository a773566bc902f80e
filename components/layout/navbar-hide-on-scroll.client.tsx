'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** `<html>` attribute set while the navbar is hidden; the CSS keys on it. */
const NAVBAR_HIDDEN_ATTRIBUTE = 'data-navbar-hidden';
const setHidden = (hidden: boolean) => document.documentElement.toggleAttribute(NAVBAR_HIDDEN_ATTRIBUTE, hidden);

/**
 * Optional hide-on-scroll (navbar.hideOnScroll): hides
 * the navbar on scroll down, shows it on scroll up, near the top and on navigation, but keeps it
 * hidden while arriving at a hash anchor. Renders nothing; toggles an `<html>` attribute the CSS
 * keys on. Only shipped when enabled.
 */
export function NavbarHideOnScroll() {
  const pathname = usePathname();
  const anchorJump = useRef(false);

  useEffect(() => {
    const navbarHeight = () => document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = last;
      last = y;
      if (y < navbarHeight()) return setHidden(false);
      // The scroll caused by jumping to an anchor must not show the navbar again.
      if (anchorJump.current) {
        anchorJump.current = false;
        return;
      }
      if (y > previous) setHidden(true);
      // Rubber-band scrolling at the page bottom reports small upward moves: ignore them.
      else if (y + window.innerHeight < document.documentElement.scrollHeight - navbarHeight()) setHidden(false);
    };
    const onHash = () => {
      anchorJump.current = true;
      setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
      setHidden(false);
    };
  }, []);

  // A navigation shows the navbar, unless it lands on a hash anchor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation: the pathname is the trigger, not an input.
  useEffect(() => {
    if (window.location.hash) anchorJump.current = true;
    setHidden(Boolean(window.location.hash));
  }, [pathname]);

  return null;
}
