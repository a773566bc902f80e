'use client';
import { useEffect } from 'react';

/** The messages of an error and its `cause` chain, outermost first. */
export function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current && messages.length < 5) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/**
 * The crash page: 'This page crashed.', the error's message (and its causes),
 * and 'Try again', which re-renders the page. Used by app/error.tsx and app/global-error.tsx.
 */
export function CrashPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main-content" className="crash-page" tabIndex={-1}>
      <h1>This page crashed.</h1>
      {errorMessages(error).map((message, i) => (
        <p key={i} className="crash-page-message">
          {i > 0 ? 'Cause: ' : null}
          {message}
        </p>
      ))}
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
