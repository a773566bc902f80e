import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '@/components/ui/smart-link';
import { remarkSafeUrls } from '@/lib/compile/rules/safe-urls';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { VFile } from 'vfile';

const REFUSED = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='];
const ALLOWED = ['https://example.org/a', 'mailto:a@example.org', 'tel:+15550100', '/api/nildb/nildb-api', '#setup'];

/**
 * Whether the MDX compile's safe-URL rule reports a Markdown link to `url`. API descriptions are
 * Markdown of generated page sources, compiled by the same rule (tests/content/hostile-input.test.tsx).
 */
const mdxRefuses = (url: string) => {
  const file = new VFile({ value: `[x](<${url}>)` });
  const processor = unified().use(remarkParse).use(remarkSafeUrls);
  processor.runSync(processor.parse(file), file);
  return file.messages.length > 0;
};

describe('one link rule for pages (API pages included) and SmartLink', () => {
  it.each(REFUSED)('refuses %j everywhere', (url) => {
    expect(mdxRefuses(url)).toBe(true);
    expect(renderToStaticMarkup(<SmartLink href={url}>x</SmartLink>)).toBe('<a>x</a>');
  });

  it.each(ALLOWED)('allows %j everywhere', (url) => {
    expect(mdxRefuses(url)).toBe(false);
    expect(renderToStaticMarkup(<SmartLink href={url}>x</SmartLink>)).toContain('href=');
  });
});
