/**
 * The data and request logic behind the Try-it panel of an operation page: what the panel offers
 * (servers, parameters, a JSON body, a credential header), how its inputs become a `fetch` request,
 * and how a failed `fetch` is explained. No React and no browser globals except `URL`.
 */
import { fieldNameSuggestion, isFieldName, TOKEN_CHARACTERS, unsendableValueCharacter } from './http-token';
import type { JsonValue, OperationModel, SecuritySchemeModel, ServerModel } from './types';

/** A parameter the panel asks for. Cookie parameters and forbidden headers are listed apart ({@link TryItOmitted}): a page cannot send them. */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** Pre-filled value: the parameter's example, else its schema default, as text. */
  initial: string;
}

/** The credential the panel asks for: a header and the text before the secret (`Bearer `). */
export interface TryItAuth {
  header: string;
  prefix: string;
  /** Name of the security scheme, for the label. */
  scheme: string;
}

/** A parameter the panel cannot send, with the reason shown to the reader. */
export interface TryItOmitted {
  name: string;
  in: 'header' | 'cookie';
  required: boolean;
  /** Why the browser cannot send it and what to do instead. */
  reason: string;
}

/**
 * Request headers a page's script can never set (WHATWG Fetch "forbidden request-header", lower
 * case): the browser drops them from `fetch` without an error, or sets them itself. Names that start
 * with `proxy-` or `sec-` are forbidden too.
 */
const FORBIDDEN_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

/** Whether a browser refuses to let a page set this request header (WHATWG Fetch). */
export const isForbiddenHeader = (name: string) => FORBIDDEN_HEADERS.has(name.toLowerCase()) || /^(proxy|sec)-/i.test(name);

/** Everything the panel needs about one operation (plain JSON, passed from the server page). */
export interface TryItOperation {
  method: string;
  path: string;
  /** Server URLs with their variables set to the defaults, without a trailing slash. */
  servers: string[];
  parameters: TryItParameter[];
  /** Parameters the browser cannot send (cookies, forbidden headers such as `Cookie` and `Origin`), each with why. */
  omitted: TryItOmitted[];
  /** The JSON request body, when the operation takes one: media type and pre-filled text. */
  body?: { mediaType: string; initial: string };
  auth?: TryItAuth;
}

const text = (value: JsonValue | undefined) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** A server URL with every `{variable}` set to its default, trailing slash removed. */
export function serverUrl(server: ServerModel): string {
  const byName = new Map(server.variables.map((v) => [v.name, v.default]));
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => byName.get(name) ?? whole).replace(/\/+$/, '');
}

const isJson = (mediaType: string) => /^application\/([\w.-]+\+)?json\b/i.test(mediaType);

/**
 * What the Try-it panel offers for an operation: its servers, path/query/header parameters, the
 * cookie and forbidden header parameters listed apart with the reason the browser cannot send
 * them, the first JSON request body pre-filled from its example, and the header credential of its first
 * security requirement (`Authorization: Bearer …` or an API key header). Credentials sent in a
 * query string or cookie are not offered: the panel never puts a secret in a URL.
 */
export function tryItOperation(op: OperationModel, schemes: SecuritySchemeModel[]): TryItOperation {
  const json = op.requestBody?.content.find((c) => isJson(c.mediaType));
  const firstScheme = op.security[0]?.schemes[0];
  const scheme = firstScheme ? schemes.find((s) => s.key === firstScheme.key) : undefined;
  const credential = scheme?.credential;
  return {
    method: op.method,
    path: op.path,
    servers: op.servers.map(serverUrl),
    parameters: op.parameters
      .filter((p): p is typeof p & { in: TryItParameter['in'] } => p.in !== 'cookie' && !(p.in === 'header' && isForbiddenHeader(p.name)))
      .map((p) => ({ name: p.name, in: p.in, required: p.required, initial: text(p.example ?? p.schema?.examples?.[0] ?? p.schema?.default) })),
    omitted: op.parameters.flatMap((p): TryItOmitted[] =>
      p.in === 'cookie'
        ? [{ name: p.name, in: p.in, required: p.required, reason: 'a page cannot set a cookie on a request to another site' }]
        : p.in === 'header' && isForbiddenHeader(p.name)
          ? [{ name: p.name, in: p.in, required: p.required, reason: `browsers set the ${p.name} header themselves and drop it from a page's request` }]
          : [],
    ),
    ...(json ? { body: { mediaType: json.mediaType, initial: json.example ? JSON.stringify(json.example.value, null, 2) : '' } } : {}),
    ...(credential?.in === 'header' && scheme
      ? { auth: { header: credential.name, prefix: credential.value.replace(/<[^<>]*>$/, ''), scheme: scheme.key } }
      : {}),
  };
}

