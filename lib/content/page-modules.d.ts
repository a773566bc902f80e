// Content pages compile through @next/mdx: `.mdx` and `.md` modules default-export the page component.
declare module '*.mdx' {
  import type { MDXContent } from 'mdx/types';
  const Content: MDXContent;
  export default Content;
}
declare module '*.md' {
  import type { MDXContent } from 'mdx/types';
  const Content: MDXContent;
  export default Content;
}
