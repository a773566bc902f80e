'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  buildTryItRequest,
  explainFetchError,
  explainHttpStatus,
  explainRedirect,
  explainRefusedRequest,
  parameterKey,
  TryItInputError,
  type TryItOperation,
} from '@/lib/openapi/try-it';

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

/** How long a rejected `fetch` waits for the `securitypolicyviolation` event of its URL, in ms. */
const VIOLATION_WAIT_MS = 100;

/**
 * Records `connect-src` violations (CSP Level 3 `securitypolicyviolation` events) for `url`'s origin
 * while a request runs. Browsers queue the event as a task, so it may arrive just after `fetch`
 * rejects: {@link blocked} waits up to {@link VIOLATION_WAIT_MS} for it.
 */
function watchPolicyViolations(url: string) {
  const origin = new URL(url).origin;
  let seen = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!/^connect-src\b/.test(event.effectiveDirective)) return;
    try {
      if (new URL(event.blockedURI).origin === origin) seen = true;
    } catch {
      // A blocked URI the page cannot parse (e.g. "inline") is not this request.
    }
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  return {
    blocked: async () => {
      for (let waited = 0; !seen && waited < VIOLATION_WAIT_MS; waited += 10) await new Promise((r) => setTimeout(r, 10));
      return seen;
    },
    stop: () => document.removeEventListener('securitypolicyviolation', onViolation),
  };
}

/**
 * The open Try-it panel: server, parameters, JSON body and credential inputs, a Send button, and
 * the response (status, headers, body) or the reason it failed. The request goes from the
 * reader's browser with `fetch`:
 *
 * - redirects are never followed (`redirect: 'manual'`): a 3xx answer is reported, so a credential
 *   or body never reaches another origin;
 * - the credential lives only in an uncontrolled password input read through a ref when sending:
 *   never in a DOM attribute (a controlled input would mirror it into `value`), state, storage,
 *   the page URL or a log; it is gone when the page is left;
 * - a failure is explained as a request the browser refuses to send (checked before sending:
 *   try-it.ts `buildTryItRequest`, then `new Request()`), the page's own CSP blocking the origin,
 *   a network or CORS error, or an HTTP error with its status and body.
 */
export function TryItPanel({ operation }: { operation: TryItOperation }) {
  const id = useId();
  const [server, setServer] = useState(operation.servers[0] ?? OTHER);
  const [otherServer, setOtherServer] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(operation.parameters.map((p) => [parameterKey(p), p.initial])));
  const [body, setBody] = useState(operation.body?.initial ?? '');
  const tokenInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setProblem(null);
    let request: ReturnType<typeof buildTryItRequest>;
    try {
      request = buildTryItRequest(operation, { server: server === OTHER ? otherServer : server, values, body, token: tokenInput.current?.value ?? '' });
    } catch (error) {
      setProblem(error instanceof TryItInputError ? error.message : explainRefusedRequest(error));
      return;
    }
    // Built first: what the browser refuses to build never left it, and is not a network error.
    let outgoing: Request;
    try {
      outgoing = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
        redirect: 'manual',
      });
    } catch (error) {
      setProblem(explainRefusedRequest(error));
      return;
    }
    setPending(true);
    const violations = watchPolicyViolations(request.url);
    try {
      const response = await fetch(outgoing);
      if (response.type === 'opaqueredirect') {
        setProblem(explainRedirect(request.url));
        return;
      }
      const text = await response.text();
      setProblem(explainHttpStatus(response.status, response.statusText));
      setOutcome({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        body: display(text, response.headers.get('content-type')),
      });
    } catch (error) {
      setProblem(explainFetchError(error, { url: request.url, blockedByPolicy: await violations.blocked() }));
    } finally {
      violations.stop();
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
                {p.name}{' '}
                <span className="api-try-it-in">
                  ({p.in}
                  {p.required ? ', required' : ''})
                </span>
              </label>
              <input
                id={field(key)}
                type="text"
                value={values[key] ?? ''}
                required={p.required}
                onChange={(e) => setValues({ ...values, [key]: e.target.value })}
              />
            </div>
          );
        })}
        {operation.omitted.length ? (
          <div className="api-try-it-omitted">
            <p>Not sent from this page (run the curl sample to send them):</p>
            <ul>
              {operation.omitted.map((p) => (
                <li key={`${p.in}:${p.name}`}>
                  <code>{p.name}</code> ({p.in}
                  {p.required ? ', required' : ''}): {p.reason}.
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {operation.auth ? (
          <div className="api-try-it-row">
            <label htmlFor={field('token')}>
              {operation.auth.header}: {operation.auth.prefix}
              <span className="api-try-it-in">({operation.auth.scheme}; kept in this page only)</span>
            </label>
            <input id={field('token')} ref={tokenInput} type="password" autoComplete="off" spellCheck={false} />
          </div>
        ) : null}
        {operation.body ? (
          <div className="api-try-it-row api-try-it-body">
            <label htmlFor={field('body')}>
              Body <span className="api-try-it-in">({operation.body.mediaType})</span>
            </label>
            <textarea
              id={field('body')}
              value={body}
              spellCheck={false}
              rows={Math.min(20, Math.max(4, body.split('\n').length + 1))}
              onChange={(e) => setBody(e.target.value)}
            />
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
