import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import type { Root } from 'hast';
import { SmartLink } from '@/components/ui/smart-link';

// Raw HTML in spec descriptions is dropped (remark-rehype without allowDangerousHtml).
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/**
 * A CommonMark description from the spec, rendered on the server. Links go through SmartLink
 * (in-app routing, `rel` on external links); raw HTML is not rendered.
 */
export function Markdown({ source, className }: { source: string | undefined; className?: string }) {
  if (!source?.trim()) return null;
  const tree = processor.runSync(processor.parse(source)) as Root;
  return (
    <div className={className ? `api-markdown ${className}` : 'api-markdown'}>
      {toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        components: { a: ({ href, node: _node, ...rest }) => <SmartLink href={href ?? ''} {...rest} /> },
      })}
    </div>
  );
}
