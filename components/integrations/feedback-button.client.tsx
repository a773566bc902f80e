'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { LoadingState } from '@/components/ui/loading-state.client';
import { loadOnce } from '@/lib/chrome/load-once';
import type { FeedbackModalProps } from './feedback-modal.client';

/** Loads the modal's code once; a failed load is forgotten so Retry fetches it again. */
const loadModal: () => Promise<ComponentType<FeedbackModalProps>> = loadOnce(() => import('./feedback-modal.client').then((m) => m.FeedbackModal));

/**
 * The dark feedback button (FEEDBACK_ENDPOINT set). The modal's code loads on first intent
 * (hover, focus, click), so pages carry only this button; while it loads the loading state shows
 * (spinner after 200 ms; on failure the error and Retry).
 */
export function FeedbackButton({ endpoint, timeoutMs, page }: { endpoint: string; timeoutMs: number; page: { url: string; title: string } }) {
  const [Modal, setModal] = useState<ComponentType<FeedbackModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    setError(null);
    loadModal().then(
      (component) => setModal(() => component),
      (e: unknown) => setError(e instanceof Error ? e : new Error(String(e))),
    );
  }, []);
  const preload = () => void loadModal().catch(() => undefined);
  const close = useCallback(() => setOpen(false), []);

  // Focus returns to the button once the modal is gone (while it is open the page is inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="feedback-button"
        aria-haspopup="dialog"
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          if (!Modal) load();
        }}
      >
        Feedback
      </button>
      {open && Modal ? <Modal endpoint={endpoint} timeoutMs={timeoutMs} page={page} onClose={close} /> : null}
      {open && !Modal ? (
        <div className="feedback-loading">
          <LoadingState error={error} onRetry={load} />
        </div>
      ) : null}
    </>
  );
}
