import { describe, expect, it } from 'vitest';
import { ALGOLIA_POST_TAG as POST, ALGOLIA_PRE_TAG as PRE, escapeHtml, markedToSafeHtml, markedToText } from '@/lib/search/html';

describe('result HTML', () => {
  it('keeps only the match marks and escapes the rest', () => {
    expect(markedToSafeHtml('a <script>alert(1)</script> <mark>b</mark>')).toBe('a &lt;script&gt;alert(1)&lt;/script&gt; <mark>b</mark>');
    expect(markedToSafeHtml(`<img onerror=x> ${PRE}x${POST}`, PRE, POST)).toBe('&lt;img onerror=x&gt; <mark>x</mark>');
  });

  it('does not escape twice what arrives escaped (Pagefind excerpts)', () => {
    expect(markedToSafeHtml('x &lt;T&gt; &amp; <mark>y</mark>')).toBe('x &lt;T&gt; &amp; <mark>y</mark>');
  });

  it('drops stray marks and closes an open one', () => {
    expect(markedToSafeHtml('</mark>a<mark><mark>b')).toBe('a<mark>b</mark>');
  });

  it('gives plain text without marks', () => {
    expect(markedToText('<mark>Secret</mark>Integer &amp; co')).toBe('SecretInteger & co');
    expect(escapeHtml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;');
  });
});
