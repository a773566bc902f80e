import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';
import { ThemeProvider } from '@/components/layout/theme-provider.client';
import { Navbar } from '@/components/layout/navbar';
import { SIDEBAR_HIDDEN_KEY } from '@/lib/storage-keys';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { template: `%s | ${siteConfig.title}`, default: siteConfig.title },
  description: siteConfig.tagline,
  openGraph: { siteName: siteConfig.title, type: 'website', locale: 'en' },
  icons: { icon: `${siteConfig.basePath}/favicon.svg` },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b0d17' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

// Applies the remembered "docs sidebar hidden" choice before first paint (no layout shift).
const sidebarScript = `try{if(localStorage.getItem(${JSON.stringify(SIDEBAR_HIDDEN_KEY)})==='true')document.documentElement.dataset.sidebarHidden='true'}catch(e){}`;

/** The root layout: `<html>`, colour mode, skip link and navbar around every page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" className="dark" data-theme="dark" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: sidebarScript }} />
      </head>
      <body>
        <ThemeProvider>
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          <Navbar />
          {children}
        </ThemeProvider>
      </body>
    </html>
  );
}
