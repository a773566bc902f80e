/**
 * Compile-time switches for the optional chrome features. A server component that imports a
 * client component puts it in the page's JavaScript even when it never renders it, so each
 * optional feature's client code is imported only inside `if (process.env.CHROME_FEATURE_… ===
 * '1')`: next.config.mjs computes these values from the site configuration and inlines them
 * (`env`), and the bundler drops the disabled branches. Result: a feature whose env values are
 * unset ships no code. These inlined constants are the only `process.env` reads outside
 * lib/config/env.ts: they are compile-time switches, not environment variables.
 */
import type { SiteConfig } from '../config/site-config';
import type { NavbarLink } from '../content/navigation';

const DROPDOWN_TYPES = new Set(['dropdown', 'localeDropdown', 'docsVersionDropdown']);

/**
 * The switches for a configuration: `'1'` on, `'0'` off.
 * @param config - the site configuration (lib/config/site-config.ts)
 * @param navbarLinks - the navbar's navigation items (the compiled model's `navigation.navbar`)
 */
export function chromeFeatures(config: SiteConfig, navbarLinks: readonly Pick<NavbarLink, 'type'>[]) {
  const flag = (on: boolean): '0' | '1' => (on ? '1' : '0');
  const { analytics } = config;
  return {
    CHROME_FEATURE_ANNOUNCEMENT_CLOSE: flag(Boolean(config.announcementBar?.isCloseable)),
    CHROME_FEATURE_DROPDOWNS: flag([...config.navbar.items, ...navbarLinks].some((item) => DROPDOWN_TYPES.has(item.type))),
    CHROME_FEATURE_LOCALE_DROPDOWN: flag(config.navbar.items.some((item) => item.type === 'localeDropdown')),
    CHROME_FEATURE_HIDE_ON_SCROLL: flag(config.navbar.hideOnScroll),
    CHROME_FEATURE_FEEDBACK_MODAL: flag(config.feedback.endpoint !== null),
    CHROME_FEATURE_SCRIPTS: flag(Boolean(config.aiAssistant || analytics.privacyTag || analytics.umami || analytics.plausible || analytics.attribution)),
  };
}

/** The switch names, as inlined into the bundles. */
export type ChromeFeatureName = keyof ReturnType<typeof chromeFeatures>;

/**
 * Fails when a component needs a feature's code but the build did not switch it on (the
 * configuration the bundle saw differs from the one next.config.mjs computed the switches from).
 * @throws Error `Invariant failed: …` naming the switch
 */
export function featureNotBuilt(name: ChromeFeatureName): never {
  throw new Error(
    `Invariant failed: the site configuration enables ${name}, but next.config.mjs built without it. ` +
      'next.config.mjs computes these switches from lib/config/site-config.ts: rebuild with the same environment for both.',
  );
}
