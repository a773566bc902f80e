import { AppLink as Link } from '@/components/ui/app-link.client';
import type { ComponentProps } from 'react';

/** True for absolute URLs that leave the site (`https:`, `mailto:`, protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * A link that routes in-app for internal hrefs (next/link, base path applied) and adds
 * `rel="noopener noreferrer"` to external ones.
 */
export function SmartLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (isExternalHref(href)) return <a href={href} rel="noopener noreferrer" {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}
