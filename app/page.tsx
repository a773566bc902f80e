import { AppLink as Link } from '@/components/ui/app-link.client';
import { siteConfig } from '@/site.config';
import { homeSections } from '@/lib/chrome/home';

/** The landing page `/`: hero and one card per section. No footer. */
export default function Home() {
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="hero">
        <h1>{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <div className="hero-actions">
          <Link className="button button-primary" href="/quickstart">
            Start building
          </Link>
          <Link className="button" href="/what-is-nillion">
            What is Nillion?
          </Link>
        </div>
      </section>
      <section className="cards home-cards" aria-label="Sections">
        {homeSections.map((s) => (
          <Link key={s.href} href={s.href} className="card">
            <span className="card-heading">
              <span className="card-title">{s.title}</span>
            </span>
            <span className="card-text">{s.text}</span>
          </Link>
        ))}
      </section>
    </main>
  );
}
