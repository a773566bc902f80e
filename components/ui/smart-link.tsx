import { AppLink as Link } from '@/components/ui/app-link.client';
import type { ComponentProps } from 'react';
import { isExternalUrl, isSafeUrl } from '@/lib/markdown/url-scheme';

/**
 * A link that routes in-app for internal hrefs (next/link, base path applied) and adds
 * `rel="noopener noreferrer"` to external ones. An href the site's link rule refuses
 * (lib/markdown/url-scheme.ts: `javascript:`, `vbscript:`, `data:`) is dropped: the text stays and
 * goes nowhere.
 */
export function SmartLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (!isSafeUrl(href)) return <a {...rest} />;
  if (isExternalUrl(href)) return <a href={href} rel="noopener noreferrer" {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}
