// @ts-check
// Plain JavaScript on purpose: the MDX loader imports this file in Node at build time, where
// TypeScript is not available.
import values from './platform-values.json' with { type: 'json' };

/**
 * Flattens the JSON data into dotted keys: `{ "tsClient": { "version": "0.3.2" } }` becomes
 * `tsClient.version`. A group holds the values that belong to one release (a client version and
 * the endpoints it defaults to), so a page names the release together with its endpoints.
 *
 * @param {unknown} data parsed `lib/mdx/platform-values.json`
 * @param {string} [prefix] dotted key of `data` (empty at the root)
 * @returns {Record<string, string>} every string leaf by dotted key
 * @throws {Error} when a leaf is not a string, naming its JSON pointer
 */
export function flattenValues(data, prefix = '') {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of Object.entries(/** @type {Record<string, unknown>} */ (data))) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[dotted] = value;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flattenValues(value, dotted));
    else {
      throw new Error(
        `lib/mdx/platform-values.json#/${dotted.replaceAll('.', '/')}: a platform value must be a string or a group of values; write it as a string.`,
      );
    }
  }
  return out;
}

/**
 * Platform values that appear on more than one page (network endpoints, chain ids, package
 * versions, repository URLs), keyed by camelCase name, grouped keys joined by dots
 * (`tsClient.testnetBootnode`). Data: `lib/mdx/platform-values.json`.
 * @type {Readonly<Record<string, string>>}
 */
export const platformValues = Object.freeze(flattenValues(values));

/** Matches one `%%key%%` or `%%group.key%%` token; the key is capture group 1. */
export const VALUE_TOKEN = /%%([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)%%/g;

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
