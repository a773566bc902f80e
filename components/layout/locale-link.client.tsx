'use client';
import { useCurrentPathname } from '@/components/ui/router-hooks';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link.client';

/**
 * A locale dropdown entry: the current page in that locale (`prefix` + current path; the default
 * locale has no prefix). Only shipped when a localeDropdown is configured.
 */
export function LocaleLink({ prefix, lang, className, children }: { prefix: string; lang: string; className?: string; children: ReactNode }) {
  const pathname = useCurrentPathname();
  return (
    <AppLink href={`${prefix}${pathname}`} hrefLang={lang} lang={lang} className={className}>
      {children}
    </AppLink>
  );
}
