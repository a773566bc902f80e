/**
 * The landing page's sections: read by `app/page.tsx` (cards) and by its Markdown twin
 * (`out/index.md`, lib/markdown/page-markdown.ts), so both list the same links.
 */
export interface HomeSection {
  title: string;
  /** Site route the card links to. */
  href: string;
  text: string;
}

/** The four entry points of the site, in the navbar's order. */
export const homeSections: HomeSection[] = [
  {
    title: 'Learn',
    href: '/what-is-nillion',
    text: 'What blind computation is, how the network is built, and which privacy technologies it combines.',
  },
  {
    title: 'Build',
    href: '/quickstart',
    text: 'Pick a product — SecretVault, SecretLLM or nilVM — and follow its guide from install to a working app.',
  },
  {
    title: 'API',
    href: '/api/overview',
    text: 'The nilDB and nilAI REST APIs: every operation with its parameters, request body, responses and samples, and a console to try it.',
  },
  {
    title: 'Community',
    href: '/community-and-support',
    text: 'Ask questions, report bugs, join the testnet and find support from other builders.',
  },
];
