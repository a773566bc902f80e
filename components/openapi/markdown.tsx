import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ApiHtml } from '@/lib/content/api-html';
import { SmartLink } from '@/components/ui/smart-link';

/** The spec descriptions the prebuild rendered, by their Markdown source (lib/content/api-html.ts). */
export type Descriptions = ApiHtml['markdown'];

/**
 * A CommonMark description from the spec, as the prebuild rendered it (lib/compile/api-html.ts:
 * no raw HTML, no link with an unsafe scheme). Links go through SmartLink (in-app routing, `rel` on
 * external links).
 * @throws Error when the description is not in `descriptions` (the prebuild did not run since the models changed)
 */
export function Markdown({ source, descriptions, className }: { source: string | undefined; descriptions: Descriptions; className?: string }) {
  if (!source?.trim()) return null;
  const children = descriptions[source];
  if (!children) throw new Error(`The API description "${source.slice(0, 60)}" is not in the compiled model: run \`npm run prebuild\`.`);
  return (
    <div className={className ? `api-markdown ${className}` : 'api-markdown'}>
      {toJsxRuntime(
        { type: 'root', children },
        {
          Fragment,
          jsx,
          jsxs,
          // A link whose URL the prebuild dropped (an unsafe scheme) keeps its text and goes nowhere.
          components: { a: ({ href, node: _node, ...rest }) => (href ? <SmartLink href={href} {...rest} /> : <a {...rest} />) },
        },
      )}
    </div>
  );
}
