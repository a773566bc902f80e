'use client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
// A subpath entry only: the package root pulls in the Ask AI modal (+84 KB gzip on every page).
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import { loadOnce } from '@/lib/chrome/load-once';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import type { SearchSettings } from '@/lib/search/settings';
import { FEATURE_NOTICE_CLASS, unavailableText } from '@/lib/chrome/feature-notice';
import type { SearchDialogProps } from './search-dialog.client';
import { SearchIcon } from './search-icon';

type ModalComponent = ComponentType<SearchDialogProps>;

/** Loads the dialog chunk once; a failed load is retried on the next intent. */
const loadModal: () => Promise<ModalComponent> = loadOnce(() => import('./search-dialog.client').then((m) => m.SearchDialog));

/** A letter or digit typed with no modifier: opens the modal with it as the query (not Ctrl/Meta+F). */
function isTypingKey(event: KeyboardEvent): boolean {
  return /^[a-z0-9]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

const noop = () => {};

/** Apple platforms show ⌘ for the shortcut, the others Ctrl (the key DocSearch's hook listens to). */
function isApplePlatform(): boolean {
  return /Mac|iPhone|iPod|iPad/i.test(navigator.platform);
}

/**
 * The search button and its shortcuts (DocSearch's button look and keyboard hook): Ctrl/Cmd+K and '/'
 * (when no input is focused) open the dialog, Escape closes it, Ctrl/Meta+F is left to the
 * browser. The dialog's code (./search-dialog.client.tsx) loads on intent:
 * hover, focus or touch of the button preload it; a click, a shortcut or a letter typed while the
 * button has focus open it. When that code cannot be loaded while the reader wants the modal, a
 * notice on the button says search is unavailable (lib/chrome/feature-notice.ts); the next intent retries.
 */
export function SearchButtonClient({ settings }: { settings: SearchSettings }) {
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const openRequested = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The shortcut's key depends on the platform, known only in the browser: the keys appear after
  // hydration, in room the stylesheet keeps for them (null: not hydrated yet).
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(isApplePlatform()), []);
  const preload = useCallback(() => {
    loadModal().then(
      (component) => {
        setUnavailable(false);
        setModal(() => component);
      },
      (error: unknown) => {
        console.warn('The search dialog could not be loaded.', error);
        if (!openRequested.current) return;
        openRequested.current = false;
        setIsOpen(false);
        setUnavailable(true);
      },
    );
  }, []);
  const onOpen = useCallback(() => {
    openRequested.current = true;
    preload();
    setIsOpen(true);
  }, [preload]);
  const onClose = useCallback(() => {
    openRequested.current = false;
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  const returnFocus = useCallback(() => buttonRef.current?.focus({ preventScroll: true }), []);

  useDocSearchKeyboardEvents({ isOpen, onOpen, onClose, isAskAiActive: false, onAskAiToggle: noop });

  // Keys typed while the modal's chunk is still loading (Ctrl+K then typing at once) would reach
  // the page and be lost: keep them as the modal's initial query instead. A layout effect, so the
  // listener goes in the same commit in which the modal mounts and focuses its input: no key
  // typed in between is taken from the input.
  const waiting = isOpen && !Modal;
  useLayoutEffect(() => {
    if (!waiting) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) setInitialQuery((query = '') => query + event.key);
      else if (event.key === 'Backspace') setInitialQuery((query) => query?.slice(0, -1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [waiting]);

  return (
    <span className="feature-control" data-feature="Search" data-ready={apple === null ? undefined : ''}>
      {/* DocSearch's button markup and classes (@docsearch/css), without its React component. */}
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${settings.texts.buttonText} (${apple ? 'Meta' : 'Control'}+k)`}
        aria-keyshortcuts={apple ? 'Meta+k' : 'Control+k'}
        onClick={onOpen}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onKeyDown={(event) => {
          if (!isTypingKey(event)) return;
          event.preventDefault();
          setInitialQuery(event.key);
          onOpen();
        }}
      >
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">{settings.texts.buttonText}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {apple === null ? null : (
            <>
              <kbd className={apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>{apple ? '⌘' : 'Ctrl'}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {unavailable ? (
        <span className={FEATURE_NOTICE_CLASS} role="status">
          {unavailableText('Search')}
        </span>
      ) : null}
      {isOpen && Modal ? <Modal settings={settings} initialQuery={initialQuery} onClose={onClose} onClosedFocus={returnFocus} /> : null}
    </span>
  );
}
