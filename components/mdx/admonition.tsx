import type { ReactNode } from 'react';
import { defaultTitles, type AdmonitionType } from '@/lib/mdx/allow-list';

/** One 24×24 outline icon per type (decorative: the title names the type). */
const ICON_PATHS: Record<AdmonitionType, string> = {
  note: 'M4 4h12l4 4v12H4z M8 10h8 M8 14h8 M8 18h5',
  tip: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 11v6 M12 7.5v.5',
  warning: 'M12 3l10 18H2z M12 10v5 M12 18v.5',
  danger: 'M8 3h8l5 5v8l-5 5H8l-5-5V8z M12 8v5 M12 16v.5',
};

/**
 * A callout box, produced from `:::type[Title]` fences by lib/mdx/remark-admonitions.mjs.
 * Rendered as an `<aside>` with a decorative icon and a visible title, written as the author wrote
 * it (defaults to the type's name); each type has its own tint and colour (app/globals.css).
 */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children?: ReactNode }) {
  const kind = Object.hasOwn(defaultTitles, type) ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? defaultTitles[kind]}>
      <p className="admonition-title">
        <svg
          className="admonition-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICON_PATHS[kind]} />
        </svg>
        {title ?? defaultTitles[kind]}
      </p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
