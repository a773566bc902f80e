'use client';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/chrome/prefetch-policy';

function connection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * `next/link` with the site's prefetch policy (lib/chrome/prefetch-policy.ts): no prefetching, neither in
 * view nor on hover, on 2g or with Save-Data. Use it for every in-app link.
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} prefetch={prefetch === false || !prefetchAllowed(connection()) ? false : prefetch} />;
}
