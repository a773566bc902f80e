import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../export/html-files';
import { inlineScriptTexts, isFrameworkScript } from './inline-scripts';
import { pagePolicy, serializeCsp, type HostingConfig } from './header-policy';

/** The tag {@link addCspMeta} adds; matched to replace it when the step runs twice on one export. */
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** `'sha256-<base64>'` of a script's text as UTF-8 (CSP3 § 8.4, hash of the element's raw text). */
const hashSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hash sources of a page's inline scripts, in document order, after checking that each is
 * the site's own ({@link siteScripts}, known by text) or the framework's (inline-scripts.ts
 * `isFrameworkScript`, known by shape). A script of neither kind is never trusted.
 * @param html - a complete HTML document
 * @param siteScripts - the texts of the site's own inline scripts
 * @throws UnknownScriptError listing the page's other inline scripts
 */
export function inlineScriptHashes(html: string, siteScripts: ReadonlySet<string>, file = 'page'): string[] {
  const texts = inlineScriptTexts(html);
  const unknown = texts.filter((text) => !siteScripts.has(text) && !isFrameworkScript(text));
  if (unknown.length) throw new UnknownScriptError(file, unknown);
  return texts.map(hashSource);
}

/** An exported page holds an inline script that neither the site's layout nor Next.js emits. */
export class UnknownScriptError extends Error {
  override name = 'UnknownScriptError';
  constructor(file: string, scripts: string[]) {
    const shown = scripts.map((s) => JSON.stringify(s.slice(0, 60))).join(', ');
    super(
      `${file}: ${scripts.length} inline <script> not emitted by the site's layout or by Next.js, so the CSP will not trust it: ${shown}. Content cannot add scripts (CONTRIBUTING.md § Markdown and components); a layout script takes its text from components/layout/layout-scripts.ts and is listed in components/layout/site-scripts.ts.`,
    );
  }
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
 * @param siteScripts - the texts of the site's own inline scripts (components/layout/site-scripts.ts)
 * @param hashes - collects the hash sources of the page's inline scripts
 * @throws Error when the page has no `<head>` or a `<script>` would come before the policy;
 *   {@link UnknownScriptError} when it holds an inline script of neither the site nor the framework
 */
export function withCspMeta(html: string, config: HostingConfig, siteScripts: ReadonlySet<string>, file = 'page', hashes?: Set<string>): string {
  const page = html.replace(CSP_META, '');
  const head = /<head(?:\s[^>]*)?>(<meta charSet="utf-8"\/>)?/i.exec(page);
  if (!head) throw new Error(`${file}: no <head> to add the Content-Security-Policy <meta> to. Every exported page is a full HTML document; check the layout.`);
  const at = head.index + head[0].length;
  if (/<script/i.test(page.slice(0, at))) throw new Error(`${file}: a <script> comes before <head>'s first child; the CSP <meta> must precede every script.`);
  const scriptHashes = inlineScriptHashes(page, siteScripts, file);
  for (const hash of scriptHashes) hashes?.add(hash);
  const content = serializeCsp(pagePolicy(config, scriptHashes, { tryIt: isApiPage(file) }));
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${page.slice(at)}`;
}

/**
 * Adds the CSP `<meta>` ({@link withCspMeta}) to every HTML file of an export, in place. Runs after
 * every other change to the HTML, so each hash matches the script a reader gets.
 * @param outDir - the export folder
 * @param siteScripts - the texts of the site's own inline scripts
 * @returns pages changed and the number of distinct inline-script hashes
 * @throws Error naming every page that holds an inline script of neither the site nor the
 *   framework (no page is changed then)
 */
export function addCspMeta(outDir: string, config: HostingConfig, siteScripts: ReadonlySet<string>): { pages: number; hashes: number } {
  const hashes = new Set<string>();
  const files = htmlFiles(outDir);
  const pages = new Map<string, string>();
  const unknown: UnknownScriptError[] = [];
  for (const file of files) {
    try {
      pages.set(file, withCspMeta(fs.readFileSync(path.join(outDir, file), 'utf8'), config, siteScripts, file, hashes));
    } catch (error) {
      if (!(error instanceof UnknownScriptError)) throw error;
      unknown.push(error);
    }
  }
  if (unknown.length) throw new Error(unknown.map((e) => e.message).join('\n'));
  for (const [file, html] of pages) fs.writeFileSync(path.join(outDir, file), html);
  return { pages: files.length, hashes: hashes.size };
}
