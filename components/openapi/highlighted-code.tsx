import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Element } from 'hast';
import { CodeBlock } from '@/components/mdx/code-block';
import { Code } from '@/components/mdx/code';

/**
 * A `<pre>` the prebuild highlighted (lib/compile/api-html.ts) in the site's code block
 * chrome (figure.code-block with a copy button), ready to place in a synchronous view.
 */
export function highlightedCode(pre: Element): ReactElement {
  return toJsxRuntime(pre, { Fragment, jsx, jsxs, components: { pre: CodeBlock, code: Code } }) as ReactElement;
}
