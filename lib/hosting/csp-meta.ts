import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { htmlFiles } from '../export/html-files';
import { pagePolicy, serializeCsp, type HostingConfig } from './header-policy';

/** The tag {@link addCspMeta} adds; matched to replace it when the step runs twice on one export. */
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The CSP hash source of each inline `<script>` (one without `src`) of a page, in document order:
 * `'sha256-<base64>'` of the script's text as UTF-8 (CSP3 § 8.4, hash of the element's raw text).
 * Parsed with htmlparser2, whose script content is raw text, as in a browser.
 * @param html - a complete HTML document
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
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
        hashes.push(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return hashes;
}

/** API reference pages (`api/<spec>/…` in the export) hold the Try-it console. */
const isApiPage = (file: string) => /^api\/[^/]+\/[^/]+\.html$/.test(file.split(path.sep).join('/'));

/**
 * The page with a `<meta http-equiv="Content-Security-Policy">` holding its complete policy
 * (header-policy.ts `pagePolicy`, with the hashes of its inline scripts), added as the first child
 * of `<head>`, or right after `<meta charSet>` when the head starts with it (the charset must stay
 * within the document's first 1024 bytes). An earlier tag of this step is replaced.
 * @param file - the page's path relative to the export (`api/nildb/x.html`), for the error message
 *   and to know an API reference page
 * @throws Error when the page has no `<head>` or a `<script>` would come before the policy
 */
export function withCspMeta(html: string, config: HostingConfig, file = 'page'): string {
  const page = html.replace(CSP_META, '');
  const head = /<head(?:\s[^>]*)?>(<meta charSet="utf-8"\/>)?/i.exec(page);
  if (!head) throw new Error(`${file}: no <head> to add the Content-Security-Policy <meta> to. Every exported page is a full HTML document; check the layout.`);
  const at = head.index + head[0].length;
  if (/<script/i.test(page.slice(0, at))) throw new Error(`${file}: a <script> comes before <head>'s first child; the CSP <meta> must precede every script.`);
  const content = serializeCsp(pagePolicy(config, inlineScriptHashes(page), { tryIt: isApiPage(file) }));
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${page.slice(at)}`;
}

/**
 * Adds the CSP `<meta>` ({@link withCspMeta}) to every HTML file of an export, in place. Runs after
 * every other change to the HTML, so each hash matches the script a reader gets.
 * @param outDir - the export folder
 * @returns pages changed and the number of distinct inline-script hashes
 */
export function addCspMeta(outDir: string, config: HostingConfig): { pages: number; hashes: number } {
  const hashes = new Set<string>();
  const files = htmlFiles(outDir);
  for (const file of files) {
    const full = path.join(outDir, file);
    const html = withCspMeta(fs.readFileSync(full, 'utf8'), config, file);
    for (const h of inlineScriptHashes(html)) hashes.add(h);
    fs.writeFileSync(full, html);
  }
  return { pages: files.length, hashes: hashes.size };
}
