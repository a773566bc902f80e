import { describe, expect, it } from 'vitest';
import {
  buildTryItRequest,
  explainFetchError,
  explainHttpStatus,
  explainRedirect,
  serverUrl,
  tryItOperation,
  TryItInputError,
  type TryItOperation,
} from '@/lib/openapi/try-it';
import { renderToStaticMarkup } from 'react-dom/server';
import { TryItPanel } from '@/components/openapi/try-it-panel.client';

describe('serverUrl', () => {
  it('fills server variables with their defaults', () => {
    expect(
      serverUrl({
        url: 'https://{region}.example.com/v{major}/',
        variables: [
          { name: 'region', default: 'eu' },
          { name: 'major', default: '2' },
        ],
      }),
    ).toBe('https://eu.example.com/v2');
  });
});

describe('parameters a page cannot send', () => {
  it('lists Cookie and Origin headers and cookie parameters with the reason, instead of dropping them', () => {
    const param = (name: string, where: 'header' | 'cookie', required = false) => ({ name, in: where, required });
    const operation = {
      method: 'GET',
      path: '/session',
      tags: [],
      deprecated: false,
      servers: [],
      security: [],
      parameters: [
        param('Cookie', 'header', true),
        param('origin', 'header'),
        param('Sec-Fetch-Site', 'header'),
        param('session', 'cookie'),
        param('X-Id', 'header'),
      ],
      responses: [],
      samples: [],
      pointer: '#/paths/~1session/get',
    };
    const op = tryItOperation(operation, []);
    expect(op.parameters.map((p) => p.name)).toEqual(['X-Id']);
    expect(op.omitted).toEqual([
      { name: 'Cookie', in: 'header', required: true, reason: "browsers set the Cookie header themselves and drop it from a page's request" },
      { name: 'origin', in: 'header', required: false, reason: "browsers set the origin header themselves and drop it from a page's request" },
      { name: 'Sec-Fetch-Site', in: 'header', required: false, reason: "browsers set the Sec-Fetch-Site header themselves and drop it from a page's request" },
      { name: 'session', in: 'cookie', required: false, reason: 'a page cannot set a cookie on a request to another site' },
    ]);
    const html = renderToStaticMarkup(<TryItPanel operation={op} />);
    expect(html).toContain('Not sent from this page (run the curl sample to send them):');
    expect(html).toContain(
      '<li><code>Cookie</code> (header, required): browsers set the Cookie header themselves and drop it from a page&#x27;s request.</li>',
    );
  });
});

describe('buildTryItRequest', () => {
  const op: TryItOperation = {
    method: 'PUT',
    path: '/things/{id}',
    servers: [],
    parameters: [
      { name: 'id', in: 'path', required: true, initial: '' },
      { name: 'q', in: 'query', required: false, initial: '' },
      { name: 'X-Trace', in: 'header', required: false, initial: '' },
    ],
    omitted: [],
    body: { mediaType: 'application/json', initial: '' },
    auth: { header: 'Authorization', prefix: 'Bearer ', scheme: 'bearer' },
  };

  it('substitutes and encodes path parameters, appends query, sets headers, token and content type', () => {
    const request = buildTryItRequest(op, {
      server: 'http://127.0.0.1:4000/base/',
      values: { 'path:id': 'a b/c', 'query:q': 'x&y', 'header:X-Trace': 't1' },
      body: '{"n": 1}',
      token: ' secret ',
    });
    expect(request).toEqual({
      url: 'http://127.0.0.1:4000/base/things/a%20b%2Fc?q=x%26y',
      method: 'PUT',
      headers: { 'X-Trace': 't1', Authorization: 'Bearer secret', 'Content-Type': 'application/json' },
      body: '{"n": 1}',
    });
  });

  it('refuses a missing required parameter, a bad server and a body that is not JSON', () => {
    expect(() => buildTryItRequest(op, { server: 'http://h', values: {} })).toThrow(new TryItInputError('The path parameter "id" is required.'));
    expect(() => buildTryItRequest(op, { server: 'nope', values: { 'path:id': '1' } })).toThrow(/"nope" is not a URL/);
    expect(() => buildTryItRequest(op, { server: 'ftp://h', values: { 'path:id': '1' } })).toThrow(/http or https/);
    expect(() => buildTryItRequest(op, { server: 'http://h', values: { 'path:id': '1' }, body: '{oops' })).toThrow(/not valid JSON/);
  });

  it('sends no token header and no body when they are empty', () => {
    expect(buildTryItRequest(op, { server: 'http://h', values: { 'path:id': '1' }, body: ' ', token: '' })).toEqual({
      url: 'http://h/things/1',
      method: 'PUT',
      headers: {},
    });
  });
});

