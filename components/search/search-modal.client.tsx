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
import { createStatusStore, withStatus } from '@/lib/search/status';
import { missingResultsHref, resolveHitUrl } from '@/lib/search/urls';
import { modalIndices } from '@/lib/search/requests';

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
 * The DocSearch modal (@docsearch/react 5.1.0, design/stack-notes.md) on this site's backend: the
 * local index, or Algolia when configured, behind one secured client. Texts come from the site
 * config through `translations`; hits navigate in-app unless they match `externalUrlRegex`.
 */
export function SearchModal({ settings, initialQuery, onClose }: SearchModalProps) {
  const router = useRouter();
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
      if ((event.target as HTMLInputElement).value.trim() === '') store.set({ query: '', nbHits: 0, failed: false });
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
    </>
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
