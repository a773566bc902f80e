'use client';
import { useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type { SearchSettings } from '@/lib/search/settings';
import type { PageMatch } from '@/lib/search/types';
import { missingResultsHref, resolveHitUrl } from '@/lib/search/urls';
import { FIRST_WINDOW } from '@/lib/search/search';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import { useSiteSearch } from './use-site-search';
import { HitLink, MarkedText } from './hit-link';

/** The search box without results: the Suspense fallback, and the top of {@link SearchPage}. */
export function SearchPageShell({ settings, value = '', onChange }: { settings: SearchSettings; value?: string; onChange?: (value: string) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form is the search landmark; the page has no wrapper for a <search> element.
    <form role="search" className="search-page-form" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        className="search-page-input"
        aria-label={settings.texts.buttonText}
        placeholder={settings.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        value={value}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </form>
  );
}

/** Pages loaded with "Load more", per query, and where the next window starts among the backend's results. */
interface Loaded {
  query: string;
  pages: PageMatch[];
  /** Backend results read so far: a window can hold fewer pages than results (weak matches are dropped). */
  next: number;
  loading: boolean;
}

/**
 * The /search results island: reads `?q=` and keeps it in the URL as the reader types (history
 * replaceState, no navigation); shows a loading state, then one result per page with its best
 * sections, ranked by the same function as the dialog (lib/search/search.ts); section filters
 * (the top sections among the results) narrow the list; "Load more" adds
 * {@link SearchSettings.hitsPerPage} pages.
 */
export function SearchPage({ settings, suggestions }: { settings: SearchSettings; suggestions: string[] }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // The section filter belongs to the query it was chosen for: a new query starts unfiltered.
  const [chosen, setChosen] = useState<{ query: string; section: string | null }>({ query: '', section: null });
  const filter = chosen.query === query ? chosen.section : null;
  const setFilter = (section: string | null) => setChosen({ query, section });
  const [extra, setExtra] = useState<Loaded>({ query: '', pages: [], next: FIRST_WINDOW, loading: false });
  const state = useSiteSearch(settings, query);
  const { texts } = settings;

  // Back/forward and links to /search?q= from the dialog change the URL: follow it.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = value ? `${settings.basePath}${pathname}?q=${encodeURIComponent(value)}` : `${settings.basePath}${pathname}`;
    window.history.replaceState(window.history.state, '', url);
  };

  const result = state.status === 'done' ? state.result : null;
  const current = result && extra.query === result.query ? extra : { pages: [], next: FIRST_WINDOW };
  const more = current.pages;
  const pages = result ? [...result.pages, ...more] : [];
  const sections = [...new Set(pages.map((p) => p.hierarchy[0]).filter((s): s is string => Boolean(s)))];
  const shown = filter ? pages.filter((p) => p.hierarchy[0] === filter) : pages;

  const loadMore = async () => {
    if (!result) return;
    const { next } = current;
    setExtra({ query: result.query, pages: more, next, loading: true });
    try {
      const loaded = await result.more(next, settings.hitsPerPage);
      setExtra({ query: result.query, pages: [...more, ...loaded], next: next + settings.hitsPerPage, loading: false });
    } catch (error) {
      console.warn('Search failed:', error);
      setExtra({ query: result.query, pages: more, next, loading: false });
    }
  };

  const reportHref = missingResultsHref(settings.missingResultsUrl, query);
  return (
    <div className="search-page-body">
      <SearchPageShell settings={settings} value={query} onChange={onChange} />
      {state.status === 'loading' ? (
        <p className="search-page-loading" role="status">
          {texts.loading}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className="search-page-message" role="alert">
          <p className="search-page-message-title">{texts.errorTitle}</p>
          <p>{texts.errorHelp}</p>
        </div>
      ) : null}
      {result && result.total === 0 ? (
        <div className="search-page-message">
          <p className="search-page-message-title">
            {texts.noResults} &quot;<strong>{result.query}</strong>&quot;
          </p>
          {suggestions.length ? (
            <div>
              <p>{texts.suggestedQuery}:</p>
              <ul className="search-page-suggestions">
                {suggestions.map((s) => (
                  <li key={s}>
                    <button type="button" onClick={() => onChange(s)}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {reportHref ? (
            <p>
              {texts.reportMissingResults}{' '}
              <a href={reportHref} target="_blank" rel="noopener noreferrer">
                {texts.reportMissingResultsLink}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {result && result.total > 0 ? (
        <>
          <p className="search-page-count" aria-live="polite">
            {result.total === 1 ? '1 page' : `${result.total} pages`}
          </p>
          {sections.length > 1 ? (
            // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form controls: a <fieldset> would mean a form.
            <div className="search-page-filters" role="group" aria-label="Filter by section">
              <button type="button" aria-pressed={filter === null} onClick={() => setFilter(null)}>
                All
              </button>
              {sections.map((s) => (
                <button key={s} type="button" aria-pressed={filter === s} onClick={() => setFilter(filter === s ? null : s)}>
                  {s}
                </button>
              ))}
            </div>
          ) : null}
          <div className="search-page-results" data-query={result.query}>
            {shown.map((page) => (
              <section key={page.url} className="search-result-group">
                {page.hierarchy.length ? <p className="search-result-section">{page.hierarchy.join(' › ')}</p> : null}
                <h2 className="search-result-page">
                  <HitLink target={resolveHitUrl(page.url, settings)}>{page.title}</HitLink>
                </h2>
                {page.excerptHtml ? <MarkedText as="p" className="search-result-snippet" html={page.excerptHtml} /> : null}
                {page.sections.length ? (
                  <ul className="search-result-hits">
                    {page.sections.map((section) => (
                      <li key={section.url} className="search-result-hit">
                        <HitLink target={resolveHitUrl(section.url, settings)} className="search-result-heading">
                          {[...section.parents, section.title].join(' › ')}
                        </HitLink>
                        {section.excerptHtml ? <MarkedText as="p" className="search-result-snippet" html={section.excerptHtml} /> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
          {current.next < result.total ? (
            <button type="button" className="search-page-more" disabled={extra.loading} onClick={() => void loadMore()}>
              Load more
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