/** What the reader entered in the panel. */
export interface TryItInput {
  /** Base URL, without the operation path. */
  server: string;
  /** Parameter values by `${in}:${name}`; empty strings count as not given. */
  values: Record<string, string>;
  /** Body text (JSON), when the operation takes a body. */
  body?: string;
  /** The secret for {@link TryItAuth}, without its prefix. */
  token?: string;
}

/** A request ready for `fetch`. */
export interface TryItRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Thrown for input the panel cannot send; the message says what to fix. */
export class TryItInputError extends Error {
  override name = 'TryItInputError';
}

/** The key of a parameter in {@link TryItInput.values}. */
export const parameterKey = (p: Pick<TryItParameter, 'in' | 'name'>) => `${p.in}:${p.name}`;

/** Methods a browser never sends (WHATWG Fetch "forbidden method"): `fetch` refuses them. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * Why a browser would refuse to send a header, before any network access (WHATWG Fetch: the
 * `Headers` of a request take a token as name and a value without NUL, CR, LF or characters above
 * U+00FF), or `null` when it can be sent.
 * @param what - how the message names the header: `header parameter "X-Id"`, `credential header "X-Key"`
 * @param secret - the value is a credential: the message does not quote it
 */
function headerProblem(name: string, value: string, what: string, secret = false): string | null {
  if (!isFieldName(name)) {
    const suggestion = fieldNameSuggestion(name);
    return (
      `The ${what} is not a valid HTTP header name (RFC 9110 § 5.6.2: ${TOKEN_CHARACTERS} only), so the browser refuses to send it. ` +
      `The API description names it so${suggestion ? `; the server may expect "${suggestion}"` : ''}: run the curl sample with the name the server expects.`
    );
  }
  const char = unsendableValueCharacter(value);
  if (char !== null) {
    // A character of a secret is not shown.
    const shown = /[\0\n\r]/.test(char) ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : `"${char}"`;
    const holds = secret ? 'a character' : `${shown}, a character`;
    return `The value of the ${what} holds ${holds} that an HTTP header cannot carry (only Latin-1 characters, no line breaks): remove it.`;
  }
  return null;
}

/**
 * Builds the request from the panel's inputs: path parameters substituted (URI-encoded), query
 * parameters appended, header parameters and the credential set, the body checked as JSON.
 * Requests a browser refuses to send are refused here with the reason, so they are never taken for
 * a network or CORS failure (WHATWG Fetch): a URL with a user name or password, a forbidden method
 * (`TRACE`, `CONNECT`), a header name that is not an RFC 9110 token or a value with a line break
 * or a character above U+00FF, and a body on GET or HEAD.
 * @throws TryItInputError when the server is not an http(s) URL, a required parameter is empty,
 *   the body is not valid JSON, or the browser would refuse the request (above)
 */
export function buildTryItRequest(op: TryItOperation, input: TryItInput): TryItRequest {
  let base: URL;
  try {
    base = new URL(input.server);
  } catch {
    throw new TryItInputError(`"${input.server}" is not a URL: enter a server such as https://api.example.com.`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TryItInputError(`The server must be an http or https URL, not ${base.protocol}`);
  if (base.username || base.password) {
    throw new TryItInputError(
      `The server URL holds a user name or password (…@${base.host}), which browsers refuse to send a request to. ` +
        `Remove it from the URL${op.auth ? ` and enter the credential in the ${op.auth.header} field` : ''}.`,
    );
  }
  const method = op.method.toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) throw new TryItInputError(`Browsers never send ${method} requests: run the curl sample instead.`);
  const value = (p: TryItParameter) => input.values[parameterKey(p)]?.trim() ?? '';
  for (const p of op.parameters) {
    if (p.required && !value(p)) throw new TryItInputError(`The ${p.in} parameter "${p.name}" is required.`);
  }
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return param && value(param) ? encodeURIComponent(value(param)) : whole;
  });
  const url = new URL(`${base.href.replace(/\/+$/, '')}${path}`);
  for (const p of op.parameters) if (p.in === 'query' && value(p)) url.searchParams.append(p.name, value(p));
  const headers: Record<string, string> = {};
  const setHeader = (name: string, text: string, what: string, secret = false) => {
    const problem = headerProblem(name, text, what, secret);
    if (problem) throw new TryItInputError(problem);
    headers[name] = text;
  };
  for (const p of op.parameters) if (p.in === 'header' && value(p)) setHeader(p.name, value(p), `header parameter "${p.name}"`);
  if (op.auth && input.token?.trim()) setHeader(op.auth.header, `${op.auth.prefix}${input.token.trim()}`, `credential header "${op.auth.header}"`, true);
  let body: string | undefined;
  if (op.body && input.body?.trim()) {
    if (method === 'GET' || method === 'HEAD') {
      throw new TryItInputError(`Browsers cannot send a body with ${method}, which this operation describes: clear the body, or run the curl sample.`);
    }
    try {
      JSON.parse(input.body);
    } catch (error) {
      throw new TryItInputError(`The request body is not valid JSON: ${(error as Error).message}`);
    }
    body = input.body;
    headers['Content-Type'] = op.body.mediaType;
  }
  return { url: url.href, method: op.method, headers, ...(body !== undefined ? { body } : {}) };
}

