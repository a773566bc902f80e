// @ts-check
// Plain JavaScript on purpose: the MDX loader imports this file in Node at build time, where
// TypeScript is not available (the @next/mdx loader runs plugins as plain Node modules).
import values from '../platform-values.json' with { type: 'json' };

/**
 * Platform values that appear on more than one page (network endpoints, chain ids, package
 * versions, repository URLs), keyed by camelCase name. Data: `lib/platform-values.json`.
 * A value that appears on several pages lives here once, so a version bump is one edit.
 * @type {Readonly<Record<string, string>>}
 */
export const platformValues = Object.freeze(/** @type {Record<string, string>} */ (values));

/** Matches one `%%key%%` token; the key is capture group 1. */
export const VALUE_TOKEN = /%%([A-Za-z][A-Za-z0-9]*)%%/g;

/**
 * Replaces every `%%key%%` token in `text` with its platform value.
 *
 * @param {string} text any content text (prose, code, URL)
 * @param {(key: string, offset: number) => void} [onUnknown] called for each unknown key with its
 *   character offset in `text`; the token is left in place so the caller can report file:line.
 * @returns {string} the text with every known token replaced
 */
export function substituteValues(text, onUnknown) {
  if (!text.includes('%%')) return text;
  return text.replace(VALUE_TOKEN, (token, key, offset) => {
    if (Object.hasOwn(platformValues, key)) return /** @type {string} */ (platformValues[key]);
    onUnknown?.(key, offset);
    return token;
  });
}
