import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  DESKTOP_MEDIA_QUERY,
  DOCSEARCH_WIDE_MEDIA_QUERY,
  MOBILE_MEDIA_QUERY,
  TOC_HIDDEN_MEDIA_QUERY,
  TOC_COLUMN_MEDIA_QUERY,
  ABOVE_PHONE_MEDIA_QUERY,
} from '@/lib/config/breakpoints';

/** Every stylesheet of the app and its components. */
function stylesheets(): string[] {
  const files: string[] = [];
  for (const dir of ['app', 'components']) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.css')) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files;
}

/** `@media` conditions that test a viewport width, with file:line. */
function widthQueries(): { where: string; query: string }[] {
  return stylesheets().flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(/@media\s+([^{]*?)\s*\{/g)].map((m) => ({ where: `${file}:${i + 1}`, query: m[1]! })))
      .filter(({ query }) => /width/.test(query)),
  );
}

describe('breakpoints', () => {
  test('every width media query of the stylesheets is one of the constants', () => {
    const known = new Set([
      MOBILE_MEDIA_QUERY,
      DESKTOP_MEDIA_QUERY,
      TOC_HIDDEN_MEDIA_QUERY,
      TOC_COLUMN_MEDIA_QUERY,
      ABOVE_PHONE_MEDIA_QUERY,
      DOCSEARCH_WIDE_MEDIA_QUERY,
    ]);
    const queries = widthQueries();
    expect(queries.filter(({ query }) => !known.has(query)).map(({ where, query }) => `${where}: @media ${query}`)).toEqual([]);
    // The layout switch is styled from both sides.
    expect(queries.some(({ query }) => query === MOBILE_MEDIA_QUERY)).toBe(true);
    expect(queries.some(({ query }) => query === DESKTOP_MEDIA_QUERY)).toBe(true);
  });
});
