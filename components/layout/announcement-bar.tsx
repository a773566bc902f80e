import type { ReactNode } from 'react';
import type { SiteConfig } from '@/lib/config/site-config';
import { featureNotBuilt } from '@/lib/chrome/chrome-features';

/**
 * The optional announcement bar above the navbar:
 * trusted HTML content in the configured colours, closeable unless configured otherwise. The
 * dismissed state is applied before first paint by the inline script from lib/chrome/announcement.ts
 * (app/layout.tsx), so a dismissed bar never shows and never shifts the layout. Renders nothing,
 * and bundles no code, when no bar is configured (lib/chrome/chrome-features.ts).
 * @param bar - `siteConfig.announcementBar`, null when unset
 */
export async function AnnouncementBar({ bar }: { bar: SiteConfig['announcementBar'] }) {
  if (!bar) return null;
  let close: ReactNode = null;
  if (bar.isCloseable) {
    if (process.env.CHROME_FEATURE_ANNOUNCEMENT_CLOSE === '1') {
      const { AnnouncementClose } = await import('./announcement-close.client');
      close = <AnnouncementClose />;
    } else featureNotBuilt('CHROME_FEATURE_ANNOUNCEMENT_CLOSE');
  }
  return (
    <section className="announcement-bar" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the announcement is HTML the site's operator configures (NEXT_PUBLIC_ANNOUNCEMENT_CONTENT), never reader input. */}
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {close}
    </section>
  );
}
