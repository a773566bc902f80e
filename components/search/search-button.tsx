import Link from 'next/link';
import { siteConfig } from '@/lib/site-config';

/** The navbar's search entry point: a link to the search page. */
export function SearchButton() {
  return (
    <Link href={`/${siteConfig.search.searchPagePath}`} className="search-button" aria-label="Search">
      <span aria-hidden="true">⌕</span> {siteConfig.search.placeholder}
    </Link>
  );
}
