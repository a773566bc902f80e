'use client';
import { useEffect, useRef, useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { missingPathname, previewNotFoundTarget } from '@/lib/hosting/preview-not-found';
import { queryFromPath } from '@/lib/search/not-found-query';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';

/** A page the suggestion can name: its route and title. */
interface SuggestablePage {
  route: string;
  title: string;
}

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

/**
 * The 404 page's "Did you mean" line: once mounted and its matcher loaded, the page of the site closest to the address
 * that was not found (lib/search/closest-route.ts: a one-letter typo, an old-style prefix), or
 * nothing. The line keeps its height either way, so nothing below it moves.
 * @param basePath - `''` or `/a/b`: the site's base path
 * @param pages - every page of the site, from the content model
 */
export function NotFoundSuggestion({ basePath, pages }: { basePath: string; pages: readonly SuggestablePage[] }) {
  const [match, setMatch] = useState<SuggestablePage | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded here, not imported: only a reader on the 404 page needs the matcher.
    void import('@/lib/search/closest-route').then(({ closestRoute }) => {
      const route = closestRoute(
        missingPathname(window.location, basePath),
        basePath,
        pages.map((p) => p.route),
      );
      if (live) setMatch(pages.find((p) => p.route === route) ?? null);
    });
    return () => {
      live = false;
    };
  }, [basePath, pages]);
  return (
    <p className="not-found-suggestion">
      {match ? (
        <>
          Did you mean <Link href={match.route}>{match.title}</Link>?
        </>
      ) : null}
    </p>
  );
}

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
