import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { CodeBlock } from '@/components/mdx/code-block';
import { Code } from '@/components/mdx/code';
import { highlightToHast, type ApiCodeLanguage } from '@/lib/openapi/highlight';

/**
 * Highlights code at build time and returns it in the site's code block chrome (figure.code-block
 * with a copy button), ready to place in a synchronous view.
 */
export async function renderHighlightedCode(code: string, lang: ApiCodeLanguage, title?: string): Promise<ReactElement> {
  const pre = await highlightToHast(code, lang);
  if (title) pre.properties['data-title'] = title;
  return toJsxRuntime(pre, { Fragment, jsx, jsxs, components: { pre: CodeBlock, code: Code } }) as ReactElement;
}

/** Pretty-printed JSON for an example value (strings as they are, for text bodies). */
export function exampleText(value: unknown, mediaType: string): { code: string; lang: ApiCodeLanguage } {
  if (typeof value === 'string' && !/json/.test(mediaType)) return { code: value, lang: 'text' };
  return { code: JSON.stringify(value, null, 2), lang: 'json' };
}
