import { AppLink as Link } from '@/components/ui/app-link.client';
import { Footer } from '@/components/layout/footer';
import { Suspense } from 'react';
import { NotFoundSearch, NotFoundSuggestion, PreviewNotFound } from '@/components/layout/not-found-lazy.client';
import { getContentIndex } from '@/lib/content';
import { siteConfig } from '@/site.config';
import { getCompiledContent } from '@/lib/content';

export const metadata = { title: 'Page Not Found' };

/**
 * The 404 page (`out/404.html`), served for every path the export does not hold: the page closest
 * to the missing address when one is, a search prefilled with its words, and the site's sections.
 * An address inside a pull request preview goes on to that preview's own 404 page.
 */
export default async function NotFound() {
  const pages = (await getContentIndex()).entries.map((entry) => ({ route: entry.route, title: entry.title }));
  return (
    <>
      <main id="main-content" className="not-found" tabIndex={-1}>
        <Suspense>
          <PreviewNotFound basePath={siteConfig.basePath} />
        </Suspense>
        <h1>Page Not Found</h1>
        <p>We could not find that page. It may have moved: search for it by the words of its address, or edit them.</p>
        <Suspense>
          <NotFoundSuggestion basePath={siteConfig.basePath} pages={pages} />
          <NotFoundSearch basePath={siteConfig.basePath} />
        </Suspense>
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
