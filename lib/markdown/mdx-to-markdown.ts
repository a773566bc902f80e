/**
 * MDX tree → clean Markdown of the page as a reader sees it.
 *
 * Input is the tree of the site's remark stage (lib/compile/compile-page.ts): platform values
 * are already substituted and `:::type[Title]` fences are already `<Admonition type title>` JSX.
 * Each allow-listed component (lib/mdx/allow-list.ts) becomes its Markdown equivalent:
 * - `<Admonition>` → a blockquote opening with a bold label (`**Tip: Title**`, or `**Tip**`);
 * - `<Tabs>` → one heading per `<TabItem>` (its label), one level below the enclosing section;
 *   headings inside a tab move down so they stay below the tab's heading;
 * - `<Cards>` → a list of links (`[Title](url) (badge): text`), a card without `href` as plain text;
 *   a card without a body takes its text from `cardText` (the target page's description);
 * - `<details>` → its `<summary>` as a bold line, then the body; `<kbd>` → inline code;
 *   `<sub>`/`<sup>` → their text; `<br>` → a line break;
 * - code blocks keep their language and `title="…"` (line-highlight meta is dropped);
 * - a `:cite[…]` citation (lib/mdx/remark-citations.ts) → ` ([source](url))` after its sentence.
 * Site-relative links become absolute URLs, so the Markdown works outside the site.
 * Serialised with mdast-util-to-markdown + GFM (tables, strikethrough, task lists).
 */
import type { BlockContent, Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toString as mdastToString } from 'mdast-util-to-string';
import { defaultTitles, type AdmonitionType } from '../mdx/allow-list';
import { ContentError } from '../content/types';

/** Options for {@link mdxTreeToMarkdownNodes}. */
export interface MdxToMarkdownOptions {
  /** Source path for error messages (`content/nilup.mdx`). */
  file: string;
  /** Maps a link as written to the URL to print; site routes (`/foo`) should become absolute. */
  resolveUrl: (url: string) => string;
  /**
   * Text for a `<Card href>` written without a body, given its href as written (the linked
   * page's description; see lib/chrome/card-target.ts). Without it such a card is just its link.
   */
  cardText?: (href: string) => string | undefined;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

interface Context {
  options: MdxToMarkdownOptions;
  /** Depth of the section being written (1 = the page title). */
  depth: number;
  /** Levels added to authored headings (inside a tab, so they sit below the tab's heading). */
  shift: number;
}

/** Serialisation settings shared by every Markdown file the site writes. */
const TO_MARKDOWN: ToMarkdownOptions = {
  // Unpadded tables: padding a wide column repeats spaces on every row, for no reader.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  rule: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  resourceLink: true,
};

/** Serialises mdast (already free of MDX nodes) to Markdown text ending in one newline. */
export function serializeMarkdown(root: Root): string {
  return `${toMarkdown(root, TO_MARKDOWN).trimEnd()}\n`;
}

/**
 * Converts the children of an MDX page tree into plain mdast (no JSX left).
 * @throws ContentError naming the file and line for JSX outside the allow-list, MDX expressions
 *   or ESM, and `<Tabs>` children that are not `<TabItem value>` (the rules of components/mdx).
 */
export function mdxTreeToMarkdownNodes(tree: Root, options: MdxToMarkdownOptions): RootContent[] {
  return flow(tree.children, { options, depth: 1, shift: 0 });
}

/** Converts a list of flow (block) nodes, tracking the current section depth in `ctx`. */
function flow(nodes: RootContent[], ctx: Context): RootContent[] {
  return nodes.flatMap((node) => flowNode(node, ctx)).filter((n) => !(n.type === 'paragraph' && isBlank(n)));
}

function flowNode(node: RootContent, ctx: Context): RootContent[] {
  switch (node.type) {
    case 'heading': {
      const depth = Math.min(6, node.depth + ctx.shift) as Heading['depth'];
      ctx.depth = depth;
      return [{ type: 'heading', depth, children: phrasing(node.children, ctx) }];
    }
    case 'paragraph':
      return [{ type: 'paragraph', children: phrasing(node.children, ctx) }];
    case 'code': {
      // Keep the language and the file title; line highlights mean nothing in plain Markdown.
      const title = /title="[^"]*"/.exec(node.meta ?? '')?.[0] ?? null;
      return [{ type: 'code', lang: node.lang ?? null, meta: title, value: node.value }];
    }
    case 'definition':
      return [{ ...node, url: ctx.options.resolveUrl(node.url) }];
    case 'mdxJsxFlowElement':
      return jsxFlow(node, ctx);
    case 'mdxFlowExpression':
      if (isComment(node)) return [];
      throw unsupported(node, ctx, 'a `{…}` expression');
    case 'mdxjsEsm':
      throw unsupported(node, ctx, 'import/export');
    case 'blockquote':
    case 'list':
    case 'listItem':
      // Nested blocks keep their own section depth: headings cannot live inside them.
      return [{ ...node, children: flow(node.children, { ...ctx }) } as RootContent];
    case 'table':
      return [
        {
          ...node,
          children: node.children.map((row) => ({
            ...row,
            children: row.children.map((cell) => ({ ...cell, children: phrasing(cell.children, ctx) })),
          })),
        },
      ];
    case 'yaml':
      return [];
    default:
      return [node];
  }
}

