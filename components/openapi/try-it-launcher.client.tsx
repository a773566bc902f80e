'use client';
import { useState, type ComponentType } from 'react';
import type { TryItOperation } from '@/lib/openapi/try-it';

type PanelComponent = ComponentType<{ operation: TryItOperation }>;

/**
 * The closed Try-it panel: one button. The panel's code (form, request building, response view)
 * is loaded with `import()` only when the reader opens it, so operation pages ship no more than
 * this button until then.
 */
export function TryItLauncher({ operation }: { operation: TryItOperation }) {
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'failed'>('closed');

  const open = async () => {
    setState('loading');
    try {
      const mod = await import('./try-it-panel.client');
      setPanel(() => mod.TryItPanel);
    } catch {
      setState('failed');
    }
  };

  if (Panel) return <Panel operation={operation} />;
  return (
    <section className="api-try-it" aria-label="Try it">
      <button type="button" className="api-try-it-open" onClick={open} aria-expanded={false} disabled={state === 'loading'}>
        {state === 'loading' ? 'Loading…' : 'Try it'}
      </button>{' '}
      <span className="api-try-it-hint">
        Send {operation.method} {operation.path} from your browser.
      </span>
      {state === 'failed' ? (
        <p role="alert" className="api-try-it-error">
          The request console could not be loaded. Check your connection and reload the page.
        </p>
      ) : null}
    </section>
  );
}
