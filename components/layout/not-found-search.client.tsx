'use client';
import { useEffect, useRef } from 'react';
import { queryFromPath } from '@/lib/search/not-found-query';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import { missingPathname } from '@/lib/hosting/preview-not-found';

/**
 * The 404 page's search: a form that opens `/search?q=` (a plain GET, so it works before the
 * scripts load), prefilled once mounted with the words of the address that was not found
 * (lib/search/not-found-query.ts; lib/hosting/preview-not-found.ts for a preview's). The input keeps its size while it fills, so nothing moves.
 * @param basePath - `''` or `/a/b`: the site's base path, prefixed to the form's action
 */
export function NotFoundSearch({ basePath }: { basePath: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Only when the reader has not typed yet (the form works before hydration).
    if (input.current && !input.current.value) input.current.value = queryFromPath(missingPathname(window.location, basePath), basePath);
  }, [basePath]);
  return (
    <form className="not-found-search" action={`${basePath}/search`} method="get">
      <label className="visually-hidden" htmlFor="not-found-q">
        Search the documentation
      </label>
      <input ref={input} id="not-found-q" type="search" name="q" maxLength={MAX_QUERY_LENGTH} placeholder="Search the documentation" />
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