describe('requests a browser refuses to send are named, never taken for a network error', () => {
  const op = (over: Partial<TryItOperation> = {}): TryItOperation => ({
    method: 'POST',
    path: '/things',
    servers: [],
    parameters: [{ name: 'X-Trace', in: 'header', required: false, initial: '' }],
    omitted: [],
    body: { mediaType: 'application/json', initial: '' },
    auth: { header: 'Authorization', prefix: 'Bearer ', scheme: 'bearer' },
    ...over,
  });
  const refusal = (operation: TryItOperation, input: Parameters<typeof buildTryItRequest>[1]) => {
    try {
      buildTryItRequest(operation, input);
    } catch (error) {
      expect(error).toBeInstanceOf(TryItInputError);
      return (error as Error).message;
    }
    throw new Error('the request was accepted');
  };

  it('a server URL with a user name or password, without repeating the password', () => {
    const message = refusal(op(), { server: 'https://alice:s3cret@api.example.com', values: {} });
    expect(message).toBe(
      'The server URL holds a user name or password (…@api.example.com), which browsers refuse to send a request to. Remove it from the URL and enter the credential in the Authorization field.',
    );
    expect(refusal(op({ auth: undefined }), { server: 'https://alice@api.example.com:8443/v1', values: {} })).toMatch(
      /^The server URL holds a user name or password \(…@api\.example\.com:8443\), which browsers refuse to send a request to\. Remove it from the URL\.$/,
    );
  });

  it('a header name from the description that is not an RFC 9110 token, with a name close to it', () => {
    const badName = op({ parameters: [{ name: 'X Request Id', in: 'header', required: false, initial: '' }] });
    expect(refusal(badName, { server: 'https://h', values: { 'header:X Request Id': '7' } })).toBe(
      'The header parameter "X Request Id" is not a valid HTTP header name (RFC 9110 § 5.6.2: letters, digits and ! # $ % & \' * + - . ^ _ ` | ~ only), so the browser refuses to send it. ' +
        'The API description names it so; the server may expect "X-Request-Id": run the curl sample with the name the server expects.',
    );
    // Not sent when empty, so not refused.
    expect(buildTryItRequest(badName, { server: 'https://h', values: {} }).headers).toEqual({});
    expect(refusal(op({ auth: { header: 'Api:Key', prefix: '', scheme: 'key' } }), { server: 'https://h', values: {}, token: 't' })).toMatch(
      /^The credential header "Api:Key" is not a valid HTTP header name/,
    );
  });

  it('a header value with a character above U+00FF or a line break; a secret is not quoted', () => {
    expect(refusal(op(), { server: 'https://h', values: { 'header:X-Trace': 'caf€' } })).toBe(
      'The value of the header parameter "X-Trace" holds "€", a character that an HTTP header cannot carry (only Latin-1 characters, no line breaks): remove it.',
    );
    expect(refusal(op(), { server: 'https://h', values: { 'header:X-Trace': 'a\nb' } })).toMatch(/holds U\+000A, a character that/);
    const secret = refusal(op(), { server: 'https://h', values: {}, token: 'tök€n' });
    expect(secret).toBe(
      'The value of the credential header "Authorization" holds a character that an HTTP header cannot carry (only Latin-1 characters, no line breaks): remove it.',
    );
    // Latin-1 is fine.
    expect(buildTryItRequest(op(), { server: 'https://h', values: { 'header:X-Trace': 'café' } }).headers).toEqual({ 'X-Trace': 'café' });
  });

  it('a forbidden method and a body on GET', () => {
    expect(refusal(op({ method: 'TRACE', body: undefined }), { server: 'https://h', values: {} })).toBe(
      'Browsers never send TRACE requests: run the curl sample instead.',
    );
    expect(refusal(op({ method: 'GET' }), { server: 'https://h', values: {}, body: '{"a":1}' })).toMatch(/^Browsers cannot send a body with GET/);
    expect(buildTryItRequest(op({ method: 'GET' }), { server: 'https://h', values: {}, body: '' })).toEqual({
      url: 'https://h/things',
      method: 'GET',
      headers: {},
    });
  });

  it('refuses exactly what a WHATWG Fetch Request refuses (Node’s Request)', () => {
    const inputs: [TryItOperation, Parameters<typeof buildTryItRequest>[1]][] = [
      [op(), { server: 'https://alice:pw@h', values: {} }],
      [op({ parameters: [{ name: 'X(1)', in: 'header', required: false, initial: '' }] }), { server: 'https://h', values: { 'header:X(1)': '1' } }],
      [op(), { server: 'https://h', values: { 'header:X-Trace': '☃' } }],
      [op({ method: 'TRACE', body: undefined }), { server: 'https://h', values: {} }],
      [op({ method: 'GET' }), { server: 'https://h', values: {}, body: '{}' }],
    ];
    for (const [operation, input] of inputs) {
      expect(() => buildTryItRequest(operation, input)).toThrow(TryItInputError);
      // The same request, built without the checks, is refused by Fetch too.
      const url = new URL(input.server);
      const headers = Object.entries(input.values).map(([key, value]) => [key.replace(/^header:/, ''), value] as [string, string]);
      expect(() => new Request(`${url.href.replace(/\/+$/, '')}${operation.path}`, { method: operation.method, headers, body: input.body })).toThrow(TypeError);
    }
    const fine = buildTryItRequest(op(), { server: 'https://h', values: { 'header:X-Trace': 'ok' }, token: 't', body: '{}' });
    expect(() => new Request(fine.url, { method: fine.method, headers: fine.headers, body: fine.body })).not.toThrow();
  });
});

