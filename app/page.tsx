import { AppLink as Link } from '@/components/ui/app-link.client';
import { siteConfig } from '@/lib/site-config';

const sections = [
  {
    title: 'Learn',
    href: '/what-is-nillion',
    text: 'What blind computation is, how the network is built, and which privacy technologies it combines.',
  },
  {
    title: 'Build',
    href: '/quickstart',
    text: 'Pick a product — SecretVault, SecretLLM or nilVM — and follow its guide from install to a working app.',
  },
  {
    title: 'API',
    href: '/api/overview',
    text: 'The nilDB REST API: every operation with its parameters, request body, responses and samples.',
  },
  {
    title: 'Community',
    href: '/community-and-support',
    text: 'Ask questions, report bugs, join the testnet and find support from other builders.',
  },
];

/** The landing page `/`: hero and one card per section. No footer (design/site-config.md). */
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
        {sections.map((s) => (
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
