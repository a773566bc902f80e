/**
 * The API pages' markup, made once in the prebuild from the API models the compile made
 * (./api-specs.ts): every description (CommonMark) rendered to hast, and every request sample and
 * example highlighted by the MDX pages' own rehype plugins (lib/mdx/pipeline.mjs), so there is one
 * highlighting path. The API page view only turns the stored trees into elements
 * (lib/content/api-html.ts).
 *
 * Descriptions are spec text, so they are rendered as data: raw HTML is dropped (remark-rehype
 * without `allowDangerousHtml`) and a link or image whose URL the site's one link rule refuses
 * (lib/markdown/url-scheme.ts: `javascript:`, `vbscript:`, `data:`) keeps its text and loses its
 * URL. The loader already refuses such links in a spec (spec-checks.ts, at their JSON pointer);
 * this keeps a model edited by hand from publishing one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import { EXIT, visit } from 'unist-util-visit';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import type { Element, ElementContent, Root } from 'hast';
import { rehypePlugins } from '../mdx/pipeline.mjs';
import type { ApiModel, ApiPageModel } from '../openapi/types';
import { exampleKey, type ApiHtml, type ApiPageCode } from '../content/api-html';
import { isSafeUrl } from '../markdown/url-scheme';

/** A language the API pages highlight. */
export type ApiCodeLanguage = 'bash' | 'javascript' | 'python' | 'json' | 'text';

const markdownProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** Drops source positions (the model keeps only what renders) and URLs with an unsafe scheme. */
function clean(nodes: ElementContent[]): ElementContent[] {
  return nodes.map((node) => {
    if (node.type !== 'element') return node.type === 'text' ? { type: 'text', value: node.value } : node;
    const properties = { ...node.properties };
    for (const key of ['href', 'src'] as const) if (typeof properties[key] === 'string' && !isSafeUrl(properties[key])) delete properties[key];
    return { type: 'element', tagName: node.tagName, properties, children: clean(node.children) };
  });
}

/** A description (CommonMark with GitHub tables and autolinks) as hast, without raw HTML or unsafe URLs. */
export function descriptionToHast(markdown: string): ElementContent[] {
  const tree = markdownProcessor.runSync(markdownProcessor.parse(markdown)) as Root;
  return clean(tree.children.filter((node): node is ElementContent => node.type === 'element' || node.type === 'text'));
}

/** The MDX pages' own code path: a fenced block through the site's rehype plugins (lib/mdx/pipeline.mjs). */
const codeProcessor = unified().use(remarkParse).use(remarkRehype).use(rehypePlugins);

/**
 * Highlights code into a hast `<pre>` exactly as an MDX page's fenced block of that language is
 * highlighted: the code becomes a Markdown fence and goes through the site's rehype plugins
 * (lib/mdx/pipeline.mjs: shiki with the one configuration, then the tokens as one HTML string on
 * the `<code>`), so there is one highlighting path.
 * @throws Error when the pipeline returns no `<pre>`
 */
export async function highlightToHast(code: string, lang: ApiCodeLanguage): Promise<Element> {
  // A fence longer than any run of backticks in the code, so the code cannot close it.
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const tree = (await codeProcessor.run(codeProcessor.parse(`${fence}${lang}\n${code}\n${fence}\n`))) as Root;
  let pre: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'pre' || pre) return;
    pre = node;
    return EXIT;
  });
  if (!pre) throw new Error('the code pipeline returned no <pre> element');
  return pre;
}

/** Pretty-printed JSON for an example value (strings as they are, for text bodies). */
export function exampleText(value: unknown, mediaType: string): { code: string; lang: ApiCodeLanguage } {
  if (typeof value === 'string' && !/json/.test(mediaType)) return { code: value, lang: 'text' };
  return { code: JSON.stringify(value, null, 2), lang: 'json' };
}

/**
 * The markup {@link cachedApiHtml} rendered or read last in this process, by source (a
 * description's text; a code block's language and text), so a long-running caller (`npm run dev`)
 * renders again only the descriptions and code a spec edit changed. Each call keeps only what its
 * models use, so the memo holds one generation of the specs.
 */
interface MarkupMemo {
  markdown: Map<string, ElementContent[]>;
  code: Map<string, Promise<Element>>;
}
const emptyMemo = (): MarkupMemo => ({ markdown: new Map(), code: new Map() });
let lastMarkup = emptyMemo();

/** A code block of an operation page: where it goes in {@link ApiPageCode}, and its text. */
interface CodeSlot {
  /** A sample's index, or an example's {@link exampleKey}. */
  slot: number | string;
  code: string;
  lang: ApiCodeLanguage;
}