/** A `{/* comment *\/}`: an expression whose ESTree holds no statement (the content rules allow only these). */
const isComment = (node: { data?: { estree?: { body: unknown[] } | null } }) => node.data?.estree?.body.length === 0;

function phrasing(nodes: PhrasingContent[], ctx: Context): PhrasingContent[] {
  return nodes.flatMap((node) => phrasingNode(node, ctx));
}

function phrasingNode(node: PhrasingContent, ctx: Context): PhrasingContent[] {
  switch (node.type) {
    case 'link':
      return [{ ...node, url: ctx.options.resolveUrl(node.url), children: phrasing(node.children, ctx) }];
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'linkReference':
      return [{ ...node, children: phrasing(node.children, ctx) } as PhrasingContent];
    case 'mdxJsxTextElement':
      return jsxPhrasing(node, ctx);
    case 'mdxTextExpression':
      if (isComment(node)) return [];
      throw unsupported(node, ctx, 'a `{…}` expression');
    case 'citation':
      // A claim's source link, after the sentence it supports: ` ([source](https://github.com/…#L3-L9))`.
      return node.url
        ? [
            { type: 'text', value: ' (' },
            { type: 'link', url: node.url, children: [{ type: 'text', value: 'source' }] },
            { type: 'text', value: ')' },
          ]
        : [];
    default:
      return [node];
  }
}

/** Inline HTML-like elements, shared by the flow and phrasing paths. */
function inlineElement(node: Jsx, ctx: Context): PhrasingContent[] | null {
  switch (node.name) {
    case 'br':
      return [{ type: 'break' }];
    case 'kbd':
      return [{ type: 'inlineCode', value: mdastToString(node) }];
    case 'sub':
    case 'sup':
      return phrasing(asPhrasing(node.children), ctx);
    default:
      return null;
  }
}

function jsxPhrasing(node: MdxJsxTextElement, ctx: Context): PhrasingContent[] {
  const inline = inlineElement(node, ctx);
  if (inline) return inline;
  if (node.name === 'Card') return cardPhrasing(node, ctx);
  if (node.name === 'ApiMethod') return [{ type: 'inlineCode', value: stringAttr(node, 'method') ?? '' }];
  throw unsupported(node, ctx, `<${node.name ?? ''}>`);
}

function jsxFlow(node: MdxJsxFlowElement, ctx: Context): RootContent[] {
  switch (node.name) {
    case 'Admonition':
      return [admonition(node, ctx)];
    case 'Tabs':
      return tabs(node, ctx);
    case 'Cards':
      return [cardList(findCards(node.children as Nodes[]), ctx)];
    case 'Card':
      return [cardList([node], ctx)];
    case 'details':
      return details(node, ctx);
    default: {
      const api = apiFlow(node, ctx);
      if (api) return api;
      const inline = inlineElement(node, ctx);
      if (inline) return [{ type: 'paragraph', children: inline }];
      throw unsupported(node, ctx, `<${node.name ?? ''}>`);
    }
  }
}

/**
 * The components of the generated API pages (lib/mdx/allow-list.ts `API_ATTRIBUTES`): facts become
 * a line of text, parameters and properties a nested list; `null` for any other name.
 */
