import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button.client';

/**
 * Wraps shiki's `<pre>` (lib/mdx/rehype-code.mjs) with its optional title and a copy button.
 * `data-title` comes from the fence meta `title="…"`, `data-language` from the fence language.
 */
export function CodeBlock(props: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string }) {
  const { 'data-title': title, 'data-language': language, ...pre } = props;
  return (
    <figure className="code-block" data-language={language}>
      {title ? <figcaption className="code-block-title">{title}</figcaption> : null}
      <div className="code-block-body">
        <pre {...pre} />
        <CopyButton />
      </div>
    </figure>
  );
}
