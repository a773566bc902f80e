/**
 * Request samples (curl, JavaScript fetch, Python requests) built from an operation: its first
 * server, path and required query/header/cookie parameters, the credential of its first security
 * requirement (placeholders, never real secrets) and the example of its first request media type.
 */
import { serverUrl } from './try-it';
import type { JsonValue, OperationModel, ParameterModel, RequestSample, SecuritySchemeModel } from './types';

/** A request, language-neutral: what every sample sends. */
export interface RequestParts {
  method: string;
  url: string;
  query: [string, string][];
  headers: [string, string][];
  body?: { mediaType: string; value: JsonValue };
  /** Whether the first success response is JSON (read it with `.json()`). */
  jsonResponse: boolean;
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json\b/.test(mediaType) || mediaType === '*/*';
const placeholder = (name: string) => `<${name}>`;

function paramValue(p: ParameterModel): string {
  const value = p.example ?? p.schema?.examples?.[0] ?? p.schema?.default ?? p.schema?.enum?.[0];
  if (value === undefined) return placeholder(p.name);
  return Array.isArray(value) ? value.map(String).join(',') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * Percent-encodes what may not stand literally in a URL path (RFC 3986 `pchar` and `/`): `#` and
 * `?` above all, which would otherwise start the fragment or the query. `%` is kept, so a path the
 * spec already encoded stays as it is.
 */
export function encodePathLiteral(text: string): string {
  return text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeURIComponent(c));
}

/** Placeholder URL of the reader's endpoint in a webhook's samples. */
export const WEBHOOK_URL_PLACEHOLDER = '<YOUR_WEBHOOK_URL>';

/** The language-neutral request an operation's samples show (a webhook's: sent to {@link WEBHOOK_URL_PLACEHOLDER}). */
function requestParts(operation: OperationModel, schemes: Map<string, SecuritySchemeModel>): RequestParts {
  const base = operation.servers[0] ? serverUrl(operation.servers[0]) : '<BASE_URL>';
  const webhook = operation.kind === 'webhook';
  // Literal parts encoded, `{name}` templates kept for the parameters below.
  let path = webhook
    ? ''
    : operation.path
        .split(/(\{[^}]*\})/)
        .map((part, i) => (i % 2 ? part : encodePathLiteral(part)))
        .join('');
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  for (const p of operation.parameters) {
    if (p.in === 'path') {
      const value = paramValue(p);
      path = path.replaceAll(`{${p.name}}`, value.startsWith('<') ? value : encodeURIComponent(value));
    } else if (p.required || p.example !== undefined) {
      const value = paramValue(p);
      if (p.in === 'query') query.push([p.name, value]);
      else if (p.in === 'header') headers.push([p.name, value]);
      else cookies.push(`${p.name}=${value}`);
    }
  }
  for (const { key } of operation.security[0]?.schemes ?? []) {
    const credential = schemes.get(key)?.credential;
    if (!credential) continue;
    if (credential.in === 'header') headers.push([credential.name, credential.value]);
    else if (credential.in === 'query') query.push([credential.name, credential.value]);
    else cookies.push(`${credential.name}=${credential.value}`);
  }
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);
  const media = operation.requestBody?.content[0];
  const body = media ? { mediaType: media.mediaType, value: media.example?.value ?? null } : undefined;
  if (body) headers.push(['Content-Type', body.mediaType]);
  const success = operation.responses.find((r) => /^2/.test(r.status)) ?? operation.responses[0];
  return {
    method: operation.method,
    url: webhook ? WEBHOOK_URL_PLACEHOLDER : `${base}${path}`,
    query,
    headers,
    body,
    jsonResponse: Boolean(success?.content.some((c) => isJson(c.mediaType))),
  };
}

