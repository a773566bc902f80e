/**
 * The four sidebars as typed data, and their resolution against the content
 * index. Resolution validates: every `doc` item names an existing content id, every category has
 * items or a link, every item has something to link to; a lookup of an unknown sidebar id throws.
 */
import type { ContentEntry, ContentIndex } from './types';

/** A sidebar item as declared. */
export type SidebarItemConfig =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'category'; label: string; link?: string; collapsed?: boolean; items: SidebarItemConfig[] }
  | { type: 'link'; label: string; href: string }
  | { type: 'title'; label: string }
  /**
   * Expands to one category per published spec (`openapi/<name>.yaml|json`, in sidebar order),
   * labelled with the spec's `info.title` and opening the hand-written `api/<name>/overview` page
   * when it exists (else the spec's info page); inside it the info page, then one category per
   * OpenAPI tag listing that tag's operations.
   */
  | { type: 'api-specs' };

/** A page without its one place in the sidebars, at line 1 of its file (the model's problem shape). */
interface Problem {
  file: string;
  line: number;
  severity: 'error';
  message: string;
}

/** The ids of the four sidebars. */
export type SidebarId = 'docs' | 'nilvm' | 'examples' | 'api';

const doc = (id: string, label?: string): SidebarItemConfig => (label ? { type: 'doc', id, label } : { type: 'doc', id });
const link = (label: string, href: string): SidebarItemConfig => ({ type: 'link', label, href });
const title = (label: string): SidebarItemConfig => ({ type: 'title', label });
const category = (label: string, items: SidebarItemConfig[], options: { link?: string; collapsed?: boolean } = {}): SidebarItemConfig => ({
  type: 'category',
  label,
  items,
  ...options,
});

const NBE = 'nada-by-example';
const NBE_GH = 'https://github.com/NillionNetwork';

