// @ts-check
// Token colours of the github shiki themes that miss WCAG 2.2 AA contrast (1.4.3, 4.5:1) on the
// code background or on a highlighted line (app/globals.css --highlight-line), with the nearest
// shade that meets it. Checked in Chromium by tests/e2e/accessibility.spec.ts.

/**
 * Replacements by theme name, keys lower-case (shiki's `colorReplacements` shape).
 * @type {Record<string, Record<string, string>>}
 */
export const CODE_COLOR_REPLACEMENTS = {
  'github-light': { '#e36209': '#a85400', '#d73a49': '#cb2431', '#22863a': '#1a7f37', '#6a737d': '#5f6873' },
  'github-dark': { '#6a737d': '#9ea7b0' },
};

/**
 * The colour to show for a theme colour: its AA replacement, or itself.
 * @param {string} theme - shiki theme name (`github-light`)
 * @param {string} color - `#rrggbb`, any case
 * @returns {string}
 */
export function accessibleColor(theme, color) {
  return CODE_COLOR_REPLACEMENTS[theme]?.[color.toLowerCase()] ?? color;
}
