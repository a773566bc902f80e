'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { SearchSettings } from '@/lib/search/settings';
import type { SearchClient, SearchHit } from '@/lib/search/types';
import { createBackend } from '@/lib/search/backend';
import { searchPageRequest } from '@/lib/search/requests';
import { missingResultsHref, resolveHitUrl } from '@/lib/search/urls';
import { groupHitsByPage } from '@/lib/search/group';

interface Results {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  status: 'loading' | 'done' | 'error';
}

let backend: SearchClient | undefined;
const getBackend = (settings: SearchSettings) => (backend ??= createBackend(settings));

/** The search box without results: the Suspense fallback, and the top of {@link SearchPage}. */
export function SearchPageShell({
  settings,
  value = '',
  onChange,
}: {
  settings: SearchSettings;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <form role="search" className="search-page-form" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        className="search-page-input"
        aria-label={settings.texts.buttonText}
        placeholder={settings.placeholder}
        maxLength={settings.inputMaxLength}
        autoComplete="off"
        spellCheck={false}
        value={value}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </form>
  );
}

/**
 * The /search results island: reads `?q=` and keeps it in the URL as the reader types (history
 * replaceState, no navigation), shows {@link SearchSettings.hitsPerPage} hits per page grouped by
 * page with "Load more", and the spec's empty and error texts.
 */
export function SearchPage({ settings, suggestions }: { settings: SearchSettings; suggestions: string[] }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const [results, setResults] = useState<Results | null>(null);
  const latest = useRef(0);
  const { texts } = settings;

  // Back/forward and links to /search?q= from the modal change the URL: follow it.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const run = useCallback(
    async (q: string, page: number) => {
      const call = ++latest.current;
      if (!q.trim()) {
        setResults(null);
        return;
      }
      setResults((previous) => (page === 0 ? { query: q, hits: [], nbHits: 0, page: 0, nbPages: 0, status: 'loading' } : previous && { ...previous, status: 'loading' }));
      try {
        const { results: [result] } = await getBackend(settings).search({ requests: [searchPageRequest(settings, q, page)] });
        if (call !== latest.current || !result) return;
        setResults((previous) => ({
          query: q,
          hits: page === 0 ? result.hits : [...(previous?.hits ?? []), ...result.hits],
          nbHits: result.nbHits,
          page: result.page,
          nbPages: result.nbPages,
          status: 'done',
        }));
      } catch (error) {
        if (call !== latest.current) return;
        console.warn('Search failed:', error);
        setResults((previous) => ({ ...(previous ?? { hits: [], nbHits: 0, page: 0, nbPages: 0 }), query: q, status: 'error' }));
      }
    },
    [settings],
  );

  useEffect(() => {
    void run(query, 0);
  }, [query, run]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = value ? `${settings.basePath}${pathname}?q=${encodeURIComponent(value)}` : `${settings.basePath}${pathname}`;
    window.history.replaceState(window.history.state, '', url);
  };

  const groups = results ? groupHitsByPage(results.hits) : [];
  const reportHref = missingResultsHref(settings.missingResultsUrl, query);
  return (
    <div className="search-page-body">
      <SearchPageShell settings={settings} value={query} onChange={onChange} />
      {results?.status === 'error' ? (
        <div className="search-page-message" role="alert">
          <p className="search-page-message-title">{texts.errorTitle}</p>
          <p>{texts.errorHelp}</p>
        </div>
      ) : null}
      {results?.status === 'done' && results.nbHits === 0 ? (
        <div className="search-page-message">
          <p className="search-page-message-title">
            {texts.noResults} &quot;<strong>{results.query}</strong>&quot;
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
      {results && results.nbHits > 0 ? (
        <>
          <p className="search-page-count" aria-live="polite">
            {results.nbHits === 1 ? '1 result' : `${results.nbHits} results`}
          </p>
          <div className="search-page-results">
            {groups.map((group) => (
              <section key={group.key} className="search-result-group">
                <p className="search-result-section" dangerouslySetInnerHTML={{ __html: group.lvl0 }} />
                <h2 className="search-result-page">
                  <HitLink settings={settings} url={group.url} html={group.titleHtml} />
                </h2>
                <ul className="search-result-hits">
                  {group.hits.map((hit) => (
                    <li key={hit.objectID} className="search-result-hit">
                      {hit.hierarchy.lvl2 ? (
                        <HitLink settings={settings} url={hit.url} html={headingHtml(hit)} className="search-result-heading" />
                      ) : null}
                      {hit._snippetResult.content?.value ? (
                        <p className="search-result-snippet" dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }} />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {results.page + 1 < results.nbPages ? (
            <button type="button" className="search-page-more" disabled={results.status === 'loading'} onClick={() => void run(results.query, results.page + 1)}>
              Load more
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A hit's heading trail below the page title (`Section › Subsection`), highlighted HTML. */
function headingHtml(hit: SearchHit): string {
  const h = hit._highlightResult.hierarchy;
  return [h.lvl2?.value, h.lvl3?.value].filter(Boolean).join(' › ') || (h.lvl1?.value ?? '');
}

/** An internal hit navigates in-app; one matching `externalUrlRegex` is a plain link. */
function HitLink({ settings, url, html, className }: { settings: SearchSettings; url: string; html: string; className?: string }) {
  const target = resolveHitUrl(url, settings);
  // `html` is escaped text plus <mark> only (lib/search/safe-client.ts).
  const text = <span dangerouslySetInnerHTML={{ __html: html }} />;
  return target.external ? (
    <a href={target.href} className={className}>
      {text}
    </a>
  ) : (
    <Link href={target.href} className={className}>
      {text}
    </Link>
  );
}
