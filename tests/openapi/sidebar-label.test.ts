import { describe, expect, it } from 'vitest';
import { SIDEBAR_LABEL_MAX, shortenSidebarLabel } from '@/lib/openapi/sidebar-label';

describe('shortenSidebarLabel', () => {
  it('keeps a short title as it is', () => {
    expect(shortenSidebarLabel('Chat Completion')).toBe('Chat Completion');
    expect(shortenSidebarLabel('Create a new pet in the store')).toBe('Create a new pet in the store');
  });

  it('cuts a long title where the detail starts, then drops fillers, then the prepositional tail', () => {
    // Steps 1 and 2: the relative clause goes, then the fillers.
    expect(shortenSidebarLabel('Retrieve data from the specified schema collection that matches the provided filter')).toBe(
      'Retrieve data from schema collection',
    );
    // Step 1 alone.
    expect(shortenSidebarLabel('Delete data records that match a given filter')).toBe('Delete data records');
    expect(shortenSidebarLabel('List all repositories for the authenticated user (paginated)')).toBe('List all repositories');
    // Step 2: fillers go, the first word stays.
    expect(shortenSidebarLabel('Upload data to the specified schema collection')).toBe('Upload data to schema collection');
    // Step 3: the prepositional tail goes.
    expect(shortenSidebarLabel('Retrieve recently added documents from a schema collection')).toBe('Retrieve recently added documents');
  });

  it('ends with an ellipsis at a word boundary when nothing else makes it fit', () => {
    const label = shortenSidebarLabel('Synchronise every federated organisation membership record immediately');
    expect(label.endsWith('…')).toBe(true);
    expect(label.length).toBeLessThanOrEqual(SIDEBAR_LABEL_MAX + 1);
    expect(label).toBe('Synchronise every federated…');
  });
});
