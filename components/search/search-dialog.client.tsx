'use client';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from 'next/link';
import '@docsearch/css/dist/modal.css';
import type { SearchSettings } from '@/lib/search/settings';
import type { PageMatch } from '@/lib/search/types';
import { missingResultsHref, resolveHitUrl, type HitTarget } from '@/lib/search/urls';
import { readRecentSearches, rememberSearch, forgetSearch, type RecentSearch } from '@/lib/search/recent';
import { useRouter } from 'next/navigation';
import { escapeHtml } from '@/lib/search/html';
import { dialogPage } from '@/lib/search/search';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import { useSiteSearch } from './use-site-search';
import { SearchIcon } from './search-icon';
import { HitLink, MarkedText } from './hit-link';

/** Props of {@link SearchDialog}. */
export interface SearchDialogProps {
  settings: SearchSettings;
  /** Keys typed before the dialog's code arrived start the query. */
  initialQuery?: string;
  onClose: () => void;
  /** Called when the dialog has gone, to put the focus back where search was opened from. */
  onClosedFocus?: () => void;
}

/** One selectable row of the list: a page, a section or a recent search. */
interface Item {
  key: string;
  target: HitTarget;
  recent: RecentSearch;
}

/** One empty list for every render without results, so the item list (and the active row) stays put. */
const NO_PAGES: PageMatch[] = [];

/** DocSearch's class on `<body>` while its modal is open: its stylesheet locks the page's scroll with it. */
const SCROLL_LOCK_CLASS = 'DocSearch--active';

/**
 * The search dialog, a native modal `<dialog>` (HTML § 4.11.4: `showModal()` puts it in the top
 * layer and makes the rest of the page inert, so the focus stays in it; Escape fires `cancel`), in
 * a portal on `<body>`, with outside click and scroll lock (DocSearch's `DocSearch--active`
 * class), DocSearch's look (its stylesheet and class names) and keyboard model: the input is a
 * combobox over one list; ArrowUp/ArrowDown move the active row, Enter opens it in-app (or with a
 * full load for external URLs), Escape closes. Each page is one result, ranked by the same
 * function as the /search page (lib/search/search.ts); the best page shows its best section under
 * it, the others none ({@link dialogPage}), so several distinct pages fit above the fold. With an empty
 * query the dialog lists recent searches, kept in browser storage when it works.
 */
