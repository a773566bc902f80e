'use client';
import { useState } from 'react';

/** How long "Copied" / "Copy failed" stays on the button, in ms. */
const FEEDBACK_MS = 2000;

/**
 * "Copy page": copies the page's Markdown twin (`<route>.md`, written at build) to the clipboard.
 * Nothing is fetched until the click. The fetch is handed to the clipboard as a pending
 * `ClipboardItem`, so Safari still sees the click as the gesture that allows the write; browsers
 * without promise-valued ClipboardItems fall back to `writeText` after the fetch.
 */
export function CopyPageButton({ markdownHref }: { markdownHref: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const text = fetch(markdownHref).then((r) => {
      if (!r.ok) throw new Error(`${markdownHref}: HTTP ${r.status}`);
      return r.text();
    });
    try {
      try {
        const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } catch {
        await navigator.clipboard.writeText(await text);
      }
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), FEEDBACK_MS);
  };
  return (
    <button type="button" className="page-actions-copy" onClick={copy} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page'}
    </button>
  );
}
