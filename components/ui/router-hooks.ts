/**
 * The one adapter between our client components and the App Router, on `next/navigation`'s public
 * hooks. Components import these instead of `next/navigation`, so a change in Next's routing API
 * is made in one place.
 */
import { usePathname, useRouter } from 'next/navigation';

/** The App Router instance (`push`, `replace`, `prefetch`, …). */
export type AppRouter = ReturnType<typeof useRouter>;

/** The current pathname without the base path (`/nada-lang-types`). Client components only. */
export function useCurrentPathname(): string {
  return usePathname() ?? '/';
}

/** The App Router (`push`, `replace`, …). Client components only. */
export function useAppRouter(): AppRouter {
  return useRouter();
}
