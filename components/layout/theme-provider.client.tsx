'use client';
import { ThemeProvider as NextThemes } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * Colour mode (design/site-config.md § Colour mode): dark by default, system preference respected,
 * choice persisted under `theme`, tabs synced, no flash (next-themes injects its script first).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemes attribute={['class', 'data-theme']} defaultTheme="dark" enableSystem storageKey="theme" disableTransitionOnChange>
      {children}
    </NextThemes>
  );
}
