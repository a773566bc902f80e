/**
 * Moves each exported page's inline React Server Components payload (the `self.__next_f.push(…)`
 * scripts Next.js writes at the end of every App Router page) into one content-hashed file under
 * `_next/static/rsc/`, loaded by a classic `<script src>` in place of the first of them.
 *
 * Why: the payload repeats the page's content as React element data, so a long page's HTML was
 * twice its content (issue 11 budget: doc page HTML ≤ 20 KB gzip; the longest pages were 26 KB).
 * Next.js has no option to leave it out of the HTML. The document is now the HTML alone; the
 * payload is fetched as soon as the preload scanner sees its tag, in parallel with the page's code.
 *
 * Why a parser-blocking script and not `defer` (next/dist/client/app-index.js, Next.js 16): the
 * client closes the payload stream on `DOMContentLoaded`, or at once when its code runs after
 * `document.readyState` left 'loading'. Parsing ends (readyState 'interactive') before deferred
 * scripts run, so with `defer` the framework could close the stream before a slow payload arrived
 * (React error 412). A classic script at the end of the body keeps readyState at 'loading' until the
 * payload has run; everything above it is already parsed and can be painted. (`fetchpriority="low"`
 * was measured and dropped: Lighthouse's simulation then paints earlier, which moves the framework's
 * start-up work into the blocking-time window; mobile performance fell from 95–97 to 92–94.) The
 * inline bootstrap
 * `(self.__next_f=self.__next_f||[]).push([0])` stays in the HTML, before it. Client navigations
 * are untouched (they fetch the route's `.txt` files). The browser tests run on the rewritten
 * export, including with a slow payload (tests/e2e/rsc-payload.test.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';

/** Folder below the export where the payload files go (served like Next.js's other hashed assets). */
export const RSC_PAYLOAD_DIR = '_next/static/rsc';

/** An inline payload chunk as React/Next.js write it: `<script>self.__next_f.push([…])</script>`. */
const PUSH_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
/** The bootstrap script that creates `self.__next_f`; it must stay inline and come first. */
const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/** A page after {@link externalizeRscPayload}. */
export interface ExternalizedPage {
  /** The page's HTML, with a `<script src>` in place of the first payload script. */
  html: string;
  /** The payload file's content (the same `push` calls, in order), or null when the page had none. */
  script: string | null;
  /** The payload file's URL path below the export (`_next/static/rsc/<hash>.js`), or null. */
  file: string | null;
}

/**
 * Rewrites one page: removes its inline payload scripts and references them as one external file.
 * The file name is the first 16 hex digits of the SHA-256 of its content, so it can be cached
 * forever and identical payloads share a file.
 * @param html - an exported page
 * @param basePath - the site's base path (`''` or `/preview/x`; lib/site-config.ts)
 * @param page - the page's file, for error messages
 * @throws Error naming the page when a payload script is not a JSON array, when a payload comes
 *   without the bootstrap script before it, or when a bootstrap (`[0]`) appears as a payload chunk
 *   (Next.js changed its format: the fix is to update this module, not to skip the page)
 */
export function externalizeRscPayload(html: string, basePath: string, page: string): ExternalizedPage {
  const chunks: { start: number; end: number; json: string }[] = [];
  for (const match of html.matchAll(PUSH_SCRIPT)) {
    const json = match[1]!;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (error) {
      throw new Error(`${page}: an inline self.__next_f.push(…) script does not hold a JSON array (${(error as Error).message}); Next.js changed its payload format, update lib/export/rsc-payload.ts.`);
    }
    if (!Array.isArray(value) || ![1, 2, 3].includes(value[0] as number)) {
      throw new Error(`${page}: unexpected payload chunk ${JSON.stringify(value).slice(0, 40)}; Next.js changed its payload format, update lib/export/rsc-payload.ts.`);
    }
    chunks.push({ start: match.index!, end: match.index! + match[0].length, json });
  }
  if (!chunks.length) return { html, script: null, file: null };
  const bootstrap = html.indexOf(BOOTSTRAP);
  if (bootstrap === -1 || bootstrap > chunks[0]!.start) {
    throw new Error(`${page}: payload scripts without the bootstrap ${BOOTSTRAP} before them; Next.js changed its payload format, update lib/export/rsc-payload.ts.`);
  }
  // One statement per chunk: Next.js's patched push() takes a single chunk.
  const script = `${chunks.map((c) => `self.__next_f.push(${c.json});`).join('\n')}\n`;
  const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 16);
  const file = `${RSC_PAYLOAD_DIR}/${hash}.js`;
  let rewritten = '';
  let cursor = 0;
  chunks.forEach((chunk, i) => {
    rewritten += html.slice(cursor, chunk.start);
    if (i === 0) rewritten += `<script src="${basePath}/${file}"></script>`;
    cursor = chunk.end;
  });
  rewritten += html.slice(cursor);
  return { html: rewritten, script, file };
}

/** What {@link externalizeRscPayloads} did. */
export interface ExternalizeSummary {
  /** HTML pages rewritten. */
  pages: number;
  /** Payload files written (fewer than pages when payloads are identical). */
  files: number;
  /** Bytes moved out of the HTML, before compression. */
  movedBytes: number;
}

/**
 * Rewrites every HTML page of an export with {@link externalizeRscPayload} and writes the payload
 * files. Pages without inline payload (already rewritten, or plain HTML) are left as they are, so
 * running it twice changes nothing.
 * @param outDir - the export folder (`out/`)
 * @param basePath - the site's base path
 * @throws Error from {@link externalizeRscPayload}, naming the page; no page is written until all
 *   pages were rewritten without error
 */
export function externalizeRscPayloads(outDir: string, basePath: string): ExternalizeSummary {
  const results = htmlFiles(outDir).map((file) => {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    return { page: file, before: html.length, ...externalizeRscPayload(html, basePath, file) };
  });
  const files = new Set<string>();
  let movedBytes = 0;
  for (const r of results) {
    if (!r.script || !r.file) continue;
    const target = path.join(outDir, r.file);
    if (!files.has(r.file)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, r.script);
      files.add(r.file);
    }
    fs.writeFileSync(path.join(outDir, r.page), r.html);
    movedBytes += r.before - r.html.length;
  }
  return { pages: results.filter((r) => r.script).length, files: files.size, movedBytes };
}
