'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { stripBasePath } from '@/lib/config/base-path';
import { plainLinkClick } from './layout-ids';

/** Show the bar only for navigations slower than this. */
export const PROGRESS_DELAY_MS = 200;
/** Never leave a bar running: a navigation that never lands (cancelled by the reader) ends here. */
const GIVE_UP_MS = 15_000;

type ProgressState = 'idle' | 'visible' | 'done';

/**
 * The top navigation progress bar: shown only when an in-app navigation takes
 * longer than {@link PROGRESS_DELAY_MS}; no spinner. A navigation starts with a click on an in-app
 * link to another page (or Back/Forward to another page) and ends when the pathname changes.
 * @param basePath - the site's base path (`siteConfig.basePath`)
 */
export function NavigationProgress({ basePath }: { basePath: string }) {
  const pathname = usePathname();
  const [state, setState] = useState<ProgressState>('idle');
  const current = useRef(pathname);
  const timers = useRef<number[]>([]);

  const clear = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };

  const finish = () => {
    clear();
    setState((s) => (s === 'visible' ? 'done' : 'idle'));
    timers.current.push(window.setTimeout(() => setState('idle'), 400));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `finish` only touches refs and state setters; the pathname is the trigger.
  useEffect(() => {
    current.current = pathname;
    finish();
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners are installed once; `clear`/`finish` only touch refs and state setters.
  useEffect(() => {
    const start = () => {
      clear();
      timers.current.push(window.setTimeout(() => setState('visible'), PROGRESS_DELAY_MS));
      timers.current.push(window.setTimeout(finish, GIVE_UP_MS));
    };
    const onClick = (event: MouseEvent) => {
      const url = plainLinkClick(event);
      // Another site, or the same page (a hash jump): nothing to load.
      if (url?.origin === window.location.origin && stripBasePath(url.pathname, basePath) !== current.current) start();
    };
    const onPopState = () => {
      if (stripBasePath(window.location.pathname, basePath) !== current.current) start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      clear();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [basePath]);

  return (
    <div className="nav-progress" data-state={state} aria-hidden="true">
      <div className="nav-progress-bar" />
    </div>
  );
}
