'use client';
import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import '@docsearch/css/dist/modal.css';
import type { SearchSettings } from '@/lib/search/settings';
import type { SearchClient } from '@/lib/search/types';
import { secureSearchClient } from '@/lib/search/safe-client';
import { localBackend } from '@/lib/search/backend';
import { createStatusStore, IDLE_STATUS, withStatus } from '@/lib/search/status';
import { missingResultsHref, resolveHitUrl } from '@/lib/search/urls';
import { modalIndices } from '@/lib/search/requests';
import { ensureSafeLocalStorage } from '@/lib/chrome/browser-storage';

/** Shown in place of the results while a search waits for its answer (the first waits for the index). */
const LOADING_TEXT = 'Loading search…';

/** Props of {@link SearchModal}. */
export interface SearchModalProps {
  settings: SearchSettings;
  /** A letter typed on the focused button starts the query. */
  initialQuery?: string;
  onClose: () => void;
}

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type Hit = { url: string; __external?: boolean };

/**
 * The DocSearch modal (@docsearch/react 5.1.0) on this site's backend: the local index, or Algolia
 * when configured, behind one secured client. Texts come from the site config through
 * `translations`; hits navigate in-app unless they match `externalUrlRegex`. DocSearch reads
 * `window.localStorage` without a guard when it opens: with blocked site data that property is
 * first replaced by a storage that keeps nothing (lib/chrome/browser-storage.ts), and recent searches and
 * favourites are switched off. While a search runs without results on screen, a loading state
 * replaces DocSearch's "No results".
 */
export function SearchModal({ settings, initialQuery, onClose }: SearchModalProps) {
  const router = useRouter();
  // Runs in the first render, before DocSearch's effects read the storage.
  const [storageKept] = useState(ensureSafeLocalStorage);
  const store = useMemo(() => createStatusStore(), []);
  const status = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [modal, setModal] = useState<Element | null>(null);
  const { texts } = settings;

  const transformSearchClient = useCallback<TransformClient>(
    (algolia) => {
      const backend = settings.algolia ? (algolia as unknown as SearchClient) : localBackend(settings.localIndexUrl);
      return withStatus(secureSearchClient(backend), store) as unknown as ReturnType<TransformClient>;
    },
    [settings.algolia, settings.localIndexUrl, store],
  );

  const transformItems = useCallback(
    (items: Hit[]) =>
      items.map((item) => {
        const target = resolveHitUrl(item.url, settings);
        return { ...item, url: target.href, __external: target.external };
      }),
    [settings],
  );

  const navigator = useMemo(() => {
    const withBase = (item: Hit) => (item.__external ? item.url : `${settings.basePath}${item.url}`);
    return {
      navigate({ item }: { item: Hit }) {
        if (item.__external) window.location.assign(item.url);
        else router.push(item.url);
      },
      navigateNewTab({ item }: { item: Hit }) {
        window.open(withBase(item), '_blank', 'noopener');
      },
      navigateNewWindow({ item }: { item: Hit }) {
        window.open(withBase(item), '_blank', 'noopener');
      },
    };
  }, [router, settings.basePath]);

  // Stable component identities: DocSearch renders them as elements.
  const HitLink = useMemo(
    () =>
      function HitLink({ hit, children }: { hit: Hit; children: ReactNode }) {
        return hit.__external ? <a href={hit.url}>{children}</a> : <Link href={hit.url}>{children}</Link>;
      },
    [],
  );
  const ResultsFooter = useMemo(
    () =>
      function ResultsFooter({ state }: { state: { query: string } }) {
        const last = useSyncExternalStore(store.subscribe, store.get, store.get);
        const count = last.query === state.query ? last.nbHits : 0;
        return (
          <Link href={`${settings.searchPagePath}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
            {texts.seeAllResults.replace('{count}', String(count))}
          </Link>
        );
      },
    [store, settings.searchPagePath, texts.seeAllResults, onClose],
  );

  // DocSearch 5.1.0 hard-codes maxLength 512; the spec says 64 (the client also clamps queries).
  // A failed search is shown until the reader clears the input.
  useLayoutEffect(() => {
    const element = document.querySelector<HTMLElement>('.DocSearch-Modal');
    setModal(element);
    // The local index is not Algolia: globals.css hides 'Powered by Algolia' for it.
    if (element) element.dataset.searchBackend = settings.algolia ? 'algolia' : 'local';
    const input = element?.querySelector<HTMLInputElement>('input.DocSearch-Input');
    if (input) input.maxLength = settings.inputMaxLength;
    const onInput = (event: Event) => {
      if ((event.target as HTMLInputElement).value.trim() === '') store.set(IDLE_STATUS);
    };
    element?.addEventListener('input', onInput);
    return () => element?.removeEventListener('input', onInput);
  }, [settings.inputMaxLength, settings.algolia, store]);

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={settings.algolia?.appId ?? 'local'}
          apiKey={settings.algolia?.apiKey ?? 'local'}
          indices={modalIndices(settings)}
          placeholder={settings.placeholder}
          maxResultsPerGroup={settings.maxResultsPerGroup}
          recentSearchesLimit={settings.recentSearchesLimit}
          recentSearchesWithFavoritesLimit={settings.recentSearchesWithFavoritesLimit}
          initialQuery={initialQuery}
          disableUserPersonalization={!storageKept}
          initialScrollY={window.scrollY}
          onClose={onClose}
          transformSearchClient={transformSearchClient}
          transformItems={transformItems as unknown as DocSearchModalProps['transformItems']}
          navigator={navigator as unknown as DocSearchModalProps['navigator']}
          hitComponent={HitLink as unknown as DocSearchModalProps['hitComponent']}
          resultsFooterComponent={ResultsFooter as unknown as DocSearchModalProps['resultsFooterComponent']}
          getMissingResultsUrl={settings.missingResultsUrl ? ({ query }) => missingResultsHref(settings.missingResultsUrl, query)! : undefined}
          translations={{
            searchBox: { placeholderText: settings.placeholder },
            noResultsScreen: {
              noResultsText: texts.noResults,
              suggestedQueryText: texts.suggestedQuery,
              reportMissingResultsText: texts.reportMissingResults,
              reportMissingResultsLinkText: texts.reportMissingResultsLink,
            },
            errorScreen: { titleText: texts.errorTitle, helpText: texts.errorHelp },
          }}
        />,
        document.body,
      )}
      {modal && status.failed ? createPortal(<ErrorScreen title={texts.errorTitle} help={texts.errorHelp} />, modal) : null}
      {modal && status.loading && !status.failed && status.query.trim() !== '' ? createPortal(<LoadingScreen />, modal) : null}
    </>
  );
}

/** A loading state in DocSearch's screen markup; globals.css shows it only over "No results". */
function LoadingScreen() {
  return (
    <div className="DocSearch-Dropdown search-loading" role="status" aria-live="polite">
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{LOADING_TEXT}</p>
      </div>
    </div>
  );
}

/** DocSearch's error screen markup (its styles apply), shown in place of the results. */
function ErrorScreen({ title, help }: { title: string; help: string }) {
  return (
    <div className="DocSearch-Dropdown search-error" role="alert">
      <div className="DocSearch-ErrorScreen">
        <p className="DocSearch-Title">{title}</p>
        <p className="DocSearch-Help">{help}</p>
      </div>
    </div>
  );
}