/** Every code block of an operation page: its request samples, then its examples. */
function codeSlots(page: ApiPageModel): CodeSlot[] {
  const op = page.operation;
  if (!op) return [];
  const slots: CodeSlot[] = op.samples.map((s, i) => ({ slot: i, code: s.code, lang: s.syntax }));
  const media = [
    ...op.responses.flatMap((r) => r.content.map((c) => [r.status, c] as const)),
    ...(op.requestBody?.content.map((c) => ['request', c] as const) ?? []),
  ];
  for (const [owner, c] of media) {
    if (c.example && owner !== 'request') slots.push({ slot: exampleKey(owner, c.mediaType), ...exampleText(c.example.value, c.mediaType) });
    for (const [i, named] of (c.examples ?? []).entries()) slots.push({ slot: exampleKey(owner, c.mediaType, i), ...exampleText(named.value, c.mediaType) });
  }
  return slots;
}

const codeKey = ({ code, lang }: CodeSlot) => `${lang}\0${code}`;

/**
 * The samples and examples of an operation page, highlighted (from `memo.previous` when it holds
 * them; what is used goes to `memo.next`); `undefined` for an info page.
 */
export async function pageCode(
  page: ApiPageModel,
  memo: { previous: MarkupMemo; next: MarkupMemo } = { previous: emptyMemo(), next: emptyMemo() },
): Promise<ApiPageCode | undefined> {
  if (!page.operation) return undefined;
  const code: ApiPageCode = { samples: [], examples: {} };
  for (const slot of codeSlots(page)) {
    const key = codeKey(slot);
    const tree = memo.previous.code.get(key) ?? memo.next.code.get(key) ?? highlightToHast(slot.code, slot.lang);
    memo.next.code.set(key, tree);
    if (typeof slot.slot === 'number') code.samples[slot.slot] = await tree;
    else code.examples[slot.slot] = await tree;
  }
  return code;
}

/** Puts the markup of a model read from the cache in `memo`, by source. */
function remember(model: ApiModel, html: ApiHtml, memo: MarkupMemo): void {
  for (const [text, tree] of Object.entries(html.markdown)) memo.markdown.set(text, tree);
  for (const page of model.pages) {
    const code = html.code[page.entry.id];
    if (!code) continue;
    for (const slot of codeSlots(page)) {
      const tree = typeof slot.slot === 'number' ? code.samples[slot.slot] : code.examples[slot.slot];
      if (tree) memo.code.set(codeKey(slot), Promise.resolve(tree));
    }
  }
}

/** Every `description` string anywhere in a model (documents, operations, parameters, schemas), and each operation's summary. */
function descriptions(model: ApiModel): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key === 'description' && value.trim()) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, '');
    } else if (value && typeof value === 'object') {
      // A page's index entry holds plain text for search and meta tags, never rendered as Markdown.
      for (const [k, v] of Object.entries(value)) if (k !== 'entry') walk(v, k);
    }
  };
  walk(model, '');
  for (const page of model.pages) if (page.operation?.summary?.trim()) found.add(page.operation.summary);
  return found;
}

/**
 * The markup of the API pages of some models. Descriptions and code this process rendered in its
 * previous call are reused, not rendered again.
 */
export async function renderApiHtml(models: ApiModel[], next: MarkupMemo = emptyMemo()): Promise<ApiHtml> {
  const html: ApiHtml = { markdown: {}, code: {} };
  const memo = { previous: lastMarkup, next };
  for (const model of models) {
    for (const text of descriptions(model)) {
      const tree = html.markdown[text] ?? memo.previous.markdown.get(text) ?? descriptionToHast(text);
      html.markdown[text] = tree;
      memo.next.markdown.set(text, tree);
    }
    for (const page of model.pages) {
      const code = await pageCode(page, memo);
      if (code) html.code[page.entry.id] = code;
    }
  }
  return html;
}

/**
 * {@link renderApiHtml}, kept in `<cacheDir>/<key>.json` between builds, one file per model: the key
 * is the SHA-256 of the model and of `fingerprint` (the compiler's own files), so an unchanged spec
 * is not rendered again when another one changes. Other files in the folder are removed.
 */
export async function cachedApiHtml(models: ApiModel[], cacheDir: string, fingerprint: string): Promise<ApiHtml> {
  const html: ApiHtml = { markdown: {}, code: {} };
  const keep = new Set<string>();
  const next = emptyMemo();
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const model of models) {
    const name = `${createHash('sha256').update(fingerprint).update('\0').update(JSON.stringify(model)).digest('hex')}.json`;
    const file = path.join(cacheDir, name);
    keep.add(name);
    let part: ApiHtml;
    try {
      part = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiHtml;
      remember(model, part, next);
    } catch {
      part = await renderApiHtml([model], next);
      // Written whole, then renamed: a build running beside this one never reads half a file.
      fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(part));
      fs.renameSync(`${file}.${process.pid}.tmp`, file);
    }
    for (const [text, tree] of Object.entries(part.markdown)) html.markdown[text] ??= tree;
    Object.assign(html.code, part.code);
  }
  for (const name of fs.readdirSync(cacheDir)) if (!keep.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
  lastMarkup = next;
  return html;
}
