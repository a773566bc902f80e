/**
 * The landing page's sections and its most-used entry points: read by `app/page.tsx` (cards) and
 * by its Markdown twin (`out/index.md`, lib/markdown/page-markdown.ts), so both list the same links.
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

/** The heading of the landing page's second screen. */
export const HOME_ENTRY_POINTS_HEADING = 'Most-used pages';

/** A page readers open most, shown on the landing page's second screen. */
export interface HomeEntryPoint extends HomeSection {
  /** What kind of page it is (Guide, API, Reference…), shown above its title. */
  kind: string;
}

/**
 * The most-used entry points: the guides, API references and references most readers come for,
 * each one click from the landing page. Every href is a page of the site (the export's link check
 * fails on one that is not).
 */
export const homeEntryPoints: HomeEntryPoint[] = [
  {
    kind: 'Guide',
    title: 'Store and query secret data',
    href: '/build/secretVault-secretDataAnalytics/upload-retrieve',
    text: 'Upload secret-shared records to every nilDB node, read them back and run registered queries, in TypeScript or Python.',
  },
  {
    kind: 'Guide',
    title: 'Private chat with SecretLLM',
    href: '/build/secretLlm/usage',
    text: 'List the models a nilAI node serves and send a private chat completion from Python, Node.js or curl.',
  },
  {
    kind: 'API',
    title: 'nilDB API',
    href: '/api/nildb/overview',
    text: 'Bearer tokens per node and every endpoint of the nilDB REST API, grouped by purpose.',
  },
  {
    kind: 'API',
    title: 'nilAI API',
    href: '/api/nilai/overview',
    text: 'The REST API behind SecretLLM: base URL, API key authentication, its endpoints and errors.',
  },
  {
    kind: 'Client',
    title: 'TypeScript client',
    href: '/js-client',
    text: 'Install the client packages, create a client against a local devnet and wrap a React app in NillionProvider.',
  },
  {
    kind: 'Client',
    title: 'Python client',
    href: '/python-client',
    text: 'The nillion-client package: install it, its core objects and how payments work.',
  },
  {
    kind: 'Reference',
    title: 'Nada language',
    href: '/nada-lang',
    text: "Nillion's typed language for MPC programs on nilVM: a program's anatomy, types and operations.",
  },
  {
    kind: 'Examples',
    title: 'Nada by Example',
    href: '/nada-by-example',
    text: 'Short, runnable Nada programs, each with a test file and the commands to run it.',
  },
  {
    kind: 'Testnet',
    title: 'Get testnet NIL',
    href: '/guide-testnet-faucet',
    text: 'Request free testnet NIL from the faucet into your Keplr wallet.',
  },
];
