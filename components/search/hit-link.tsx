import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';
import type { HitTarget } from '@/lib/search/urls';

/**
 * A result's link: in-app (`next/link`, no prefetch) for a site path, a plain link for an external
 * URL. With `onOpen`, a plain left click calls it instead of following the link (a click with a
 * modifier key keeps the browser's behaviour: new tab, new window).
 */
export function HitLink({ target, onOpen, ...rest }: { target: HitTarget; onOpen?: () => void; className?: string; tabIndex?: number; children: ReactNode }) {
  const onClick = (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return target.external ? <a href={target.href} onClick={onClick} {...rest} /> : <Link href={target.href} prefetch={false} onClick={onClick} {...rest} />;
}

/** Result text as the backends return it: escaped, with only `<mark>` around matched words. */
export function MarkedText({ html, className, as: Tag = 'span' }: { html: string; className?: string; as?: 'span' | 'p' }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: search backends return text escaped with only <mark> added (lib/search/html.ts, tests/search/html.test.ts).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
