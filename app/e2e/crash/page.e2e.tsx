import type { Metadata } from 'next';
import { CrashButton } from './crash-button.client';

export const metadata: Metadata = { title: 'Crash test', robots: { index: false } };

/**
 * Test-only route (`/e2e/crash`, built only by tests/e2e/build-fixture.ts, whose pageExtensions
 * include `.e2e.tsx`): a button that makes the page throw while rendering, for the crash page test.
 */
export default function CrashTestPage() {
  return (
    <main id="main-content" className="not-found">
      <h1>Crash test</h1>
      <CrashButton />
    </main>
  );
}