export function SearchDialog({ settings, initialQuery = '', onClose, onClosedFocus }: SearchDialogProps) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecentSearches());
  const [active, setActive] = useState(0);
  const state = useSiteSearch(settings, query);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Where the pointer went down: a drag from inside the dialog that ends on the backdrop is no click beside it.
  const pressedOnBackdrop = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { texts } = settings;

  // Modal from its first paint until it is removed; then the focus goes back (the page is no longer inert).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    inputRef.current?.focus();
    document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      document.body.classList.remove(SCROLL_LOCK_CLASS);
      dialog.close();
      onClosedFocus?.();
    };
  }, [onClosedFocus]);

  const shown = state.status === 'done' ? state.result.pages : state.status === 'loading' ? (state.previous?.pages ?? NO_PAGES) : NO_PAGES;
  // Mostly pages, few sections: at least four distinct pages above the fold (lib/search/search.ts).
  const pages = useMemo(() => (shown === NO_PAGES ? NO_PAGES : shown.map(dialogPage)), [shown]);
  const showRecent = state.status === 'idle';
  const items = useMemo<Item[]>(() => {
    if (showRecent) return recent.map((r) => ({ key: `recent:${r.url}`, target: resolveHitUrl(r.url, settings), recent: r }));
    return pages.flatMap((page) => [
      { key: page.url, target: resolveHitUrl(page.url, settings), recent: { title: page.title, url: page.url, context: page.hierarchy.join(' › ') } },
      ...page.sections.map((s) => ({ key: s.url, target: resolveHitUrl(s.url, settings), recent: { title: s.title, url: s.url, context: page.title } })),
    ]);
  }, [showRecent, recent, pages, settings]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result list is the trigger: the first item becomes active.
  useEffect(() => setActive(0), [items]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new active item is the trigger: it is scrolled into view.
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = useCallback(
    (item: Item, newTab = false) => {
      setRecent(rememberSearch(item.recent, settings.recentSearchesLimit));
      if (newTab) window.open(item.target.external ? item.target.href : `${settings.basePath}${item.target.href}`, '_blank', 'noopener');
      else if (item.target.external) window.location.assign(item.target.href);
      else router.push(item.target.href);
      onClose();
    },
    [router, settings.basePath, settings.recentSearchesLimit, onClose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const item = items[active];
      if (!item) return;
      event.preventDefault();
      open(item, event.ctrlKey || event.metaKey);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = items[active] ? optionId(active) : undefined;
  let index = 0;
  const row = (item: Item, content: ReactNode, className = '') => {
    const i = index++;
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant while focus stays in the input.
      <li
        key={item.key}
        id={optionId(i)}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox listbox (WAI-ARIA combobox pattern).
        role="option"
        aria-selected={i === active}
        className={`DocSearch-Hit ${className}`}
        onMouseMove={() => i !== active && setActive(i)}
      >
        <HitLink target={item.target} onOpen={() => open(item)} tabIndex={-1}>
          {content}
        </HitLink>
      </li>
    );
  };

  let body: ReactNode;
  if (state.status === 'error') {
    body = (
      <div className="DocSearch-ErrorScreen search-error" role="alert">
        <p className="DocSearch-Title">{texts.errorTitle}</p>
        <p className="DocSearch-Help">{texts.errorHelp}</p>
      </div>
    );
  } else if (showRecent) {
    body = recent.length ? (
      <section className="DocSearch-Hits">
        <div className="DocSearch-Hit-source">{texts.recentSearches}</div>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: the list is a listbox of options, focus stays in the input (aria-activedescendant). */}
        <ul role="listbox" id={listId} aria-label={texts.recentSearches}>
          {items.map((item) =>
            row(
              item,
              <HitBody title={item.recent.title} path={escapeHtml(item.recent.context)} icon="recent">
                <button
                  type="button"
                  className="DocSearch-Hit-action-button"
                  aria-label={`Remove "${item.recent.title}" from recent searches`}
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    setRecent(forgetSearch(item.recent.url));
                  }}
                >
                  ×
                </button>
              </HitBody>,
            ),
          )}
        </ul>
      </section>
    ) : (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{settings.placeholder}</p>
      </div>
    );
  } else if (state.status === 'loading' && !pages.length) {
    body = (
      <div className="DocSearch-StartScreen search-loading" role="status">
        <p className="DocSearch-Help">{texts.loading}</p>
      </div>
    );
  } else if (state.status === 'done' && !pages.length) {
    const report = missingResultsHref(settings.missingResultsUrl, state.query);
    body = (
      <div className="DocSearch-NoResults">
        <p className="DocSearch-Title">
          {texts.noResults} &quot;<strong>{state.query}</strong>&quot;
        </p>
        {report ? (
          <p className="DocSearch-Help">
            {texts.reportMissingResults}{' '}
            <a href={report} target="_blank" rel="noopener noreferrer">
              {texts.reportMissingResultsLink}
            </a>
          </p>
        ) : null}
      </div>
    );
  } else {
    const total = state.status === 'done' ? state.result.total : (state.previous?.total ?? 0);
    const currentQuery = state.status === 'done' || state.status === 'loading' ? state.query : '';
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: the list is a listbox of options, focus stays in the input (aria-activedescendant). */}
        <ul role="listbox" id={listId} aria-label={texts.buttonText} className="search-dialog-list" aria-busy={state.status === 'loading'}>
          {pages.map((page, p) => (
            <PageGroup key={page.url} page={page} previous={pages[p - 1]}>
              {row(items[index]!, <HitBody title={page.title} path={page.excerptHtml} icon="page" />)}
              {page.sections.map((section) =>
                row(items[index]!, <HitBody title={section.title} path={section.excerptHtml} icon="section" />, 'search-dialog-section'),
              )}
            </PageGroup>
          ))}
        </ul>
        <section className="DocSearch-HitsFooter">
          <Link href={`/search?q=${encodeURIComponent(currentQuery)}`} prefetch={false} onClick={onClose}>
            {texts.seeAllResults.replace('{count}', String(total))}
          </Link>
        </section>
      </>
    );
  }

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes, as Escape does from the keyboard (the `cancel` event).
    <dialog
      ref={dialogRef}
      className="DocSearch-Container search-dialog-overlay"
      aria-label={texts.buttonText}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => pressedOnBackdrop.current && event.target === event.currentTarget && onClose()}
    >
      <div className="DocSearch-Modal search-dialog" data-search-backend={settings.algolia ? 'algolia' : 'local'}>
        <header className="DocSearch-SearchBar">
          {/* biome-ignore lint/a11y/useSemanticElements: a search form is the search landmark; <search> would need a wrapper element the DocSearch styles do not expect. */}
          <form className="DocSearch-Form" role="search" onSubmit={(event) => event.preventDefault()}>
            <label className="DocSearch-MagnifierLabel" htmlFor={`${listId}-input`}>
              <SearchIcon />
              <span className="DocSearch-VisuallyHiddenForAccessibility">{texts.buttonText}</span>
            </label>
            <input
              ref={inputRef}
              id={`${listId}-input`}
              className="DocSearch-Input"
              role="combobox"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              type="search"
              placeholder={settings.placeholder}
              maxLength={MAX_QUERY_LENGTH}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </form>
          <button className="DocSearch-Cancel" type="button" onClick={onClose}>
            Cancel
          </button>
        </header>
        <div className="DocSearch-Dropdown" ref={listRef}>
          <div className="DocSearch-Dropdown-Container">{body}</div>
        </div>
        <footer className="DocSearch-Footer">
          <ul className="DocSearch-Commands" aria-label="Keyboard shortcuts">
            <li>
              <kbd className="DocSearch-Commands-Key">↵</kbd>
              <span className="DocSearch-Label">to select</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">↓</kbd>
              <kbd className="DocSearch-Commands-Key">↑</kbd>
              <span className="DocSearch-Label">to navigate</span>
            </li>
            <li>
              <kbd className="DocSearch-Commands-Key">esc</kbd>
              <span className="DocSearch-Label">to close</span>
            </li>
          </ul>
        </footer>
      </div>
    </dialog>,
    document.body,
  );
}

