'use client';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link.client';

/**
 * A locale dropdown entry: the current page in that locale (`prefix` + current path; the default
 * locale has no prefix; from the 404 page, that locale's home). Only shipped when a localeDropdown is configured.
 */
export function LocaleLink({ prefix, lang, ...rest }: Omit<ComponentProps<typeof AppLink>, 'href'> & { prefix: string; lang: string }) {
  const current = usePathname();
  // The not-found page is prerendered under Next's internal route `/_not-found`, which no server
  // answers: from there, the other locale's home is the useful target.
  const pathname = current === '/_not-found' ? '/' : current;
  // Other props (a menu item's role, handlers and ref) go to the link.
  return <AppLink {...rest} href={`${prefix}${pathname}`} hrefLang={lang} lang={lang} />;
}
