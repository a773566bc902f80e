/**
 * The inline scripts of an exported page (a `<script>` without `src`), and which of them the
 * framework emits. Next.js (App Router, Turbopack) writes three kinds, recognised by their whole
 * text, never by a prefix:
 * - `(self.__next_f=self.__next_f||[]).push([0])`, which opens the React Server Components stream;
 * - `self.__next_f.push([n,"…"])`, one chunk of that stream: a single JSON string literal;
 * - `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({...})`, the runtime's chunk
 *   list: JSON naming only `static/chunks/*.js` files and numeric module ids.
 * Everything else must be one of the site's own scripts (components/layout/site-scripts.ts).
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { z } from 'zod';

/**
 * The text of each inline `<script>` of a page, in document order. Parsed with htmlparser2, whose
 * script content is raw text, as in a browser.
 * @param html - a complete HTML document
 */
export function inlineScriptTexts(html: string): string[] {
  return DomUtils.getElementsByTagName('script', parseDocument(html, { decodeEntities: true }))
    .filter((script) => !('src' in script.attribs))
    .map((script) => DomUtils.textContent(script));
}

const STREAM_START = '(self.__next_f=self.__next_f||[]).push([0])';
const STREAM_CHUNK = /^self\.__next_f\.push\(\[[1-3],("(?:[^"\\\n\r]|\\.)*")\]\)$/;
const TURBOPACK_CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);$/;

/** A stream chunk's payload: one JSON string. */
const streamChunk = z.string();
/** The Turbopack chunk list: only `static/chunks/*.js` files and numeric module ids. */
const chunkList = z.strictObject({ otherChunks: z.array(z.string().regex(/^static\/chunks\/[\w.-]+\.js$/)), runtimeModuleIds: z.array(z.int()) });

function isJson(text: string, schema: z.ZodType): boolean {
  try {
    return schema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Whether an inline script's text is one the framework emits (see the module comment). */
export function isFrameworkScript(text: string): boolean {
  if (text === STREAM_START) return true;
  const chunk = STREAM_CHUNK.exec(text);
  if (chunk) return isJson(chunk[1]!, streamChunk);
  const turbopack = TURBOPACK_CHUNKS.exec(text);
  return !!turbopack && isJson(turbopack[1]!, chunkList);
}
