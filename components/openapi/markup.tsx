import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Element, Root } from 'hast';
import type { ApiHtml } from '@/lib/content/api-html';
import type { SchemaTable } from '@/lib/openapi/schema-format';
import { CodeBlock } from '@/components/mdx/code-block';
import { Code } from '@/components/mdx/code';
import { SmartLink } from '@/components/ui/smart-link';

/** What every part of an API page reads: the model's named schemas and the descriptions the prebuild rendered. */
export interface ApiView {
  schemas: SchemaTable;
  /** Each description of the model (CommonMark) as hast, by its source (lib/content/api-html.ts). */
  descriptions: ApiHtml['markdown'];
}

const render = (node: Element | Root, components: Partial<Components>) => toJsxRuntime(node, { Fragment, jsx, jsxs, components }) as ReactElement;

/**
 * A `<pre>` the prebuild highlighted (lib/compile/api-html.ts) in the site's code block chrome
 * (figure.code-block with a copy button).
 */
export function highlightedCode(pre: Element): ReactElement {
  return render(pre, { pre: CodeBlock, code: Code });
}

/**
 * A CommonMark description from the spec, as the prebuild rendered it (lib/compile/api-html.ts:
 * no raw HTML, no link with an unsafe scheme). Links go through SmartLink (in-app routing, `rel` on
 * external links).
 * @throws Error when the description is not in `view.descriptions` (the prebuild did not run since the models changed)
 */
export function Markdown({ source, view, className }: { source: string | undefined; view: ApiView; className?: string }) {
  if (!source?.trim()) return null;
  const children = view.descriptions[source];
  if (!children) throw new Error(`The API description "${source.slice(0, 60)}" is not in the compiled model: run \`npm run prebuild\`.`);
  return (
    <div className={className ? `api-markdown ${className}` : 'api-markdown'}>
      {render(
        { type: 'root', children },
        // A link whose URL the prebuild dropped (an unsafe scheme) keeps its text and goes nowhere.
        { a: ({ href, node: _node, ...rest }) => (href ? <SmartLink href={href} {...rest} /> : <a {...rest} />) },
      )}
    </div>
  );
}
