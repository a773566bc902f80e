import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';
import { ThemeProvider } from '@/components/layout/theme-provider.client';
import { Navbar } from '@/components/layout/navbar';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { NavigationProgress } from '@/components/layout/navigation-progress.client';
import { Analytics } from '@/components/integrations/analytics';
import { AiAssistant } from '@/components/integrations/ai-assistant';
import { SIDEBAR_HIDDEN_KEY } from '@/lib/sidebar-state';
import { announcementScript } from '@/lib/announcement';
import { baseUrlBannerScript } from '@/lib/base-url-banner';
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

/**
 * The root layout: `<html>`, colour mode, skip link, announcement bar and navbar around every page;
 * the navigation progress bar; the wrong-base-URL check; analytics and the AI assistant when their
 * env values are set (issue 9).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const announcement = siteConfig.announcementBar;
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: sidebarScript }} />
        {announcement ? <script dangerouslySetInnerHTML={{ __html: announcementScript(announcement.id) }} /> : null}
      </head>
      <body>
        <ThemeProvider>
          <NavigationProgress />
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          <AnnouncementBar />
          <Navbar />
          {children}
        </ThemeProvider>
        <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(siteConfig.basePath) }} />
        <Analytics />
        <AiAssistant />
      </body>
    </html>
  );
}
