'use client';
import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';

/** The three colour-mode choices: `system` follows `prefers-color-scheme`. */
type Choice = 'system' | 'light' | 'dark';

const ICONS: Record<Choice, string> = { system: '◐', light: '☀', dark: '☾' };

/**
 * The choice after `current`. From `system` the next one is the mode the system is not showing,
 * so every click but the one back to `system` changes what the reader sees:
 * system (dark) → light → dark → system, system (light) → dark → light → system.
 */
export function nextChoice(current: Choice, systemMode: 'light' | 'dark'): Choice {
  const other = systemMode === 'dark' ? 'light' : 'dark';
  if (current === 'system') return other;
  return current === other ? systemMode : 'system';
}

/**
 * Cycles the colour mode through light, dark and system (the operating system's preference).
 * The choice persists in localStorage (`theme`) through next-themes, which also syncs other tabs;
 * `system` is stored as such, so the page follows later changes of the system preference. The
 * button's name says the current choice and what a click picks. Its wrapper is a `data-feature`
 * control (lib/chrome/feature-notice.ts): ready once mounted, else it gets a notice when the page's
 * scripts failed.
 */
export function ColorModeToggle() {
  const { theme, systemTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const current: Choice = mounted && (theme === 'light' || theme === 'dark') ? theme : 'system';
  const system = systemTheme === 'light' ? 'light' : 'dark';
  const next = nextChoice(current, system);
  const nameOf = (choice: Choice) => (choice === 'system' ? `system (${system})` : choice);
  const label = mounted ? `Colour mode: ${nameOf(current)}. Switch to ${nameOf(next)} mode` : 'Colour mode';
  return (
    <span className="feature-control" data-feature="Theme toggle" data-ready={mounted ? '' : undefined}>
      <button
        type="button"
        className="icon-button color-mode-toggle"
        aria-label={label}
        title={label}
        data-choice={mounted ? current : undefined}
        onClick={() => setTheme(next)}
      >
        <span aria-hidden="true">{ICONS[mounted ? current : 'system']}</span>
      </button>
    </span>
  );
}
