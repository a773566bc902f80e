'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { loadsThirdPartyScripts } from '@/lib/chrome/third-party-scripts';

/**
 * Renders the third-party scripts (`children`) except on the API reference pages under
 * `apiRoutePrefixes` (lib/chrome/third-party-scripts.ts). Rendered by the root layout only when
 * `THIRD_PARTY_SCRIPTS_ON_API_PAGES=0`: a page opened on an API route then requests none of them.
 */
export function ThirdPartyScriptGate({ apiRoutePrefixes, children }: { apiRoutePrefixes: string[]; children: ReactNode }) {
  const pathname = usePathname();
  return loadsThirdPartyScripts(pathname, apiRoutePrefixes) ? children : null;
}
