'use client';
import { useEffect, useState } from 'react';

/** How long a lazily loaded part shows nothing before its spinner, in ms. */
const LOADING_DELAY_MS = 200;

/**
 * What a lazily loaded part shows while it is not there yet: nothing for the
 * first {@link LOADING_DELAY_MS} (fast loads never flash a spinner), then a spinner; after a
 * failure, the error text and a Retry button.
 */
export function LoadingState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (error) {
    return (
      <div className="loading-error" role="alert">
        <p>This part of the page could not be loaded: {error.message}</p>
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return <div className="loading-spinner" role="status" aria-label="Loading" />;
}