describe('explainFetchError', () => {
  it('explains a fetch TypeError as an unreachable server or a CORS refusal', () => {
    expect(explainFetchError(new TypeError('Failed to fetch'))).toMatch(
      /^Network error or CORS: the request did not reach the server or the server's CORS policy blocked it: Failed to fetch\./,
    );
    expect(explainFetchError(new Error('boom'))).toBe('The request failed: boom');
  });

  it("blames the page's own policy when a connect-src violation was seen for the request", () => {
    const message = explainFetchError(new TypeError('Failed to fetch'), { url: 'https://api.example.org:8443/v1/x?q=1', blockedByPolicy: true });
    expect(message).toMatch(/^This site's security policy blocked the request to https:\/\/api\.example\.org:8443 before it was sent/);
    expect(message).toContain('connect-src');
    expect(message).not.toContain('CORS');
    expect(explainFetchError(new TypeError('Failed to fetch'), { url: 'https://api.example.org', blockedByPolicy: false })).toMatch(/^Network error or CORS/);
  });

  it('tells a timeout or cancellation apart', () => {
    expect(explainFetchError(new DOMException('signal timed out', 'TimeoutError'))).toBe('The request was cancelled: signal timed out');
  });
});

describe('explainRedirect and explainHttpStatus', () => {
  it('names the origin the request went to and that nothing was followed', () => {
    expect(explainRedirect('http://127.0.0.1:9000/v1/chat?x=1')).toMatch(
      /^http:\/\/127\.0\.0\.1:9000 answered with a redirect, which this console does not follow/,
    );
  });

  it('explains 4xx and 5xx answers and nothing else', () => {
    expect(explainHttpStatus(404, 'Not Found')).toBe('HTTP 404 Not Found: the request was refused. The response body below says why.');
    expect(explainHttpStatus(503, '')).toBe('HTTP 503: the server failed. The response body below says why.');
    expect(explainHttpStatus(200, 'OK')).toBeNull();
    expect(explainHttpStatus(304, 'Not Modified')).toBeNull();
  });
});
