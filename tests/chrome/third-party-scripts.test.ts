import { describe, expect, test } from 'vitest';
import { loadsThirdPartyScripts } from '@/lib/chrome/third-party-scripts';

describe('loadsThirdPartyScripts', () => {
  const prefixes = ['/api/nildb', '/api/nilai'];

  test('API reference pages under a spec prefix load none', () => {
    for (const path of ['/api/nildb', '/api/nildb/', '/api/nildb/list-schemas', '/api/nilai/health-check-v-1-health-get']) {
      expect(loadsThirdPartyScripts(path, prefixes)).toBe(false);
    }
  });

  test('every other page loads them, including look-alike paths', () => {
    for (const path of ['/', '/quickstart', '/api', '/api/nildb-guide', '/api/other/x', '/search']) {
      expect(loadsThirdPartyScripts(path, prefixes)).toBe(true);
    }
  });
});
