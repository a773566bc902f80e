import { describe, expect, it } from 'vitest';
import { queryFromPath } from '@/lib/search/not-found-query';
import { nextChoice } from '@/components/layout/color-mode-toggle.client';

describe('queryFromPath', () => {
  it('turns the words of a missing address into a query, without the base path, endings or repeats', () => {
    expect(queryFromPath('/nildb/secretVault_typescrpt-client', '')).toBe('nildb secretvault typescrpt client');
    expect(queryFromPath('/preview/x/docs/nada/nada-types.html', '/preview/x')).toBe('docs nada types');
    expect(queryFromPath('/api/index.html', '')).toBe('api');
  });

  it('decodes escapes, and keeps a malformed one as typed', () => {
    expect(queryFromPath('/r%C3%A9sum%C3%A9/secret%20sharing', '')).toBe('résumé secret sharing');
    expect(queryFromPath('/bad%E0%A4%A/nilai', '')).toBe('bad e0 a4 a nilai');
  });

  it('answers nothing for the root and stays within the query length', () => {
    expect(queryFromPath('/', '')).toBe('');
    const long = queryFromPath(`/${Array.from({ length: 40 }, (_, i) => `word${i}`).join('-')}`, '');
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long.startsWith('word0 word1 ')).toBe(true);
  });
});

describe('nextChoice (colour mode)', () => {
  it('cycles system → the mode the system is not showing → the other → system', () => {
    expect(nextChoice('system', 'dark')).toBe('light');
    expect(nextChoice('light', 'dark')).toBe('dark');
    expect(nextChoice('dark', 'dark')).toBe('system');
    expect(nextChoice('system', 'light')).toBe('dark');
    expect(nextChoice('dark', 'light')).toBe('light');
    expect(nextChoice('light', 'light')).toBe('system');
  });
});
