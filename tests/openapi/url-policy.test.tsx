import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '@/components/ui/smart-link';
import { descriptionToHast } from '@/lib/compile/api-html';
import { remarkSafeUrls } from '@/lib/compile/rules/safe-urls';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { VFile } from 'vfile';

const REFUSED = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='];
const ALLOWED = ['https://example.org/a', 'mailto:a@example.org', 'tel:+15550100', '/api/nildb/nildb-api', '#setup'];

/** The href a description link gets, as the prebuild renders spec descriptions. */
const descriptionHref = (url: string) => {
  const [paragraph] = descriptionToHast(`[x](<${url}>)`);
  const link = paragraph?.type === 'element' ? paragraph.children[0] : undefined;
  return link?.type === 'element' ? link.properties.href : undefined;
};

/** Whether the MDX compile's safe-URL rule reports a Markdown link to `url`. */
const mdxRefuses = (url: string) => {
  const file = new VFile({ value: `[x](<${url}>)` });
  const processor = unified().use(remarkParse).use(remarkSafeUrls);
  processor.runSync(processor.parse(file), file);
  return file.messages.length > 0;
};

describe('one link rule for MDX pages, API descriptions and SmartLink', () => {
  it.each(REFUSED)('refuses %j everywhere', (url) => {
    expect(mdxRefuses(url)).toBe(true);
    expect(descriptionHref(url)).toBeUndefined();
    expect(renderToStaticMarkup(<SmartLink href={url}>x</SmartLink>)).toBe('<a>x</a>');
  });

  it.each(ALLOWED)('allows %j everywhere', (url) => {
    expect(mdxRefuses(url)).toBe(false);
    expect(descriptionHref(url)).toBe(url);
    expect(renderToStaticMarkup(<SmartLink href={url}>x</SmartLink>)).toContain('href=');
  });
});
