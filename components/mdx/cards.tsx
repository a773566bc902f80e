import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/smart-link';

/** A grid of `<Card>`s for landing pages. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

/**
 * One landing-page card. With `href` the whole card is a link; without it the card renders as
 * disabled (for products not yet available). `badge` adds a small label such as "Coming soon".
 */
export function Card({
  title,
  href,
  icon,
  badge,
  children,
}: {
  title: string;
  href?: string;
  icon?: string;
  badge?: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <span className="card-heading">
        {icon ? (
          <span className="card-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className="card-title">{title}</span>
        {badge ? <span className="badge">{badge}</span> : null}
      </span>
      <span className="card-text">{children}</span>
    </>
  );
  return href ? (
    <SmartLink href={href} className="card">
      {body}
    </SmartLink>
  ) : (
    <div className="card card-disabled" aria-disabled="true">
      {body}
    </div>
  );
}
