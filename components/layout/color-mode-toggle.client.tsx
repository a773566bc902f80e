'use client';
import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';

/**
 * Switches light/dark. The choice persists in localStorage (`theme`) through next-themes, which
 * also syncs other tabs and falls back to the system preference when the key is cleared. Its
 * wrapper is a `data-feature` control (lib/chrome/feature-notice.ts): ready once mounted, else it gets a
 * notice when the page's scripts failed.
 */
export function ColorModeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = mounted ? resolvedTheme === 'dark' : true;
  const label = `Switch between dark and light mode (currently ${dark ? 'dark' : 'light'} mode)`;
  return (
    <span className="feature-control" data-feature="Theme toggle" data-ready={mounted ? '' : undefined}>
      <button
        type="button"
        className="icon-button color-mode-toggle"
        aria-label={label}
        title={label}
        data-mode={mounted ? resolvedTheme : undefined}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      </button>
    </span>
  );
}
