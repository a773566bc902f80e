import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button.client';

/**
 * Wraps shiki's `<pre>` (lib/mdx/rehype-code.mjs) with a bar above the code that holds the title
 * (fence meta `title="…"`, the figure's caption) or else the language, and the copy button: the
 * button never covers code, and long lines scroll in the `<pre>` alone. A block with nothing to
 * label (no title; language `text` or none, as for API examples) gets no bar, on screen or in
 * print: its copy button sits in a narrow column beside the code (`code-block-plain`).
 * `data-title` comes from the fence meta `title="…"`, `data-language` from the fence language.
 */
export function CodeBlock(props: ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string }) {
  const { 'data-title': title, 'data-language': language, ...pre } = props;
  const label = title || (language && language !== 'text' ? language : '');
  if (!label)
    return (
      <figure className="code-block code-block-plain" data-language={language}>
        <div className="code-block-body">
          <pre {...pre} />
        </div>
        <CopyButton />
      </figure>
    );
  // A title is the figure's caption; a language alone is a plain label.
  const Bar = title ? 'figcaption' : 'div';
  return (
    <figure className="code-block" data-language={language}>
      <Bar className="code-block-bar">
        <span className={title ? 'code-block-title' : 'code-block-lang'}>{label}</span>
        <CopyButton />
      </Bar>
      <div className="code-block-body">
        <pre {...pre} />
      </div>
    </figure>
  );
}