function apiFlow(node: MdxJsxFlowElement, ctx: Context): RootContent[] | null {
  const attr = (name: string) => stringAttr(node, name);
  const flag = (name: string) => hasFlag(node, name);
  const children = () => flow(node.children as RootContent[], { ...ctx });
  const item = (child: RootContent, head: PhrasingContent[]): ListItem => ({
    type: 'listItem',
    spread: false,
    children: [{ type: 'paragraph', children: head }, ...(flow(((child as MdxJsxFlowElement).children ?? []) as RootContent[], { ...ctx }) as BlockContent[])],
  });
  const items = (name: string, head: (child: MdxJsxFlowElement) => PhrasingContent[]): List => ({
    type: 'list',
    ordered: false,
    spread: false,
    children: (node.children as RootContent[])
      .filter((c): c is MdxJsxFlowElement => c.type === 'mdxJsxFlowElement' && c.name === name)
      .map((c) => item(c, head(c))),
  });
  const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
  switch (node.name) {
    case 'ApiLead':
    case 'ApiFields':
      return children();
    case 'ApiTryIt':
      return [];
    case 'ApiEndpoint':
      return [
        { type: 'paragraph', children: [code(`${attr('method')} ${attr('path')}`), ...(flag('webhook') ? [text(' (webhook)')] : [])] },
        ...(attr('url') ? [{ type: 'paragraph', children: [text('Full URL: '), code(attr('url')!)] } satisfies Paragraph] : []),
      ];
    case 'ApiBodyMeta':
      return [{ type: 'paragraph', children: [text(`${flag('required') ? 'Required. ' : ''}Media type: `), code(attr('media') ?? '')] }];
    case 'ApiVersions':
      return [{ type: 'paragraph', children: [text(`${attr('version') ? `Version ${attr('version')}. ` : ''}OpenAPI ${attr('openapi') ?? ''}`)] }];
    case 'ApiSchema':
      return [
        { type: 'paragraph', children: [text('Type: '), code(attr('type') ?? 'any'), ...(attr('name') ? [text(` (${attr('name')})`)] : [])] },
        ...children(),
      ];
    case 'ApiProperties':
      return [
        items('ApiProperty', (c) => {
          const type = stringAttr(c, 'type');
          return [code(stringAttr(c, 'name') ?? ''), text(` (${[type, hasFlag(c, 'required') ? 'required' : 'optional'].filter(Boolean).join(', ')})`)];
        }),
      ];
    case 'ApiParameters':
      return [
        items('ApiParameter', (c) => {
          const constraints = JSON.parse(stringAttr(c, 'constraints') ?? '[]') as string[];
          const facts = [
            stringAttr(c, 'in'),
            stringAttr(c, 'type'),
            hasFlag(c, 'required') ? 'required' : 'optional',
            hasFlag(c, 'deprecated') ? 'deprecated' : '',
            ...constraints,
          ];
          return [code(stringAttr(c, 'name') ?? ''), text(` (${facts.filter(Boolean).join(', ')})`)];
        }),
      ];
    default:
      return null;
  }
}

function admonition(node: MdxJsxFlowElement, ctx: Context): BlockContent {
  const type = stringAttr(node, 'type') ?? 'note';
  const name = defaultTitles[(Object.hasOwn(defaultTitles, type) ? type : 'note') as AdmonitionType];
  const title = stringAttr(node, 'title');
  const label: Paragraph = { type: 'paragraph', children: [strong(title ? `${name}: ${title}` : name)] };
  return { type: 'blockquote', children: [label, ...(flow(node.children as RootContent[], { ...ctx }) as BlockContent[])] };
}

function tabs(node: MdxJsxFlowElement, ctx: Context): RootContent[] {
  const depth = Math.min(6, ctx.depth + 1) as Heading['depth'];
  const out: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type === 'paragraph' && isBlank(child)) continue;
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem' || !stringAttr(child, 'value')) {
      throw new ContentError(ctx.options.file, line(child), '<Tabs> children must be <TabItem value="…" label="…">.');
    }
    const label = stringAttr(child, 'label') ?? stringAttr(child, 'value')!;
    const body = child.children as RootContent[];
    // Authored headings in the tab go at least one level below the tab's own heading.
    const minDepth = Math.min(7, ...body.filter((n): n is Heading => n.type === 'heading').map((h) => h.depth));
    const shift = ctx.shift + Math.max(0, depth + 1 - (minDepth + ctx.shift));
    out.push({ type: 'heading', depth, children: [text(label)] });
    out.push(...flow(body, { options: ctx.options, depth, shift }));
  }
  return out;
}

