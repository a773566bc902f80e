'use client';
import { CrashPage } from '@/components/layout/crash-page.client';

/**
 * The crash page when the root layout itself fails: it replaces the layout, so it renders its own
 * `<html>` and `<body>` (the site stylesheet may be missing: the page stays readable unstyled).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" dir="ltr">
      <body>
        <CrashPage error={error} onRetry={reset} />
      </body>
    </html>
  );
}