/** The four sidebars by id: docs, nilvm, examples, api. */
export const sidebarConfigs: Record<SidebarId, SidebarItemConfig[]> = {
  docs: [
    title('Learn'),
    doc('welcome', 'Welcome'),
    doc('what-is-nillion'),
    doc('learn/products'),
    doc('learn/use-cases'),
    doc('learn/architecture'),
    doc('learn/protocols'),
    category('Privacy Technology', [doc('high-value-data'), doc('multi-party-computation'), doc('nillions-mpc-protocol'), doc('glossary')], {
      collapsed: true,
    }),
    doc('technical-reports-and-demos'),
    title('Build'),
    doc('quickstart', 'Getting Started'),
    category('SecretVault & SecretDataAnalytics', [
      doc('build/secretVault-secretDataAnalytics/overview', 'Overview'),
      doc('build/secretVault-secretDataAnalytics/access'),
      doc('build/secretVault-secretDataAnalytics/generate-tokens'),
      doc('build/secretVault-secretDataAnalytics/encryption'),
      doc('build/secretVault-secretDataAnalytics/upload-retrieve'),
      // The page itself lives in the API sidebar; a page belongs to one sidebar only.
      link('API Reference', '/api/nildb/overview'),
      link('Examples', `${NBE_GH}/blind-module-examples/tree/main/nildb`),
    ]),
    category(
      'SecretLLM',
      [
        doc('build/secretLlm/overview', 'Overview'),
        doc('build/secretLlm/access', 'Access'),
        doc('build/secretLlm/usage', 'Usage'),
        link('API Reference', '/api/nilai/overview'),
        link('Examples', `${NBE_GH}/blind-module-examples/tree/main/nilai`),
      ],
      { link: 'build/secretLlm/overview' },
    ),
    category('SecretSigning', [], { link: 'build/secretSigning/overview' }),
    doc('build/blind-modules'),
    // Opens the nilVM sidebar, where the page lives.
    link('nilVM and Nada', '/start-building'),
    title('Community'),
    doc('community-and-support'),
    doc('showcase'),
    doc('first-steps'),
    category('Testnet Guides', [doc('guide-testnet-connect'), doc('guide-testnet-faucet'), doc('guide-testnet-tx')], {
      link: 'testnet-guides',
    }),
    /** Ended events and campaigns: kept at their routes, collapsed at the end, out of the main flow. */
    category('Archive', [doc('data-wars'), doc('hacker-house-goa'), doc('hacker-house-goa-windows'), doc('nucleus-builders-program')], { collapsed: true }),
  ],
  nilvm: [
    title('nilVM'),
    doc('start-building'),
    category('Key Concepts', [doc('network'), doc('permissions')], { link: 'concepts', collapsed: true }),
    doc('network-configuration'),
    category('Blind App Quickstart', [doc('quickstart-install'), doc('quickstart-nada'), doc('quickstart-blind-app'), doc('quickstart-testnet')], {
      link: 'quickstart-old',
      collapsed: true,
    }),
    category('Store and Compute', [doc('store-secrets'), doc('retrieve-secret'), doc('compute'), doc('storage-apis')], {
      collapsed: true,
    }),
    category(
      'Nillion Clients',
      [
        category(
          'Python Client',
          [
            doc('python-quickstart'),
            doc('python-client-reference'),
            doc('threshold-signatures'),
            doc('python-client-examples'),
            link('Client Examples', `${NBE_GH}/python-examples/tree/main/examples_and_tutorials`),
          ],
          { link: 'python-client' },
        ),
        category(
          'TypeScript Client',
          [
            category(
              'Hooks',
              [doc('js-client-hooks-values'), doc('js-client-hooks-compute'), doc('js-client-hooks-permissions'), doc('js-client-hooks-other')],
              { link: 'js-client-hooks', collapsed: true },
            ),
            doc('js-quickstart'),
          ],
          { link: 'js-client' },
        ),
        doc('nillion', 'CLI Client'),
      ],
      { link: 'nillion-client', collapsed: false },
    ),
    category(
      'Nillion SDK and Tools',
      [
        doc('installation'),
        doc('nilup'),
        doc('sdk-instrumentation'),
        doc('nillion'),
        doc('nillion-devnet'),
        doc('node-key2peerid'),
        category('nada', [doc('nada-metrics', 'Nada Metrics'), doc('nada-execution-plan', 'Nada Execution Plan')], {
          link: 'nada',
        }),
        doc('pynadac'),
        doc('nada-run'),
      ],
      { link: 'nillion-sdk-and-tools' },
    ),
    category(
      'Nada Language',
      [
        doc('nada-lang-types'),
        doc('nada-lang-operators'),
        category(
          'Programming with Nada',
          [
            doc('nada-lang-tutorial-arithmetic-and-logic', 'Arithmetic and Logic'),
            doc('nada-lang-tutorial-functions', 'Functions'),
            doc('nada-lang-tutorial-lists-and-comprehensions', 'Lists and Comprehensions'),
            doc('nada-lang-tutorial-lists-and-iteration', 'Lists and Iteration'),
            doc('nada-debugging', 'Debugging'),
          ],
          { link: 'nada-lang-programs' },
        ),
        category(
          'Nada Libraries',
          [
            category(
              'nada-numpy',
              [
                doc('nada-numpy-rationals', 'Nada Rationals'),
                doc('nada-numpy-dot-product', 'Dot Product'),
                doc('nada-numpy-matrix-multiplication', 'Matrix Multiplication'),
                doc('nada-numpy-operators', 'Nada Numpy Array Operators'),
                doc('nada-numpy-array-functions', 'Nada Numpy Array Functions'),
                link('nada-numpy library', `${NBE_GH}/nada-numpy/`),
                link('nada-numpy examples', `${NBE_GH}/nada-numpy/tree/main/examples`),
              ],
              { link: 'nada-numpy-introduction' },
            ),
            category(
              'nada-ai',
              [
                doc('nada-ai-linear-model', 'Nada AI Linear Model Tutorial'),
                doc('nada-ai-neural-network', 'Nada AI Deep Learning Tutorial'),
                doc('nada-ai-reference', 'Nada AI Reference'),
                link('nada-ai library', `${NBE_GH}/nada-ai/`),
                link('nada-ai examples', `${NBE_GH}/nada-ai/tree/main/examples`),
              ],
              { link: 'nada-ai-introduction' },
            ),
            doc('nada-test', 'nada-test'),
          ],
          { link: 'nada-libraries' },
        ),
        link('Nada by Example', '/nada-by-example'),
      ],
      { link: 'nada-lang' },
    ),
    category('Nillion AIVM', [doc('aivm-supported-models'), doc('aivm-reference')], { link: 'aivm', collapsed: true }),
    doc('limitations'),
  ],
  examples: [
    title('Nada by Example'),
    doc(NBE, 'Introduction'),
    doc(`${NBE}/first-program`),
    doc('nada-by-example-quickstart', 'How to Run Examples'),
    doc(`${NBE}/debugging`),
    link('Ask a Nada Question', 'https://github.com/orgs/NillionNetwork/discussions/categories/q-a'),
    title('Nada Program Examples'),
    category(
      'Primitive Data Types',
      ['secret-data-type', 'public-data-type', 'literal-data-type'].map((id) => doc(`${NBE}/${id}`)),
      { link: `${NBE}/nada-data-types` },
    ),
    category(
      'Nada Operations',
      [
        'addition',
        'subtraction',
        'multiplication',
        'division',
        'power',
        'modulo',
        'shift-left',
        'shift-right',
        'probabilistic-truncation',
        'comparison',
        'equality',
        'not',
        'if-else',
        'reveal',
      ].map((id) => doc(`${NBE}/${id}`)),
      { link: `${NBE}/nada-operations` },
    ),
    ...[
      'list-comprehensions',
      'for-loop',
      'helper-function',
      'reduce',
      'random-number',
      'linear-scan',
      'shuffle',
      'square-root',
      'cube-root',
      'arg-max',
      'variance',
      'standard-deviation',
      'cardio-risk',
      'voting',
      'r-p-s',
    ].map((id) => doc(`${NBE}/${id}`)),
    link('Request an Example', 'https://github.com/nillionnetwork/nada-by-example/issues/new/choose'),
    title('Examples with Nada Libraries'),
    category(
      'Nada AI',
      [
        ['Linear Regression', 'linear_regression'],
        ['Neural Network', 'neural_net'],
        ['Complex Model', 'complex_model'],
        ['Time Series', 'time_series'],
        ['Spam Detection', 'spam_detection'],
        ['Convolutional Neural Network', 'conv_net'],
      ].map(([label, dir]) => link(label!, `${NBE_GH}/nada-ai/tree/main/examples/${dir}`)),
      { link: `${NBE}/nada-ai` },
    ),
    category(
      'Nada Numpy',
      [
        ['Dot Product', 'dot_product'],
        ['Matrix Multiplication', 'matrix_multiplication'],
        ['Broadcasting', 'broadcasting'],
        ['Rational Numbers', 'rational_numbers'],
      ].map(([label, dir]) => link(label!, `${NBE_GH}/nada-numpy/tree/main/examples/${dir}`)),
      { link: `${NBE}/nada-numpy` },
    ),
  ],
  api: [title('API'), doc('api/overview'), { type: 'api-specs' }],
};

