import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';

/** Thrown when a page's compiled module cannot be rendered. */
export class DocModuleError extends Error {
  override name = 'DocModuleError';
}

/**
 * The page component of a compiled MDX module (its default export), rendered with the site's
 * components (`components`: the allow-list and the element overrides).
 * @param mod - the page's compiled module (its loader in the compiled content model)
 * @param file - the source file, for the message (`content/foo.mdx`)
 * @throws DocModuleError naming the file when there is no default export component
 */
export function docComponent(mod: unknown, file: string): ComponentType<{ components: MDXComponents }> {
  const component = (mod as { default?: unknown } | null)?.default;
  if (typeof component !== 'function') {
    throw new DocModuleError(
      `Doc page ${file} has no default export (got ${component === undefined ? 'undefined' : typeof component}). ` +
        'An MDX file compiles to a default-exported component: check that the file is MDX and that no `export default` in it replaces the page.',
    );
  }
  return component as ComponentType<{ components: MDXComponents }>;
}
