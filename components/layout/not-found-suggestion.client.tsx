'use client';
import { useEffect, useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link.client';
import { missingPathname } from '@/lib/hosting/preview-not-found';

/** A page the suggestion can name: its route and title. */
export interface SuggestablePage {
  route: string;
  title: string;
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
    // Loaded here, not imported: the 404 page's components ship with every page of the site (the
    // root not-found boundary), and only a reader on the 404 page needs the matcher.
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
