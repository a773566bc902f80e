/**
 * The JSX names content may use (CONTRIBUTING.md § Markdown and components). The MDX lint rejects
 * anything else with file:line; `components/mdx/index.tsx` maps each name to its component, and the
 * Markdown export (lib/markdown/mdx-to-markdown.ts) turns each into its Markdown equivalent.
 * `Admonition` is produced from `:::type` fences, not written by hand.
 */
export const MDX_COMPONENT_NAMES = ['Admonition', 'Tabs', 'TabItem', 'Cards', 'Card'] as const;

/** Plain HTML elements content may write as JSX. */
export const MDX_HTML_ELEMENTS = ['details', 'summary', 'br', 'kbd', 'sub', 'sup'] as const;

/** Every JSX name content may write: the components and the plain HTML elements. */
export const MDX_ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([...MDX_COMPONENT_NAMES, ...MDX_HTML_ELEMENTS]);

/**
 * The attributes each JSX name takes in content, and nothing else: content is data, so no event
 * handler, `style`, `dangerouslySetInnerHTML` or spread can reach a page. Values are literals
 * (a string, a number, `true`/`false`, or the bare name for `true`); the content compile refuses
 * any other attribute or value with its line (lib/compile/rules/content-is-data.ts).
 * Each component's props type (components/mdx/) takes these names.
 */
export const MDX_ATTRIBUTES: Readonly<Record<(typeof MDX_COMPONENT_NAMES)[number] | (typeof MDX_HTML_ELEMENTS)[number], readonly string[]>> = {
  Admonition: ['type', 'title'],
  Tabs: ['groupId'],
  TabItem: ['value', 'label', 'default'],
  Cards: [],
  Card: ['title', 'href', 'icon', 'badge'],
  details: ['open'],
  summary: [],
  br: [],
  kbd: [],
  sub: [],
  sup: [],
};

/**
 * The components of the API pages, which the prebuild generates from the specs in `openapi/`
 * (lib/openapi/page-source.ts); no hand-written page may use them. Each takes only the listed
 * attributes, as literals, like every content component; `components/openapi/` maps each name.
 */
export const API_ATTRIBUTES = {
  ApiLead: [],
  ApiEndpoint: ['method', 'path', 'url', 'webhook'],
  ApiTryIt: ['operation'],
  ApiParameters: [],
  ApiParameter: ['name', 'in', 'type', 'required', 'deprecated', 'constraints'],
  ApiBodyMeta: ['required', 'media'],
  ApiSchema: ['type', 'name'],
  ApiProperties: [],
  ApiProperty: ['name', 'type', 'required'],
  ApiFields: ['name'],
  ApiMethod: ['method'],
  ApiVersions: ['version', 'openapi'],
} as const satisfies Record<string, readonly string[]>;

/** The attributes each JSX name takes on a generated API page: the content components' and the API components'. */
export const API_PAGE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { ...MDX_ATTRIBUTES, ...API_ATTRIBUTES };

/** Visible title of each admonition type when no title is given (also the Markdown label). */
export const defaultTitles = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

/** Admonition types (`:::note` … `:::danger`). */
export type AdmonitionType = keyof typeof defaultTitles;
