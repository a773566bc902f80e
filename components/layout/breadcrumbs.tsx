import { AppLink as Link } from '@/components/ui/app-link.client';
import type { PageLink } from '@/lib/content';

/** Home › category › … › page. A category without a page shows as plain text. */
export function Breadcrumbs({ items }: { items: PageLink[] }) {
  if (!items.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs" data-pagefind-ignore="all">
      <ol>
        <li>
          <Link href="/" aria-label="Home page">
            Home
          </Link>
        </li>
        {items.map((item, i) => (
          <li key={i}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
