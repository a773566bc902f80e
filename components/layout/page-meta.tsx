/** `2025-02-03T10:00:00+01:00` → `Feb 3, 2025` (the UTC calendar day, so every build agrees). */
export function formatLastUpdated(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * "Edit this page" and "Last updated on …" under a page. Each part is left out when unknown: no
 * edit link without a configured base URL (siteConfig.editUrl, env EDIT_URL_BASE), no date
 * outside git or in a shallow clone (the compiled model's page chrome has none). Renders nothing
 * when both are missing.
 */
export function PageMeta({ editHref, lastUpdated }: { editHref: string | null; lastUpdated: string | undefined }) {
  if (!editHref && !lastUpdated) return null;
  return (
    <div className="page-meta" data-pagefind-ignore="all">
      {editHref ? (
        <a className="page-meta-edit" href={editHref} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      ) : null}
      {lastUpdated ? (
        <span className="page-meta-updated">
          Last updated on <time dateTime={lastUpdated}>{formatLastUpdated(lastUpdated)}</time>
        </span>
      ) : null}
    </div>
  );
}
