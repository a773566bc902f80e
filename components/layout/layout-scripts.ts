/**
 * The texts of the layout's own inline scripts and next-themes' settings: plain constants that the
 * layout renders and the postbuild hashes into each page's Content-Security-Policy
 * (site-scripts.ts). A layout component that adds an inline script takes its text from here.
 */
import type { ThemeProviderProps } from 'next-themes';
import { SIDEBAR_HIDDEN_KEY, THEME_KEY } from '@/lib/chrome/storage-keys';
import { DOC_SIDEBAR_ID } from './layout-ids';

/** Applies the remembered "docs sidebar hidden" choice before first paint (no layout shift). */
export const SIDEBAR_HIDDEN_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(SIDEBAR_HIDDEN_KEY)})==='true')document.documentElement.dataset.sidebarHidden='true'}catch(e){}`;

/** Scrolls the sidebar's own box so the current item is centred when it is out of sight; never the page. */
export const SIDEBAR_FOLLOW_SCRIPT = `(function(){var a=document.getElementById(${JSON.stringify(DOC_SIDEBAR_ID)}),l=a&&a.querySelector('.sidebar [aria-current="page"]'),b=l&&l.parentElement;while(b){var o=getComputedStyle(b).overflowY;if(o==='auto'||o==='scroll')break;b=b===a?null:b.parentElement}if(!b||!b.clientHeight)return;var r=l.getBoundingClientRect(),c=b.getBoundingClientRect();if(r.top<c.top||r.bottom>c.bottom)b.scrollTop+=r.top-c.top-(c.height-r.height)/2})()`;

/**
 * Colour mode: the settings of next-themes' provider (app/layout.tsx). The exported HTML is dark
 * (the default: what readers without JavaScript get); before first paint next-themes' inline
 * script applies the stored choice (`theme` in localStorage) or, with none stored, the system
 * preference. The toggle persists the choice, other tabs follow it, and clearing it falls back to
 * the system preference.
 */
export const THEME_OPTIONS = {
  attribute: ['class', 'data-theme'],
  defaultTheme: 'system',
  enableSystem: true,
  storageKey: THEME_KEY,
  disableTransitionOnChange: true,
} satisfies ThemeProviderProps;

/**
 * The argument list next-themes (0.4) passes to its pre-paint script for {@link THEME_OPTIONS}:
 * attribute, storage key, default theme, forced theme, themes, value map, enableSystem,
 * enableColorScheme. The script is next-themes' own function as the bundler minified it, so its
 * text is only known after the build; its arguments are known here, and tests/layout/site-scripts.test.tsx
 * checks them against what next-themes renders.
 */
export function themeScriptArguments(): string {
  const { attribute, storageKey, defaultTheme, enableSystem } = THEME_OPTIONS;
  return JSON.stringify([attribute, storageKey, defaultTheme, null, ['light', 'dark'], null, enableSystem, true]).slice(1, -1);
}
