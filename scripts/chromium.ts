/**
 * Which Chromium the repository's tools drive and how: the browser tests (playwright.config.ts),
 * Lighthouse and the search benchmark (scripts/bench/) all start this one. Debian's Chromium,
 * because test tools cannot download browsers here; `CHROMIUM_PATH` overrides the path.
 */
import { chromium, type Browser } from 'playwright-core';

/** The Chromium executable (default `/usr/bin/chromium`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on this machine (no sandbox as root, no background traffic). */
export const CHROMIUM_ARGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'.split(' ');

/** Launches {@link CHROMIUM_PATH} with {@link CHROMIUM_ARGS} through playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