const withQuery = (url: string, query: [string, string][]) =>
  query.length ? `${url}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('<') ? v : encodeURIComponent(v)}`).join('&')}` : url;

/** The body as text for media types sent verbatim. */
function bodyText(body: NonNullable<RequestParts['body']>): string {
  if (isJson(body.mediaType)) return JSON.stringify(body.value, null, 2);
  if (body.mediaType === 'application/x-www-form-urlencoded' && body.value && typeof body.value === 'object' && !Array.isArray(body.value)) {
    return Object.entries(body.value)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
  }
  return typeof body.value === 'string' ? body.value : JSON.stringify(body.value, null, 2);
}

const formFields = (value: JsonValue): [string, string][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]) : [];

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl command line, one option per line. */
export function curlSample(parts: RequestParts): string {
  const lines = [
    `curl ${parts.method === 'GET' ? '' : parts.method === 'HEAD' ? '--head ' : `-X ${parts.method} `}${shellQuote(withQuery(parts.url, parts.query))}`,
  ];
  const multipart = parts.body?.mediaType.startsWith('multipart/');
  for (const [name, value] of parts.headers) {
    if (multipart && name === 'Content-Type') continue; // curl sets the boundary itself
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (parts.body) {
    if (multipart) for (const [k, v] of formFields(parts.body.value)) lines.push(`-F ${shellQuote(`${k}=${v}`)}`);
    else lines.push(`-d ${shellQuote(bodyText(parts.body))}`);
  }
  return lines.join(' \\\n  ');
}

const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const jsKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key));
const indentAfterFirst = (text: string, indent: string) => text.replace(/\n/g, `\n${indent}`);

/** A `fetch` call (an ES module with top-level await) that prints the status and body. */
export function javascriptSample(parts: RequestParts): string {
  const options: string[] = [];
  if (parts.method !== 'GET') options.push(`method: ${jsString(parts.method)},`);
  const multipart = parts.body?.mediaType.startsWith('multipart/');
  const headers = parts.headers.filter(([name]) => !(multipart && name === 'Content-Type'));
  if (headers.length) options.push(`headers: {\n${headers.map(([k, v]) => `    ${jsKey(k)}: ${jsString(v)},`).join('\n')}\n  },`);
  const prelude: string[] = [];
  if (parts.body) {
    const { mediaType, value } = parts.body;
    if (isJson(mediaType)) options.push(`body: JSON.stringify(${indentAfterFirst(JSON.stringify(value, null, 2), '  ')}),`);
    else if (multipart) {
      prelude.push('const form = new FormData();', ...formFields(value).map(([k, v]) => `form.append(${jsString(k)}, ${jsString(v)});`), '');
      options.push('body: form,');
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      options.push(`body: new URLSearchParams(${indentAfterFirst(JSON.stringify(Object.fromEntries(formFields(value)), null, 2), '  ')}),`);
    } else options.push(`body: ${jsString(bodyText(parts.body))},`);
  }
  const url = jsString(withQuery(parts.url, parts.query));
  const call = options.length ? `await fetch(${url}, {\n${options.map((o) => `  ${o}`).join('\n')}\n});` : `await fetch(${url});`;
  return [...prelude, `const response = ${call}`, '', `console.log(response.status, await response.${parts.jsonResponse ? 'json' : 'text'}());`].join('\n');
}

/** A Python literal for a JSON value (`True`, `None`, dicts and lists), indented by 4 spaces. */
export function pythonLiteral(value: JsonValue, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]` : '[]';
  const entries = Object.entries(value);
  return entries.length ? `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}` : '{}';
}

const PY_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** A `requests` call that prints the status and body. */
export function pythonSample(parts: RequestParts): string {
  const args = [JSON.stringify(parts.url)];
  if (parts.query.length) args.push(`params=${pythonLiteral(Object.fromEntries(parts.query), '    ')}`);
  const multipart = parts.body?.mediaType.startsWith('multipart/');
  const json = parts.body && isJson(parts.body.mediaType);
  // requests sets Content-Type itself for json=, data= dicts and files=.
  const headers = parts.headers.filter(
    ([name]) => !(name === 'Content-Type' && (json || multipart || parts.body?.mediaType === 'application/x-www-form-urlencoded')),
  );
  if (headers.length) args.push(`headers=${pythonLiteral(Object.fromEntries(headers), '    ')}`);
  if (parts.body) {
    const { mediaType, value } = parts.body;
    if (json) args.push(`json=${pythonLiteral(value, '    ')}`);
    else if (multipart) args.push(`files=${pythonLiteral(Object.fromEntries(formFields(value).map(([k, v]) => [k, [null, v]])), '    ')}`);
    else if (mediaType === 'application/x-www-form-urlencoded') args.push(`data=${pythonLiteral(Object.fromEntries(formFields(value)), '    ')}`);
    else args.push(`data=${JSON.stringify(bodyText(parts.body))}`);
  }
  const known = PY_METHODS.has(parts.method);
  const allArgs = known ? args : [JSON.stringify(parts.method), ...args];
  const call = `requests.${known ? parts.method.toLowerCase() : 'request'}(\n${allArgs.map((a) => `    ${a},`).join('\n')}\n)`;
  return ['import requests', '', `response = ${call}`, 'print(response.status_code)', `print(response.${parts.jsonResponse ? 'json()' : 'text'})`].join('\n');
}

/**
 * The three samples of an operation.
 * @param schemes - the document's security schemes by key
 */
export function buildRequestSamples(operation: OperationModel, schemes: Map<string, SecuritySchemeModel>): RequestSample[] {
  const parts = requestParts(operation, schemes);
  return [
    { lang: 'curl', label: 'curl', syntax: 'bash', code: curlSample(parts) },
    { lang: 'javascript', label: 'JavaScript', syntax: 'javascript', code: javascriptSample(parts) },
    { lang: 'python', label: 'Python', syntax: 'python', code: pythonSample(parts) },
  ];
}
