import { AppLink as Link } from '@/components/ui/app-link.client';
import type { PageLink } from '@/lib/content';

/** Previous / next page links in sidebar order. */
export function Pagination({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {previous ? (
        <Link className="pagination-link" href={previous.href} rel="prev">
          <span className="pagination-sub">Previous</span>
          <span className="pagination-label">« {previous.label}</span>
        </Link>
      ) : null}
      {next ? (
        <Link className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sub">Next</span>
          <span className="pagination-label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
