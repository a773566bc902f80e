import { Children, type ReactNode } from 'react';
import { SmartLink } from '@/components/ui/smart-link';
import { getContentIndex } from '@/lib/content';
import { cardTargetDescription, hrefToContentId, type CardTarget } from '@/lib/chrome/card-target';

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
 * The text a card shows: its own body when it has one, otherwise (for an internal `href`) the
 * `description` front matter of the page it links to. `loadPages` is only called in that case.
 *
 * @param loadPages the site's pages by content id (the content index's `byId`)
 * @throws Error naming the href and the fix when a body-less card links to a page without a
 *   description, or to no page (this fails `next build`)
 */
export async function resolveCardText(
  href: string | undefined,
  children: ReactNode,
  loadPages: () => Promise<ReadonlyMap<string, CardTarget>>,
): Promise<ReactNode> {
  if (!isBlank(children) || href === undefined || hrefToContentId(href) === undefined) return children;
  return cardTargetDescription(href, await loadPages());
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
 * @throws Error (failing the build) when such a card's target has no description
 */
export async function Card(props: CardProps) {
  const text = await resolveCardText(props.href, props.children, async () => (await getContentIndex()).byId);
  return <CardView {...props}>{text}</CardView>;
}
