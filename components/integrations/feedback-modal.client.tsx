'use client';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { buildFeedback, FEEDBACK_RATINGS, FEEDBACK_TEXTS } from '@/lib/chrome/feedback';

/** Props of {@link FeedbackModal}. */
export interface FeedbackModalProps {
  /** FEEDBACK_ENDPOINT: receives a POST with the JSON of lib/chrome/feedback.ts `FeedbackPayload`. */
  endpoint: string;
  /** How long to wait for the endpoint's answer, in ms (`FEEDBACK_TIMEOUT_MS`, default 15 000). */
  timeoutMs: number;
  page: { url: string; title: string };
  /** Called when the modal closes (Escape, the close button, after sending); restores focus. */
  onClose: () => void;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The feedback modal: title 'Nillion Docs Feedback', a
 * rating, a message with the spec's placeholder and 'Send to the team'; no e-mail field, no
 * screenshot. A native modal `<dialog>` (dialog role, inert page behind it); Tab and Shift+Tab
 * cycle inside it; Escape closes it. While the POST runs the button reads "Sending…" (announced as
 * a status); it is cancelled after `timeoutMs` (`AbortSignal.timeout`), and on any failure the
 * error is shown with the rating and message kept, so sending again is one click.
 */
export function FeedbackModal({ endpoint, timeoutMs, page, onClose }: FeedbackModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    textarea.current?.focus();
    return () => element.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const list = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (el) => el.getClientRects().length > 0 && !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && rating !== null),
    );
    if (!list.length) return;
    const first = list[0]!;
    const last = list[list.length - 1]!;
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildFeedback({ ...page, rating, message });
    if ('error' in built) {
      setStatus({ kind: 'error', message: built.error });
      textarea.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(built.payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${Math.round(timeoutMs / 100) / 10} s` : (error as Error).message;
      setStatus({ kind: 'error', message: `Sending failed (${reason}). Your message is kept: please try again.` });
    }
  };

  return (
    <dialog
      ref={dialog}
      className="feedback-modal"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Escape fires `cancel`: close through React so the button gets focus back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="feedback-modal-header">
        <h2 id={titleId}>{FEEDBACK_TEXTS.title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {status.kind === 'sent' ? (
        <div className="feedback-modal-body">
          <p role="status">Thank you! Your feedback was sent to the team.</p>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form className="feedback-modal-body" onSubmit={send} noValidate>
          <fieldset className="feedback-rating">
            <legend>How helpful was this page?</legend>
            {FEEDBACK_RATINGS.map((r) => (
              <label key={r.value} title={r.label}>
                <input
                  type="radio"
                  name="rating"
                  value={r.value}
                  checked={rating === r.value}
                  onChange={() => setRating(r.value)}
                  aria-label={`${r.value}: ${r.label}`}
                />
                <span aria-hidden="true">{r.value}</span>
              </label>
            ))}
          </fieldset>
          <label className="feedback-message">
            <span className="visually-hidden">Message</span>
            <textarea
              ref={textarea}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder={FEEDBACK_TEXTS.placeholder}
              rows={5}
              maxLength={5000}
              aria-invalid={status.kind === 'error' && !message.trim() ? true : undefined}
            />
          </label>
          {status.kind === 'error' ? (
            <p className="feedback-error" role="alert">
              {status.message}
            </p>
          ) : null}
          {status.kind === 'sending' ? (
            <p className="feedback-sending" role="status">
              Sending…
            </p>
          ) : null}
          <button type="submit" className="button button-dark" disabled={status.kind === 'sending'} aria-busy={status.kind === 'sending'}>
            {status.kind === 'sending' ? 'Sending…' : FEEDBACK_TEXTS.send}
          </button>
        </form>
      )}
    </dialog>
  );
}
