import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '@/lib/content';
import { apiEntryToMarkdown } from '@/lib/markdown/api-entry-markdown';

const heading = (depth: number, text: string, id: string) => ({ depth, text, id, line: 0 });

const operation: ApiEntry = {
  kind: 'api',
  apiKind: 'operation',
  id: 'api/nildb/read-data',
  route: '/api/nildb/read-data',
  file: 'openapi/nildb.yaml#/paths/~1api~1v1~1data~1read/post',
  title: 'Read data',
  description: 'Reads records that match a filter.',
  method: 'post',
  path: '/api/v1/data/read',
  tag: 'Data',
  hideTableOfContents: false,
  keywords: [],
  headings: [heading(2, 'Request body', 'request-body'), heading(3, 'filter', 'filter')],
  sections: [
    { heading: null, text: 'Reads records that match a filter.' },
    { heading: heading(2, 'Request body', 'request-body'), text: 'A JSON object.' },
    { heading: heading(3, 'filter', 'filter'), text: 'MongoDB-style filter; {} matches all.' },
  ],
  links: [],
};

describe('apiEntryToMarkdown', () => {
  it('renders title, description, method and path, then each section at its depth', () => {
    expect(apiEntryToMarkdown(operation)).toBe(
      [
        '# Read data',
        '',
        '> Reads records that match a filter.',
        '',
        '`POST /api/v1/data/read`',
        '',
        '## Request body',
        '',
        'A JSON object.',
        '',
        '### filter',
        '',
        'MongoDB-style filter; {} matches all.',
        '',
      ].join('\n'),
    );
  });

  it('renders an info page without a method line', () => {
    const info: ApiEntry = { ...operation, apiKind: 'info', method: undefined, path: undefined, sections: [{ heading: null, text: 'Version 1.' }] };
    expect(apiEntryToMarkdown(info)).toBe('# Read data\n\n> Reads records that match a filter.\n\nVersion 1.\n');
  });
});
