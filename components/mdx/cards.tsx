import { Children, type ReactNode } from 'react';
import { SmartLink } from '@/components/ui/smart-link';
import { getCompiledContent } from '@/lib/content';
import { hrefToContentId } from '@/lib/chrome/card-target';

/** A grid of `<Card>`s for landing pages. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

/** Props of a landing-page card as written in MDX. */
export interface CardProps {
  title: string;
  /** Internal route (`/nilup`) or external URL; without it the card renders as disabled. */
  href?: string;
  icon?: string;
  /** A small label such as "Coming soon". */
  badge?: string;
  /** The card text; leave it out on a card with an internal `href` to show the target's description. */
  children?: ReactNode;
}

/** True when `children` holds nothing a reader would see (no elements, only blank text). */
function isBlank(children: ReactNode): boolean {
  return Children.toArray(children).every((child) => typeof child === 'string' && child.trim() === '');
}

/**
 * The text a card shows: its own body when it has one, otherwise (for an internal `href`) the text
 * the compile resolved for it (the linked page's `description`, the same its Markdown twin shows).
 * @param texts - the body-less cards' texts by href (the compiled model's `cards`)
 * @throws Error naming the href when the model holds no text for such a card (a stale model: the
 *   compile fails on a card whose target has no description)
 */
export function resolveCardText(href: string | undefined, children: ReactNode, texts: Readonly<Record<string, string>>): ReactNode {
  if (!isBlank(children) || href === undefined || hrefToContentId(href) === undefined) return children;
  const text = texts[href];
  if (text === undefined) throw new Error(`<Card href="${href}"> has no text in the compiled model: run \`npm run prebuild\`.`);
  return text;
}

/** The card's markup, once its text is known. */
export function CardView({ title, href, icon, badge, children }: CardProps) {
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

/**
 * One landing-page card (server component). With `href` the whole card is a link; without it the
 * card renders as disabled (for products not yet available). A card with an internal `href` and
 * no body shows the target page's `description`, so each page's summary has one source.
 */
export function Card(props: CardProps) {
  return <CardView {...props}>{resolveCardText(props.href, props.children, getCompiledContent().cards)}</CardView>;
}
