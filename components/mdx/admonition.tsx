import type { ReactNode } from 'react';

/** Visible title of each admonition type when no title is given (also the Markdown label). */
export const defaultTitles = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

/** Admonition types (`:::note` … `:::danger`). */
export type AdmonitionType = keyof typeof defaultTitles;

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
