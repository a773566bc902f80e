/**
 * HTTP field names and values as a browser sends them: a field name is a `token` (RFC 9110
 * § 5.1 and § 5.6.2), and `fetch` refuses a value that holds NUL, CR or LF or a character above
 * U+00FF (WHATWG Fetch "header value"; Web IDL `ByteString`).
 */

/** RFC 9110 § 5.6.2: `token = 1*tchar`, `tchar` = ALPHA / DIGIT / one of ``!#$%&'*+-.^_`|~``. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The characters a token may hold, for messages. */
export const TOKEN_CHARACTERS = "letters, digits and ! # $ % & ' * + - . ^ _ ` | ~";

/** Whether `name` is a valid HTTP field name (an RFC 9110 token). */
export function isFieldName(name: string): boolean {
  return TOKEN.test(name);
}

/**
 * A field name close to `name` that is a token: every run of other characters becomes one `-`
 * (`X Api Key` → `X-Api-Key`), for the fix in a message.
 * @returns the suggestion, or `null` when nothing of `name` is left
 */
export function fieldNameSuggestion(name: string): string | null {
  const suggestion = name.replace(/[^!#$%&'*+\-.^_`|~0-9A-Za-z]+/g, '-').replace(/^-+|-+$/g, '');
  return suggestion ? suggestion : null;
}

/**
 * The first character of a field value that `fetch` refuses: NUL, CR, LF, or one above U+00FF.
 * @returns the character, or `null` when the value can be sent
 */
export function unsendableValueCharacter(value: string): string | null {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code === 0 || code === 0x0a || code === 0x0d || code > 0xff) return char;
  }
  return null;
}
