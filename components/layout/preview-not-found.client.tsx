'use client';
import { useEffect } from 'react';
import { previewNotFoundTarget } from '@/lib/hosting/preview-not-found';

/**
 * Hands an address inside a pull request preview over to that preview's own 404 page
 * (lib/hosting/preview-not-found.ts), for hosts that answer every missing address with the site's
 * root 404 page. Renders nothing.
 * @param basePath - `''` or `/a/b`: the site's base path
 */
export function PreviewNotFound({ basePath }: { basePath: string }) {
  useEffect(() => {
    const target = previewNotFoundTarget(window.location, basePath);
    if (target) window.location.replace(target);
  }, [basePath]);
  return null;
}