/** What the panel knows about a `fetch` that rejected. */
export interface FetchFailureContext {
  /** The request URL. */
  url: string;
  /**
   * True when the page received a `securitypolicyviolation` event for this URL's origin with the
   * `connect-src` directive (CSP Level 3 § 5.3): the page's own policy stopped the request before
   * it left the browser.
   */
  blockedByPolicy?: boolean;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/**
 * Explains why `fetch` failed, in words. Three causes are told apart: the page's own Content
 * Security Policy (known from a `securitypolicyviolation` event, see
 * {@link FetchFailureContext.blockedByPolicy}), a cancelled request, and the rest, which browsers
 * report alike as a `TypeError` (WHATWG Fetch "network error": a CORS refusal, a refused
 * connection, a DNS failure, blocked mixed content), so that message names both causes.
 */
export function explainFetchError(error: unknown, context?: FetchFailureContext): string {
  const detail = error instanceof Error ? error.message : String(error);
  if (context?.blockedByPolicy) {
    return (
      `This site's security policy blocked the request to ${originOf(context.url)} before it was sent: ` +
      "the page may only connect to the origins in its Content-Security-Policy connect-src. Add the server's origin to " +
      'connect-src where you host these docs, or use the curl sample.'
    );
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return `The request was cancelled: ${detail}`;
  if (error instanceof TypeError) {
    return (
      `Network error or CORS: the request did not reach the server or the server's CORS policy blocked it: ${detail}. ` +
      'Check the server URL and that the server is up; a server called from this page must allow its origin ' +
      '(Access-Control-Allow-Origin) and the headers sent. The curl sample works without CORS.'
    );
  }
  return `The request failed: ${detail}`;
}

/**
 * The message for a request the browser refused to build (`new Request()` threw, WHATWG Fetch):
 * nothing left the browser, so it is neither a network nor a CORS failure. {@link buildTryItRequest}
 * refuses the known cases first with their own messages; this covers any other.
 */
export function explainRefusedRequest(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `The browser refused to build this request, so nothing was sent: ${detail}. Check the server URL and the header values, or run the curl sample.`;
}

/**
 * The message for a redirect answer. The panel sends with `redirect: 'manual'` (WHATWG Fetch), so
 * a 3xx is never followed: the credential and the body went to `url` only. The browser gives the
 * page an opaque-redirect response without status or `Location`, so the target cannot be named;
 * the message says where the request went and how to see the target.
 * @param url - the request URL
 */
export function explainRedirect(url: string): string {
  return (
    `${originOf(url)} answered with a redirect, which this console does not follow, so no credential or body went anywhere else. ` +
    'The browser hides the redirect target from the page: run the curl sample with -i to see its Location header, ' +
    'then pick that server if you trust it.'
  );
}

/**
 * The message for an HTTP error answer (status 400–599, RFC 9110 § 15.5–15.6); the panel shows it
 * above the status, headers and body of the response.
 * @returns null for any other status
 */
export function explainHttpStatus(status: number, statusText: string): string | null {
  if (status < 400 || status > 599) return null;
  const kind = status < 500 ? 'the request was refused' : 'the server failed';
  return `HTTP ${status}${statusText ? ` ${statusText}` : ''}: ${kind}. The response body below says why.`;
}
