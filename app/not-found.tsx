import { AppLink as Link } from '@/components/ui/app-link.client';
import { Footer } from '@/components/layout/footer';
import { NotFoundSearch } from '@/components/layout/not-found-search.client';
import { siteConfig } from '@/site.config';
import { getCompiledContent } from '@/lib/content';

export const metadata = { title: 'Page Not Found' };

/**
 * The 404 page (`out/404.html`), served for every path the export does not hold: a search
 * prefilled with the words of the missing address, and the site's sections.
 */
export default function NotFound() {
  return (
    <>
      <main id="main-content" className="not-found" tabIndex={-1}>
        <h1>Page Not Found</h1>
        <p>We could not find that page. It may have moved: search for it by the words of its address, or edit them.</p>
        <NotFoundSearch basePath={siteConfig.basePath} />
        <p>Or start from a section:</p>
        <ul className="not-found-links">
          {getCompiledContent().navigation.home.sections.map((s) => (
            <li key={s.href}>
              <Link href={s.href}>{s.title}</Link>
            </li>
          ))}
        </ul>
      </main>
      <Footer footer={siteConfig.footer} />
    </>
  );
}
