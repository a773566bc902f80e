/**
 * Which Chromium the browser tests (playwright.config.ts) start, and how: Debian's Chromium,
 * because test tools cannot download browsers here; `CHROMIUM_PATH` overrides the path.
 * lighthouserc.cjs starts the same one with the same flags for Lighthouse CI.
 */

/** The Chromium executable (default `/usr/bin/chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on this machine (no sandbox as root, no background traffic). */
export const CHROMIUM_ARGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'.split(' ');