/** A resolved sidebar item, ready to render. */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; href: string; method?: string }
  | { type: 'category'; label: string; href?: string; docId?: string; collapsed: boolean; items: SidebarNode[] }
  | { type: 'link'; label: string; href: string; external: boolean }
  | { type: 'title'; label: string };

/** Where a sidebar item came from, for error messages (`docs > SecretLLM > [1]`). */
type Trail = string[];

/** Thrown for invalid sidebar data; the message says where and how to fix it. */
export class SidebarError extends Error {
  override name = 'SidebarError';
  /**
   * @param docId - the content id the broken item names (a doc item's id, a category's link), so a
   *   caller can point at the line of lib/content/sidebars.ts that names it
   */
  constructor(
    message: string,
    readonly docId?: string,
  ) {
    super(message);
  }
}

const labelOf = (entry: ContentEntry) => entry.sidebarLabel ?? entry.title;

/**
 * Resolves one sidebar against the index.
 * @throws SidebarError for an unknown sidebar id, a doc id with no page, an empty category, or an
 *   item with nothing to link to.
 */
export function resolveSidebar(
  sidebarId: string,
  index: Pick<ContentIndex, 'byId' | 'entries'>,
  configs: Record<string, SidebarItemConfig[]> = sidebarConfigs,
  report?: (error: SidebarError) => void,
): SidebarNode[] {
  const config = configs[sidebarId];
  if (!config) {
    throw new SidebarError(`Unknown sidebar id "${sidebarId}". Known sidebars: ${Object.keys(configs).join(', ')} (lib/content/sidebars.ts).`);
  }
  return resolveItems(config, [sidebarId], index, report);
}

