import type { ReactNode } from 'react';
import { defaultTitles, type AdmonitionType } from '@/lib/mdx/allow-list';

/**
 * A callout box, produced from `:::type[Title]` fences by lib/mdx/remark-admonitions.mjs.
 * Rendered as an `<aside>` with a visible title (defaults to the type's name).
 */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children?: ReactNode }) {
  const kind = type in defaultTitles ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? defaultTitles[kind]}>
      <p className="admonition-title">{title ?? defaultTitles[kind]}</p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
