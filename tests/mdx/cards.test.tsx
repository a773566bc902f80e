import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardView, resolveCardText } from '@/components/mdx/cards';
import { cardTargetDescription, hrefToContentId, type CardTarget } from '@/lib/chrome/card-target';

const pages = new Map<string, CardTarget>([
  ['nilup', { route: '/nilup', description: 'Install the Nillion SDK and switch between its versions.' }],
  ['learn/architecture', { route: '/learn/architecture', description: '  How the network fits together.\n' }],
  ['no-summary', { route: '/no-summary', description: undefined }],
  ['blank-summary', { route: '/blank-summary', description: '   ' }],
]);
/** The body-less cards' texts as the compile stores them (the model's `cards`). */
const texts = { '/nilup': 'Install the Nillion SDK and switch between its versions.' };

describe('hrefToContentId', () => {
  it('maps internal routes to content ids and ignores anchors, queries and slashes', () => {
    expect(hrefToContentId('/nilup')).toBe('nilup');
    expect(hrefToContentId('/learn/architecture/#layers')).toBe('learn/architecture');
    expect(hrefToContentId('/nilup?tab=py')).toBe('nilup');
  });

  it('names no page for external URLs, anchors, relative paths and the site root', () => {
    for (const href of ['https://example.com/nilup', '//cdn.example.com/x', 'mailto:a@b.c', '#install', 'nilup', '/']) {
      expect(hrefToContentId(href)).toBeUndefined();
    }
  });
});

describe('cardTargetDescription', () => {
  it("returns the target page's description, trimmed", () => {
    expect(cardTargetDescription('/learn/architecture#x', pages)).toBe('How the network fits together.');
  });

  it('fails with the href, the target route and the fix when the page has no description', () => {
    expect(() => cardTargetDescription('/no-summary', pages)).toThrowError(
      '<Card href="/no-summary"> has no text and /no-summary has no description. Add `description:` to the front matter of /no-summary, or write the card text between <Card> and </Card>.',
    );
    expect(() => cardTargetDescription('/blank-summary', pages)).toThrowError(/\/blank-summary has no description/);
  });

  it('fails for a route that names no page and for a link that leaves the site', () => {
    expect(() => cardTargetDescription('/gone', pages)).toThrowError(/<Card href="\/gone"> links to no page \(no content id "gone"\)/);
    expect(() => cardTargetDescription('https://example.com', pages)).toThrowError(/only a card that links to a page of this site/);
  });
});

describe('resolveCardText', () => {
  it('uses the text the compile resolved for a card with an internal href and no body', () => {
    expect(resolveCardText('/nilup', undefined, texts)).toBe('Install the Nillion SDK and switch between its versions.');
    expect(resolveCardText('/nilup', ['\n', '  '], texts)).toBe('Install the Nillion SDK and switch between its versions.');
  });

  it('keeps a body written in the MDX', () => {
    expect(resolveCardText('/nilup', 'Own words.', {})).toBe('Own words.');
  });

  it('leaves cards without a page target as they are', () => {
    expect(resolveCardText('https://github.com/NillionNetwork', undefined, {})).toBeUndefined();
    expect(resolveCardText(undefined, undefined, {})).toBeUndefined();
  });

  it('fails, naming the href and the command, when the model has no text for such a card', () => {
    expect(() => resolveCardText('/other', undefined, texts)).toThrowError('<Card href="/other"> has no text in the compiled model: run `npm run prebuild`.');
  });
});

describe('CardView', () => {
  it('renders a linked card with its icon, title, badge and the resolved text', async () => {
    const text = resolveCardText('/nilup', undefined, texts);
    const html = renderToStaticMarkup(
      <CardView title="nilup" href="/nilup" icon="🔀" badge="New">
        {text}
      </CardView>,
    );
    expect(html).toMatch(/^<a [^>]*class="card"/);
    expect(html).toContain('href="/nilup"');
    expect(html).toContain('<span class="card-icon" aria-hidden="true">🔀</span><span class="card-title">nilup</span><span class="badge">New</span>');
    expect(html).toContain('<span class="card-text">Install the Nillion SDK and switch between its versions.</span>');
  });

  it('renders a card without href as a disabled block', () => {
    const html = renderToStaticMarkup(<CardView title="Soon">Not yet.</CardView>);
    expect(html).toBe(
      '<div class="card card-disabled" aria-disabled="true"><span class="card-heading"><span class="card-title">Soon</span></span><span class="card-text">Not yet.</span></div>',
    );
  });
});