/** A page's rows; its top section is named above it when it differs from the previous page's. */
function PageGroup({ page, previous, children }: { page: PageMatch; previous: PageMatch | undefined; children: ReactNode }) {
  const source = page.hierarchy.join(' › ');
  const showSource = source && source !== previous?.hierarchy.join(' › ');
  return (
    <li className="DocSearch-Hits" role="presentation">
      {showSource ? (
        <div className="DocSearch-Hit-source" role="presentation">
          {source}
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA): a page and its sections. */}
      <ul role="group" aria-label={page.title}>
        {children}
      </ul>
    </li>
  );
}

/** The row content in DocSearch's markup: icon, title (plain text) and second line (HTML: escaped + `<mark>`). */
function HitBody({ title, path, icon, children }: { title: string; path: string; icon: 'page' | 'section' | 'recent'; children?: ReactNode }) {
  return (
    <div className="DocSearch-Hit-Container">
      <div className="DocSearch-Hit-icon" aria-hidden="true">
        {icon === 'page' ? '▤' : icon === 'section' ? '#' : '↺'}
      </div>
      <div className="DocSearch-Hit-content-wrapper">
        <span className="DocSearch-Hit-title">{title}</span>
        {path ? <MarkedText className="DocSearch-Hit-path" html={path} /> : null}
      </div>
      {children ? <div className="DocSearch-Hit-action">{children}</div> : null}
    </div>
  );
}
