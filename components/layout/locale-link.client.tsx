'use client';
import { useCurrentPathname } from '@/components/ui/router-hooks';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link.client';

/**
 * A locale dropdown entry: the current page in that locale (`prefix` + current path; the default
 * locale has no prefix; from the 404 page, that locale's home). Only shipped when a localeDropdown is configured.
 */
export function LocaleLink({ prefix, lang, className, children }: { prefix: string; lang: string; className?: string; children: ReactNode }) {
  const current = useCurrentPathname();
  // The not-found page is prerendered under Next's internal route `/_not-found`, which no server
  // answers: from there, the other locale's home is the useful target.
  const pathname = current === '/_not-found' ? '/' : current;
  return (
    <AppLink href={`${prefix}${pathname}`} hrefLang={lang} lang={lang} className={className}>
      {children}
    </AppLink>
  );
}
