import { AppLink as Link } from '@/components/ui/app-link.client';
import { Footer } from '@/components/layout/footer';
import { siteConfig } from '@/site.config';

export const metadata = { title: 'Page Not Found' };

/** The 404 page (`out/404.html`), served for every path the export does not hold. */
export default function NotFound() {
  return (
    <>
      <main id="main-content" className="not-found" tabIndex={-1}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          Try the <Link href="/what-is-nillion">Learn section</Link>, the <Link href="/quickstart">Getting Started guide</Link>, or{' '}
          <Link href="/search">search the docs</Link>.
        </p>
      </main>
      <Footer footer={siteConfig.footer} />
    </>
  );
}
