import { describe, expect, it } from 'vitest';
import { infoSlug, kebabCase, operationSlug } from '@/lib/openapi/slugs';

describe('kebabCase (lodash-compatible)', () => {
  // Expected values checked against lodash's kebabCase.
  const cases: [string, string][] = [
    ['getHealthStatus', 'get-health-status'],
    ['getNodeDetails', 'get-node-details'],
    ["Retrieve an organization's account details", 'retrieve-an-organizations-account-details'],
    ["List the organization's schemas", 'list-the-organizations-schemas'],
    ['Retrieve data from the specified schema collection that matches the provided filter', 'retrieve-data-from-the-specified-schema-collection-that-matches-the-provided-filter'],
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
  ];
  it.each(cases)('%s → %s', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('page slugs', () => {
  it('prefers the operationId over the summary', () => {
    expect(operationSlug({ operationId: 'getHealthStatus', summary: 'Check service health status' })).toBe('get-health-status');
  });
  it('falls back to the summary', () => {
    expect(operationSlug({ summary: 'Remove all documents in a schema collection' })).toBe('remove-all-documents-in-a-schema-collection');
  });
  it('gives nothing for an operation with neither', () => {
    expect(operationSlug({})).toBeUndefined();
    expect(operationSlug({ summary: '  ' })).toBeUndefined();
  });
  it('makes the info slug from the lower-cased title', () => {
    expect(infoSlug('nilDB API')).toBe('nildb-api');
    expect(kebabCase('nilDB API')).toBe('nil-db-api');
    expect(infoSlug('Pet Shelter API')).toBe('pet-shelter-api');
  });
});
