import { describe, expect, it } from 'vitest';
import { assignSlugs, infoSlug, kebabCase, operationSlug } from '@/lib/openapi/slugs';

describe('kebabCase (lodash-compatible)', () => {
  // Expected values checked against lodash's kebabCase.
  const cases: [string, string][] = [
    ['getHealthStatus', 'get-health-status'],
    ['getNodeDetails', 'get-node-details'],
    ["Retrieve an organization's account details", 'retrieve-an-organizations-account-details'],
    ["List the organization's schemas", 'list-the-organizations-schemas'],
    [
      'Retrieve data from the specified schema collection that matches the provided filter',
      'retrieve-data-from-the-specified-schema-collection-that-matches-the-provided-filter',
    ],
    ['v1Users', 'v-1-users'],
    ['HTTPServer', 'http-server'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['fooBar2Baz', 'foo-bar-2-baz'],
    ['meta/root', 'meta-root'],
    ['users.getById', 'users-get-by-id'],
    ['API_KEY value', 'api-key-value'],
    ['ABCdef', 'ab-cdef'],
    ['Crème brûlée', 'creme-brulee'],
    ['2nd place', '2nd-place'],
    ['getV2Users', 'get-v-2-users'],
    ['iOS App', 'i-os-app'],
    ['already-kebab', 'already-kebab'],
    // Other scripts keep their letters (NFC); emoji and symbols go.
    ['获取用户列表', '获取用户列表'],
    ['Получить пользователя', 'получить-пользователя'],
    ['사용자 목록', '사용자-목록'],
    ['नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ['🚀 Launch ✨ now', 'launch-now'],
    ['🚀', ''],
  ];
  it.each(cases)('%s → %s', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('page slugs', () => {
  const at = { method: 'GET', path: '/things/{id}' };
  it('prefers the operationId over the summary', () => {
    expect(operationSlug({ ...at, operationId: 'getHealthStatus', summary: 'Check service health status' })).toBe('get-health-status');
  });
  it('falls back to the summary', () => {
    expect(operationSlug({ ...at, summary: 'Remove all documents in a schema collection' })).toBe('remove-all-documents-in-a-schema-collection');
  });
  it('falls back to method and path when there is neither, or neither has a letter or digit', () => {
    expect(operationSlug(at)).toBe('get-things-id');
    expect(operationSlug({ ...at, summary: '  ' })).toBe('get-things-id');
    expect(operationSlug({ method: 'POST', path: '/launch', summary: '🚀' })).toBe('post-launch');
  });
  it('keeps a non-Latin summary', () => {
    expect(operationSlug({ ...at, summary: 'スクリプトタグの削除' })).toBe('スクリプトタグの削除');
  });
  it('makes the info slug from the lower-cased title', () => {
    expect(infoSlug('nilDB API')).toBe('nildb-api');
    expect(kebabCase('nilDB API')).toBe('nil-db-api');
    expect(infoSlug('Pet Shelter API')).toBe('pet-shelter-api');
  });
});

describe('slug collisions', () => {
  it('keeps the first claimant and suffixes later ones -2, -3 in order', () => {
    const { slugs, collisions } = assignSlugs([
      { slug: 'time', owner: 'GET /time' },
      { slug: 'time', owner: 'GET /time.txt' },
      { slug: 'other', owner: 'GET /other' },
      { slug: 'time', owner: 'GET /time.xml' },
    ]);
    expect(slugs).toEqual(['time', 'time-2', 'other', 'time-3']);
    expect(collisions).toEqual([
      { owner: 'GET /time.txt', wanted: 'time', holder: 'GET /time', slug: 'time-2' },
      { owner: 'GET /time.xml', wanted: 'time', holder: 'GET /time', slug: 'time-3' },
    ]);
  });
  it("never hands out a suffixed slug that is another page's own slug", () => {
    const { slugs } = assignSlugs([
      { slug: 'a', owner: 'GET /a' },
      { slug: 'a', owner: 'GET /b' },
      { slug: 'a-2', owner: 'GET /c' },
    ]);
    expect(slugs).toEqual(['a', 'a-3', 'a-2']);
  });
});
