'use client';
import { CrashPage } from '@/components/layout/crash-page.client';

/** A page that throws while rendering in the browser shows the crash page inside the site chrome. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CrashPage error={error} onRetry={reset} />;
}
