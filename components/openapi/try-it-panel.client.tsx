'use client';
import { useId, useState, type FormEvent } from 'react';
import { buildTryItRequest, explainFetchError, parameterKey, TryItInputError, type TryItOperation } from '@/lib/openapi/try-it';

/** Marks the "other URL" choice of the server list. */
const OTHER = '';

interface Outcome {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

/** Pretty-prints JSON response text; other text is shown as received. */
function display(body: string, contentType: string | null): string {
  if (!contentType || !/json/i.test(contentType)) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * The open Try-it panel: server, parameters, JSON body and credential inputs, a Send button, and
 * the response (status, headers, body) or the reason it failed. The request goes from the
 * reader's browser with `fetch`; the credential lives only in this component's state (never in
 * storage or the page URL) and is gone when the page is left.
 */
export function TryItPanel({ operation }: { operation: TryItOperation }) {
  const id = useId();
  const [server, setServer] = useState(operation.servers[0] ?? OTHER);
  const [otherServer, setOtherServer] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(operation.parameters.map((p) => [parameterKey(p), p.initial])),
  );
  const [body, setBody] = useState(operation.body?.initial ?? '');
  const [token, setToken] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setProblem(null);
    let request;
    try {
      request = buildTryItRequest(operation, { server: server === OTHER ? otherServer : server, values, body, token });
    } catch (error) {
      setProblem(error instanceof TryItInputError ? error.message : explainFetchError(error));
      return;
    }
    setPending(true);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      const text = await response.text();
      setOutcome({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        body: display(text, response.headers.get('content-type')),
      });
    } catch (error) {
      setProblem(explainFetchError(error));
    } finally {
      setPending(false);
    }
  };

  const field = (suffix: string) => `${id}-${suffix}`;
  return (
    <section className="api-try-it api-try-it-panel" aria-label="Try it">
      <form onSubmit={send} autoComplete="off">
        <div className="api-try-it-row">
          <label htmlFor={field('server')}>Server</label>
          <select id={field('server')} value={server} onChange={(e) => setServer(e.target.value)}>
            {operation.servers.map((url) => (
              <option key={url} value={url}>
                {url}
              </option>
            ))}
            <option value={OTHER}>Other URL…</option>
          </select>
        </div>
        {server === OTHER ? (
          <div className="api-try-it-row">
            <label htmlFor={field('other')}>Server URL</label>
            <input id={field('other')} type="url" value={otherServer} placeholder="https://api.example.com" onChange={(e) => setOtherServer(e.target.value)} />
          </div>
        ) : null}
        {operation.parameters.map((p) => {
          const key = parameterKey(p);
          return (
            <div key={key} className="api-try-it-row">
              <label htmlFor={field(key)}>
                {p.name} <span className="api-try-it-in">({p.in}{p.required ? ', required' : ''})</span>
              </label>
              <input id={field(key)} type="text" value={values[key] ?? ''} required={p.required} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
            </div>
          );
        })}
        {operation.auth ? (
          <div className="api-try-it-row">
            <label htmlFor={field('token')}>
              {operation.auth.header}: {operation.auth.prefix}
              <span className="api-try-it-in">({operation.auth.scheme}; kept in this page only)</span>
            </label>
            <input id={field('token')} type="password" value={token} onChange={(e) => setToken(e.target.value)} />
          </div>
        ) : null}
        {operation.body ? (
          <div className="api-try-it-row api-try-it-body">
            <label htmlFor={field('body')}>
              Body <span className="api-try-it-in">({operation.body.mediaType})</span>
            </label>
            <textarea id={field('body')} value={body} spellCheck={false} rows={Math.min(20, Math.max(4, body.split('\n').length + 1))} onChange={(e) => setBody(e.target.value)} />
          </div>
        ) : null}
        <button type="submit" className="api-try-it-send" disabled={pending}>
          {pending ? 'Sending…' : `Send ${operation.method}`}
        </button>
      </form>
      <div className="api-try-it-result" role="status" aria-live="polite">
        {problem ? <p className="api-try-it-error">{problem}</p> : null}
        {outcome ? (
          <>
            <p className="api-try-it-status">
              Status: <code>{`${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''}`}</code>
            </p>
            <details className="api-try-it-headers">
              <summary>Response headers ({outcome.headers.length})</summary>
              <pre>{outcome.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
            </details>
            <pre className="api-try-it-response-body">{outcome.body || '(empty body)'}</pre>
          </>
        ) : null}
      </div>
    </section>
  );
}