/** Resolves a list of items; with `report`, an invalid item is reported and left out instead of thrown. */
function resolveItems(
  items: SidebarItemConfig[],
  trail: Trail,
  index: Pick<ContentIndex, 'byId' | 'entries'>,
  report: ((error: SidebarError) => void) | undefined,
): SidebarNode[] {
  const out: SidebarNode[] = [];
  items.forEach((item, i) => {
    try {
      resolveItem(item, [...trail, `[${i}]`].join(' > '));
    } catch (error) {
      if (!report || !(error instanceof SidebarError)) throw error;
      report(error);
    }
  });
  return out;

  function resolveItem(item: SidebarItemConfig, where: string): void {
    switch (item.type) {
      case 'doc': {
        const entry = index.byId.get(item.id);
        if (!entry) {
          throw new SidebarError(
            `Sidebar item ${where} names doc "${item.id}", but no page content/${item.id}.mdx exists. Create the page or fix the id in lib/content/sidebars.ts.`,
            item.id,
          );
        }
        out.push({ type: 'doc', id: item.id, label: item.label ?? labelOf(entry), href: entry.route });
        return;
      }
      case 'category': {
        const here = [...trail, item.label];
        const linked = item.link ? index.byId.get(item.link) : undefined;
        if (item.link && !linked) {
          throw new SidebarError(
            `Category ${here.join(' > ')} links to doc "${item.link}", which does not exist. Create content/${item.link}.mdx or fix the link in lib/content/sidebars.ts.`,
            item.link,
          );
        }
        const children = resolveItems(item.items, here, index, report);
        if (!children.length && !linked) {
          throw new SidebarError(`Category ${here.join(' > ')} has no items and no link: add items or a "link" doc id in lib/content/sidebars.ts.`);
        }
        out.push({
          type: 'category',
          label: item.label,
          href: linked?.route,
          docId: linked?.id,
          collapsed: item.collapsed ?? false,
          items: children,
        });
        return;
      }
      case 'link': {
        if (!item.href) throw new SidebarError(`Link ${where} ("${item.label}") has no href: give it a URL or a route.`);
        out.push({ type: 'link', label: item.label, href: item.href, external: /^https?:\/\//.test(item.href) });
        return;
      }
      case 'title':
        out.push({ type: 'title', label: item.label });
        return;
      case 'api-specs':
        out.push(...apiSpecCategories(index));
        return;
      default: {
        const unknown: never = item;
        throw new SidebarError(`Sidebar item ${where} has an unknown type: ${JSON.stringify(unknown)}.`);
      }
    }
  }
}

/** The route prefix of an API page (`api/nildb/get-health-status` → `api/nildb`). */
const apiPrefix = (id: string) => id.slice(0, id.lastIndexOf('/'));

/** The sidebar label of a spec's info page when the spec has an overview page (the info page's own sections). */
const API_INFO_LABEL = 'Authentication and servers';

/**
 * One entry per spec, in the order the index holds the specs' info pages: a category labelled with
 * the info page's title (the spec's `info.title`) that opens the overview doc `<prefix>/overview`
 * when there is one, else the info page; inside it the info page (labelled
 * {@link API_INFO_LABEL}, when the overview is the category's page), then one category per tag
 * (index order) with its operations, their methods and sidebar labels (lib/openapi/sidebar-label.ts).
 */
function apiSpecCategories(index: Pick<ContentIndex, 'byId' | 'entries'>): SidebarNode[] {
  const docNode = (entry: ContentEntry, label = labelOf(entry)): SidebarNode => ({
    type: 'doc',
    id: entry.id,
    label,
    href: entry.route,
    ...(entry.kind === 'api' && entry.method ? { method: entry.method } : {}),
  });
  return index.entries
    .filter((entry) => entry.kind === 'api' && entry.apiKind === 'info')
    .map((info) => {
      const prefix = apiPrefix(info.id);
      const overview = index.byId.get(`${prefix}/overview`);
      const byTag = new Map<string, SidebarNode[]>();
      for (const entry of index.entries) {
        if (entry.kind !== 'api' || entry.apiKind !== 'operation' || apiPrefix(entry.id) !== prefix) continue;
        const tag = entry.tag ?? 'Other';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag)!.push(docNode(entry));
      }
      const tags: SidebarNode[] = [...byTag].map(([label, items]) => ({ type: 'category', label, collapsed: false, items }));
      const page = overview && overview.kind === 'doc' ? overview : info;
      const items = page === info ? tags : [docNode(info, API_INFO_LABEL), ...tags];
      return { type: 'category', label: info.title, href: page.route, docId: page.id, collapsed: false, items } satisfies SidebarNode;
    });
}

/**
 * Resolves all four sidebars (the build-time validation of lib/content/sidebars.ts).
 * @param report - receives each invalid item, which is then left out (the prebuild lists every
 *   one; the development server keeps rendering while an entry names a page not written yet)
 * @throws SidebarError for the first invalid item, when no `report` is given
 */
export function resolveAllSidebars(index: Pick<ContentIndex, 'byId' | 'entries'>, report?: (error: SidebarError) => void): Record<SidebarId, SidebarNode[]> {
  return Object.fromEntries((Object.keys(sidebarConfigs) as SidebarId[]).map((id) => [id, resolveSidebar(id, index, sidebarConfigs, report)])) as Record<
    SidebarId,
    SidebarNode[]
  >;
}

/** A page a sidebar lists (a doc item or a category's own page), in reading order. */
interface ListedPage {
  id: string;
  label: string;
  href: string;
}

/** The pages a sidebar lists (doc items and category links), in reading order, without repeats. */
export function flattenSidebar(nodes: SidebarNode[]): ListedPage[] {
  const out: ListedPage[] = [];
  const seen = new Set<string>();
  const walk = (list: SidebarNode[]) => {
    for (const node of list) {
      if (node.type === 'doc' && !seen.has(node.id)) {
        seen.add(node.id);
        out.push({ id: node.id, label: node.label, href: node.href });
      } else if (node.type === 'category') {
        if (node.docId && node.href && !seen.has(node.docId)) {
          seen.add(node.docId);
          out.push({ id: node.docId, label: node.label, href: node.href });
        }
        walk(node.items);
      }
    }
  };
  walk(nodes);
  return out;
}

/**
 * Checks that every page has a place: each page is listed in exactly one sidebar (several
 * listings inside one sidebar are fine), unless its front matter says `sidebar: false` (a landing
 * page that stands alone), and then no sidebar lists it. One error per page, at line 1 of its file,
 * with the fix.
 * @param sidebars - the resolved sidebars ({@link resolveAllSidebars})
 */
export function placementProblems(index: Pick<ContentIndex, 'entries'>, sidebars: Record<string, SidebarNode[]>): Problem[] {
  const listedIn = new Map<string, string[]>();
  for (const [sidebarId, nodes] of Object.entries(sidebars)) {
    for (const page of flattenSidebar(nodes)) listedIn.set(page.id, [...(listedIn.get(page.id) ?? []), sidebarId]);
  }
  const problems: Problem[] = [];
  const error = (entry: ContentEntry, message: string) => problems.push({ file: entry.file, line: 1, severity: 'error', message });
  for (const entry of index.entries) {
    const owners = listedIn.get(entry.id) ?? [];
    if (entry.standalone) {
      if (owners.length) {
        error(
          entry,
          `page "${entry.id}" sets \`sidebar: false\` but the ${owners.join(' and ')} sidebar lists it: remove the front matter key or the sidebar entry in lib/content/sidebars.ts.`,
        );
      }
    } else if (!owners.length) {
      error(
        entry,
        `page "${entry.id}" is in no sidebar: add \`doc('${entry.id}')\` where its topic sits in lib/content/sidebars.ts (${Object.keys(sidebars).join(', ')}), or, for a landing page that stands alone, set \`sidebar: false\` in its front matter.`,
      );
    } else if (owners.length > 1) {
      error(
        entry,
        `page "${entry.id}" is listed in ${owners.length} sidebars (${owners.join(', ')}): a page belongs to one sidebar. Keep one \`doc('${entry.id}')\` and make the others \`link('<label>', '${entry.route}')\` items in lib/content/sidebars.ts.`,
      );
    }
  }
  return problems;
}
