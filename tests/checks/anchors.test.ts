import { describe, expect, it } from 'vitest';
import { findUnresolvedAnchors, readPageAnchors, type PageAnchors } from '../e2e/anchors';

const ORIGIN = 'http://127.0.0.1:4000';

describe('readPageAnchors', () => {
  it('collects ids, <a name> targets and only the fragment links', () => {
    const html = `
      <h2 id="setup">Setup</h2><a name="legacy"></a>
      <a href="#setup">here</a>
      <a href="/nada-lang-types#secret-integer">types</a>
      <a href="other#x">relative</a>
      <a href="/no-fragment">plain</a>
      <a href="#">top of page</a>
      <area href="#map-part">`;
    const { ids, links } = readPageAnchors(html, `${ORIGIN}/docs/page#ignored`);
    expect([...ids].sort()).toEqual(['legacy', 'setup']);
    expect(links.map((l) => [l.page, l.fragment])).toEqual([
      [`${ORIGIN}/docs/page`, 'setup'],
      [`${ORIGIN}/nada-lang-types`, 'secret-integer'],
      [`${ORIGIN}/docs/other`, 'x'],
      [`${ORIGIN}/docs/page`, 'map-part'],
    ]);
    expect(links.every((l) => l.from === `${ORIGIN}/docs/page`)).toBe(true);
  });

  it('decodes entities in attributes and percent-encoding in fragments', () => {
    const { ids, links } = readPageAnchors('<h3 id="a&amp;b">x</h3><a href="#%C3%A9t%C3%A9">y</a>', `${ORIGIN}/p`);
    expect(ids.has('a&b')).toBe(true);
    expect(links[0]!.fragment).toBe('été');
  });
});

describe('findUnresolvedAnchors', () => {
  const page = (html: string, url: string): [string, PageAnchors] => [url, readPageAnchors(html, url)];

  it('reports fragments with no element on the target page, and skips other origins and unknown pages', () => {
    const pages = new Map([
      page('<h2 id="intro">i</h2><a href="#intro">ok</a><a href="#gone">bad</a><a href="#top">top</a>', `${ORIGIN}/a`),
      page('<a href="/a#intro">ok</a><a href="/a#missing">bad</a><a href="https://example.com/#x">ext</a><a href="/not-crawled#x">?</a>', `${ORIGIN}/b`),
    ]);
    const { checked, unresolved } = findUnresolvedAnchors(pages, ORIGIN);
    expect(checked).toHaveLength(5);
    expect(unresolved.map((l) => `${new URL(l.from).pathname} ${l.href}`)).toEqual(['/a #gone', '/b /a#missing']);
  });

  it('finds nothing when every fragment resolves', () => {
    const pages = new Map([page('<p id="x"></p><a href="#x">x</a>', `${ORIGIN}/`)]);
    expect(findUnresolvedAnchors(pages, ORIGIN).unresolved).toEqual([]);
  });
});
