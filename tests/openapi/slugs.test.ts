import { describe, expect, it } from 'vitest';
import { assignSlugs, kebabCase } from '@/lib/openapi/slugs';

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

describe('slug collisions', () => {
  it("never hands out a suffixed slug that is another page's own slug", () => {
    const { slugs } = assignSlugs([
      { slug: 'a', owner: 'GET /a' },
      { slug: 'a', owner: 'GET /b' },
      { slug: 'a-2', owner: 'GET /c' },
    ]);
    expect(slugs).toEqual(['a', 'a-3', 'a-2']);
  });
});
