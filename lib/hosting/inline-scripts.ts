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
import { Parser } from 'htmlparser2';

/**
 * The text of each inline `<script>` of a page, in document order. Parsed with htmlparser2, whose
 * script content is raw text, as in a browser.
 * @param html - a complete HTML document
 */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  let inInline = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'script' || 'src' in attribs) return;
        inInline = true;
        text = '';
      },
      ontext(chunk) {
        if (inInline) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'script' || !inInline) return;
        inInline = false;
        texts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return texts;
}

const STREAM_START = '(self.__next_f=self.__next_f||[]).push([0])';
const STREAM_CHUNK = /^self\.__next_f\.push\(\[[1-3],("(?:[^"\\\n\r]|\\.)*")\]\)$/;
const TURBOPACK_CHUNKS = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);$/;

function isJson(text: string, valid: (value: unknown) => boolean): boolean {
  try {
    return valid(JSON.parse(text));
  } catch {
    return false;
  }
}

const isChunkList = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((c) => typeof c === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(c)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => Number.isInteger(id))
  );
};

/** Whether an inline script's text is one the framework emits (see the module comment). */
export function isFrameworkScript(text: string): boolean {
  if (text === STREAM_START) return true;
  const chunk = STREAM_CHUNK.exec(text);
  if (chunk) return isJson(chunk[1]!, (v) => typeof v === 'string');
  const turbopack = TURBOPACK_CHUNKS.exec(text);
  return !!turbopack && isJson(turbopack[1]!, isChunkList);
}
