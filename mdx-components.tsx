import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from '@/components/mdx';

/** Required by @next/mdx: the components every MDX page renders with (the allow-list). */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...components, ...mdxComponents };
}
