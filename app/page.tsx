import { AppLink as Link } from '@/components/ui/app-link.client';
import { siteConfig } from '@/site.config';
import { HOME_ENTRY_POINTS_HEADING, homeEntryPoints, homeSections } from '@/lib/chrome/home';

/**
 * The landing page `/`: hero and one card per section on the first screen, the most-used pages
 * below. Every card is a link and shows it (an arrow after its title, a border and tint on hover
 * and focus). No footer.
 */
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
      <section aria-labelledby="home-entry-points">
        <h2 id="home-entry-points" className="home-section-title">
          {HOME_ENTRY_POINTS_HEADING}
        </h2>
        <p className="home-section-intro">The guides, API references and language pages readers open most.</p>
        <ul className="cards home-entry-points">
          {homeEntryPoints.map((s) => (
            <li key={s.href} className="home-entry-point">
              <Link href={s.href} className="card">
                <span className="card-kind">{s.kind}</span>
                <span className="card-title">{s.title}</span>
                <span className="card-text">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
