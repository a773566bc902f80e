'use client';
import { ThemeProvider as NextThemes } from 'next-themes';
import type { ReactNode } from 'react';
import { THEME_OPTIONS } from './layout-scripts';

/**
 * Colour mode. The exported HTML is dark (the default: what
 * readers without JavaScript get); before first paint next-themes' inline script applies the
 * stored choice (`theme` in localStorage) or, with none stored, the system preference. The toggle
 * persists the choice, other tabs follow it, and clearing it falls back to the system preference.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemes {...THEME_OPTIONS} attribute={[...THEME_OPTIONS.attribute]}>
      {children}
    </NextThemes>
  );
}
