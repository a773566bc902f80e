import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { CodeBlock } from './code-block';
import { Code } from './code';
import { Tabs, TabItem } from './tabs';
import { Cards, Card } from './cards';
import { SmartLink } from '@/components/ui/smart-link';
import type { MDX_COMPONENT_NAMES } from '@/lib/mdx/allow-list';
import { apiComponents } from '@/components/openapi/api-components';

const allowed: Record<(typeof MDX_COMPONENT_NAMES)[number], MDXComponents[string]> = {
  Admonition,
  Tabs,
  TabItem,
  Cards,
  Card,
};

/**
 * The components MDX renders with: the allow-list, the API pages' components, plus `a`, `pre`, `code` and `table` overrides. Tables
 * scroll sideways on narrow screens, so they take keyboard focus (WCAG 2.1.1, axe
 * `scrollable-region-focusable`), like shiki's `<pre tabindex="0">`.
 */
export const mdxComponents: MDXComponents = {
  ...allowed,
  // Only generated API pages can name these: the content compile refuses them anywhere else.
  ...apiComponents,
  a: ({ href = '', ...rest }) => <SmartLink href={href} {...rest} />,
  pre: CodeBlock as MDXComponents['pre'],
  code: Code as MDXComponents['code'],
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must take keyboard focus to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable).
  table: (props) => <table tabIndex={0} {...props} />,
};