/** The `<Card>` elements under a `<Cards>`, in order (they may sit in flow or inside paragraphs). */
function findCards(nodes: Nodes[]): Jsx[] {
  const cards: Jsx[] = [];
  for (const node of nodes) {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Card') cards.push(node);
    else if ('children' in node) cards.push(...findCards(node.children as Nodes[]));
  }
  return cards;
}

function cardList(cards: Jsx[], ctx: Context): BlockContent {
  return bulletList(cards.map((card) => cardPhrasing(card, ctx)));
}

/** A tight bullet list, one paragraph per item. */
export function bulletList(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] })),
  };
}

/** `[Title](url) (badge): text` — or `Title (badge): text` for a disabled card without `href`. */
function cardPhrasing(card: Jsx, ctx: Context): PhrasingContent[] {
  const title = stringAttr(card, 'title') ?? '';
  const href = stringAttr(card, 'href');
  const badge = stringAttr(card, 'badge');
  const out: PhrasingContent[] = [href ? { type: 'link', url: ctx.options.resolveUrl(href), children: [text(title)] } : text(title)];
  if (badge) out.push(text(` (${badge})`));
  const body = trimPhrasing(phrasing(asPhrasing(card.children), ctx));
  if (body.length) out.push(text(': '), ...body);
  else if (href) {
    // The text `cardText` gives a body-less card, its failure reported at the card's file:line.
    let fallback: string | undefined;
    try {
      fallback = ctx.options.cardText?.(href);
    } catch (error) {
      throw new ContentError(ctx.options.file, line(card), error instanceof Error ? error.message : String(error));
    }
    if (fallback) out.push(text(`: ${fallback}`));
  }
  return out;
}

function details(node: MdxJsxFlowElement, ctx: Context): RootContent[] {
  let summary = '';
  const withoutSummary = (nodes: Nodes[]): Nodes[] =>
    nodes.flatMap((n): Nodes[] => {
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === 'summary') {
        summary ||= mdastToString(n).trim();
        return [];
      }
      return 'children' in n && n.type === 'paragraph' ? [{ ...n, children: withoutSummary(n.children) as PhrasingContent[] }] : [n];
    });
  const body = withoutSummary(node.children as Nodes[]) as RootContent[];
  const label: RootContent[] = summary ? [{ type: 'paragraph', children: [strong(summary)] }] : [];
  return [...label, ...flow(body, { ...ctx })];
}

/** Children of a JSX element as phrasing: paragraphs are joined with a space. */
function asPhrasing(children: Jsx['children']): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const child of children as Nodes[]) {
    if (child.type === 'paragraph') {
      if (out.length) out.push(text(' '));
      out.push(...child.children);
    } else {
      out.push(child as PhrasingContent);
    }
  }
  return out;
}

/** Collapses the whitespace JSX indentation leaves in text, and trims the ends. */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = nodes.map((n) => (n.type === 'text' ? text(n.value.replace(/\s+/g, ' ')) : n));
  const first = out[0];
  if (first?.type === 'text') out[0] = text(first.value.trimStart());
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = text(last.value.trimEnd());
  return out.filter((n) => !(n.type === 'text' && n.value === ''));
}

/** Whether a boolean attribute is set: written bare (`required`) or with any value but `"false"`. */
function hasFlag(node: Jsx, name: string): boolean {
  return node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name && a.value !== 'false');
}

function stringAttr(node: Jsx, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

const isBlank = (node: Paragraph) => node.children.every((c) => c.type === 'text' && !c.value.trim());

const text = (value: string): Text => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const line = (node: Nodes) => node.position?.start.line;

const unsupported = (node: Nodes, ctx: Context, what: string) =>
  new ContentError(ctx.options.file, line(node), `${what} has no Markdown equivalent: use only the components in CONTRIBUTING.md § Markdown and components.`);
