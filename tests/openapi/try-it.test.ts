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
import { generateApiModel } from '@/lib/openapi/generate';

describe('tryItOperation', () => {
  it('offers servers, non-cookie parameters, the JSON body example and the bearer header', async () => {
    const model = await generateApiModel('openapi/nilai.yaml', { routePrefix: 'api/nilai' });
    const chat = model.pages.find((p) => p.operation?.operationId === 'chat_completion_v1_chat_completions_post')!.operation!;
    const op = tryItOperation(chat, model.document.securitySchemes);
    expect(op).toMatchObject({ method: 'POST', path: '/v1/chat/completions', servers: ['https://nilai-a779.nillion.network'], parameters: [] });
    expect(op.auth).toEqual({ header: 'Authorization', prefix: 'Bearer ', scheme: 'HTTPBearer' });
    expect(JSON.parse(op.body!.initial)).toMatchObject({ model: 'meta-llama/Llama-3.2-1B-Instruct' });
    const health = model.pages.find((p) => p.operation?.path === '/v1/health')!.operation!;
    expect(tryItOperation(health, model.document.securitySchemes).auth).toBeUndefined();
  });

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

  it('takes parameter examples from the petstore fixture and leaves cookie parameters out', async () => {
    const model = await generateApiModel('tests/fixtures/openapi/petstore-3.0.yaml', { routePrefix: 'api/pets' });
    const list = model.pages.find((p) => p.operation?.operationId === 'listPets')!.operation!;
    const op = tryItOperation(list, model.document.securitySchemes);
    expect(op.parameters.map((p) => [p.in, p.name, p.required, p.initial])).toEqual([
      ['query', 'limit', false, '20'],
      ['query', 'status', true, 'available'],
      ['header', 'X-Request-Id', false, ''],
    ]);
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
