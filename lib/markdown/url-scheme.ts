/**
 * The link schemes no page of the site may link to, in MDX content, in the Markdown descriptions
 * of the API specs and in every link a component renders (components/ui/smart-link.tsx) alike: `javascript:` and `vbscript:` run code when followed, and
 * `data:` carries a document of its own (HTML § 7.1.5 "javascript: URL special case"; WHATWG URL).
 */

/** Whether a link leaves the site: it has a scheme (`https:`, `mailto:`; RFC 3986 § 3.1) or is protocol-relative (`//host`). */
export const isExternalUrl = (url: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** Schemes refused in links. */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/**
 * The scheme of `url` as a browser reads it, when it is one of the refused schemes. The URL
 * parser drops leading C0 controls and spaces and every tab and newline before it reads the scheme
 * (WHATWG URL § 4.4), so `" java\tscript:"` is `javascript:`; schemes are case-insensitive.
 * @returns the scheme in lower case (`javascript`), or `null` for any other link
 */
export function unsafeLinkScheme(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: C0 controls are what the URL parser strips.
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme && UNSAFE_SCHEMES.has(scheme) ? scheme : null;
}

/** Whether a URL may be published in an `href` or `src`: no scheme, or one the rule above does not refuse. */
export const isSafeUrl = (url: string): boolean => unsafeLinkScheme(url) === null;

/** The message for a refused link: what it is, why, and the fix (the MDX compile and the API generator both use it). */
export function unsafeLinkMessage(url: string, scheme: string): string {
  return `link "${url.slice(0, 40)}" uses the ${scheme}: scheme, which can run code in the reader's browser. Link to an http(s) URL or a page of the site.`;
}
