// CONTRIBUTING.md states two lists the code defines; these tests keep the text equal to the code.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MDX_ALLOWED_ELEMENTS, MDX_ATTRIBUTES } from '@/lib/mdx/allow-list';
import { getCompiledContent } from '@/lib/content';

const text = fs.readFileSync('CONTRIBUTING.md', 'utf8');

describe('CONTRIBUTING.md', () => {
  it('lists exactly the allowed JSX names of lib/mdx/allow-list.ts', () => {
    const start = text.indexOf('**Allowed JSX, the complete list**');
    expect(start, 'CONTRIBUTING.md § Markdown and components has no "**Allowed JSX, the complete list**" item').toBeGreaterThan(-1);
    // The item runs to the next list item.
    const item = text.slice(start, text.indexOf('\n- ', start));
    const listed = [...item.slice(item.indexOf(':')).matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(MDX_ALLOWED_ELEMENTS));
    expect(listed).toHaveLength(MDX_ALLOWED_ELEMENTS.size);
  });

  it('states the attributes each JSX name takes exactly as MDX_ATTRIBUTES does', () => {
    const start = text.indexOf('| name | attributes |');
    expect(start, 'CONTRIBUTING.md § Markdown and components has no "| name | attributes |" table').toBeGreaterThan(-1);
    const rows = text.slice(start).split('\n\n')[0]!.split('\n').slice(2);
    const stated: Record<string, string[]> = {};
    for (const row of rows) {
      const [names = '', attributes = ''] = row.split('|').slice(1, 3);
      // Only the backticked words before any parenthesis are attribute names.
      const listed = [...attributes.split('(')[0]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!);
      for (const m of names.matchAll(/`(\w+)`/g)) stated[m[1]!] = listed;
    }
    expect(stated).toEqual(Object.fromEntries(Object.entries(MDX_ATTRIBUTES).map(([name, list]) => [name, [...list]])));
  });

  it('maps every sidebar (and section) to the navbar item its pages mark as current, as the site does', async () => {
    const table = text.slice(text.indexOf('| Sidebar (section) |')).split('\n\n')[0]!;
    const rows = [...table.matchAll(/^\s*\| `(\w+)`(?: \(([A-Z][\w ]*)\))?[^|]*\| (\w+) \|$/gm)].map(([, sidebar, section, label]) => ({
      sidebar,
      section,
      label,
    }));
    // The navigation as the prebuild resolved it into the content model.
    const { navigation, chrome } = getCompiledContent();
    const labelOf = (docId: string | null) => navigation.navbar.find((i) => i.type === 'doc' && i.docId === docId)?.label ?? null;
    const actual: { sidebar: string; section: string | undefined; label: string | null }[] = [];
    for (const sidebar of Object.keys(navigation.sidebars)) {
      // The navbar labels of each `title` section; a sidebar whose sections differ gets a row per section.
      const sections = navigation.outline
        .filter((s) => s.sidebarId === sidebar)
        .map((s) => ({ section: s.title, labels: new Set(s.ids.map((id) => labelOf(chrome[id]!.navbarOwner))) }));
      const all = new Set(sections.flatMap((s) => [...s.labels]));
      if (all.size === 1) actual.push({ sidebar, section: undefined, label: [...all][0]! });
      else for (const s of sections) actual.push({ sidebar, section: s.section, label: [...s.labels].join('/') });
    }
    expect(rows).toEqual(actual);
  });
});
