import type { SiteConfig } from '@/lib/config/site-config';

/**
 * The dark footer: three link columns and the copyright line, whose year is computed at build
 * time. The home page does not render it.
 * @param footer - `siteConfig.footer`
 * @param year - the copyright year (default: the build's year)
 */
export function Footer({ footer, year = new Date().getFullYear() }: { footer: SiteConfig['footer']; year?: number }) {
  return (
    <footer className="footer">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <div key={column.title} className="footer-column">
            <p className="footer-title">{column.title}</p>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} rel="noopener noreferrer">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="footer-copyright">
        {year} {footer.copyrightOwner}. All Rights Reserved.
      </p>
    </footer>
  );
}
