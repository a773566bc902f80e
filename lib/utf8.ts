/** The outcome of {@link decodeUtf8}. */
export type Utf8Result = { ok: true; text: string } | { ok: false; line: number; message: string };

/**
 * Decodes a content file as strict UTF-8 (WHATWG Encoding: `TextDecoder` with `fatal: true`), so
 * bytes in another encoding (Latin-1 `é` = 0xE9, Windows-1252 quotes) fail instead of turning into
 * U+FFFD on the page. On failure it names the line (1-based) of the first invalid byte.
 *
 * @param bytes - the file's bytes
 */
export function decodeUtf8(bytes: Uint8Array): Utf8Result {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // The longest prefix that decodes (an unfinished sequence at its end is allowed in stream mode).
    let good = 0;
    let bad = bytes.length;
    while (bad - good > 1) {
      const mid = (good + bad) >> 1;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
        good = mid;
      } catch {
        bad = mid;
      }
    }
    // The sequence that broke starts at its lead byte (0xC0 and up), up to 3 bytes back.
    let offset = bad - 1;
    for (let k = 1; k <= 3 && offset - k >= 0; k++) {
      const byte = bytes[offset - k]!;
      if (byte >= 0xc0) {
        offset -= k;
        break;
      }
      if (byte < 0x80) break;
    }
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    const hex = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
    return { ok: false, line, message: `not valid UTF-8 (byte 0x${hex}): save the file as UTF-8.` };
  }
}
