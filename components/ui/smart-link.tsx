import { AppLink as Link } from '@/components/ui/app-link.client';
import type { ComponentProps } from 'react';
import { isExternalUrl } from '@/lib/markdown/url-scheme';

/**
 * A link that routes in-app for internal hrefs (next/link, base path applied) and adds
 * `rel="noopener noreferrer"` to external ones.
 */
export function SmartLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (isExternalUrl(href)) return <a href={href} rel="noopener noreferrer" {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}
