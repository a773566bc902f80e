/**
 * The JSX names content may use (CONTRIBUTING.md § Markdown and components). The MDX lint rejects
 * anything else with file:line; `components/mdx/index.tsx` maps each name to its component.
 * `Admonition` is produced from `:::type` fences, not written by hand.
 */
export const MDX_COMPONENT_NAMES = ['Admonition', 'Tabs', 'TabItem', 'Cards', 'Card'] as const;

/** Plain HTML elements content may write as JSX. */
export const MDX_HTML_ELEMENTS = ['details', 'summary', 'br', 'kbd', 'sub', 'sup'] as const;
