import { AppLink as Link } from '@/components/ui/app-link.client';
import { siteConfig } from '@/site.config';
import { getCompiledContent } from '@/lib/content';

/**
 * The landing page `/`: hero and one card per section on the first screen, the most-used pages
 * below, as `content/_nav/home.yaml` writes them. Every card is a link and shows it (an arrow after
 * its title, a border and tint on hover and focus). No footer.
 */
export default function Home() {
  const { actions, sections, mostUsed } = getCompiledContent().navigation.home;
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="hero">
        <h1>{siteConfig.title}</h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <div className="hero-actions">
          {actions.map((a) => (
            <Link key={a.href} className={a.primary ? 'button button-primary' : 'button'} href={a.href}>
              {a.label}
            </Link>
          ))}
        </div>
      </section>
      <section className="cards home-cards" aria-label="Sections">
        {sections.map((s) => (
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
          {mostUsed.heading}
        </h2>
        <p className="home-section-intro">{mostUsed.intro}</p>
        <ul className="cards home-entry-points">
          {mostUsed.pages.map((s) => (
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
