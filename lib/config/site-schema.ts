/**
 * The shape of the site data in `site.config.ts` (identity, navbar controls, footer, docs versions,
 * search settings and texts), validated with zod when the configuration is built, so a wrong navbar
 * control fails the build naming the item's index and field instead of failing at render time.
 */
import { z } from 'zod';

const position = z.enum(['left', 'right']).default('right');

/** `html`: trusted HTML rendered as is (site code, never content: the navbar's links are in `content/_nav/navbar.yaml`). */
const htmlItem = z.strictObject({ type: z.literal('html'), value: z.string(), position });

/** The navbar's controls; its navigation items (pages, links, menus of them) are content: `content/_nav/navbar.yaml`. */
const navbarItem = z.discriminatedUnion(
  'type',
  [
    htmlItem,
    z.strictObject({ type: z.literal('localeDropdown'), label: z.string().optional(), position }),
    /** `versions`: version names to list (default: all of `docs.versions`). */
    z.strictObject({ type: z.literal('docsVersionDropdown'), label: z.string().optional(), versions: z.array(z.string()).min(1).optional(), position }),
    z.strictObject({ type: z.literal('search'), position }),
  ],
  { error: 'a navbar control is "search", "localeDropdown", "docsVersionDropdown" or "html"; pages and links go in content/_nav/navbar.yaml' },
);

const footerLink = z.strictObject({ label: z.string(), href: z.url() });

/** Schema of the site data (the export of `site.config.ts`). */
export const siteDataSchema = z
  .strictObject({
    title: z.string().min(1),
    productName: z.string().min(1),
    tagline: z.string(),
    /** Content id of the main doc (the docs version dropdown links to it). */
    mainDocId: z.string().min(1),
    navbar: z.strictObject({ items: z.array(navbarItem) }),
    footer: z.strictObject({
      columns: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })),
      copyrightOwner: z.string(),
    }),
    i18n: z.strictObject({
      defaultLocale: z.string(),
      locales: z.array(z.strictObject({ code: z.string(), label: z.string() })).min(1),
    }),
    docs: z.strictObject({
      /** The docs version the pages of this build belong to. */
      currentVersion: z.string(),
      versions: z
        .array(z.strictObject({ name: z.string(), label: z.string(), path: z.string().regex(/^\/([^/].*\/)?$/, 'must start and end with "/"') }))
        .min(1),
    }),
    feedback: z.strictObject({
      /** Where the Feedback button leads when no `FEEDBACK_ENDPOINT` is set (a prefilled GitHub discussion). */
      discussionUrl: z.url(),
    }),
    /** Limits the content compile checks (lib/compile/). */
    content: z
      .strictObject({
        /** A page whose compiled module is larger than this (KB) gets a warning. */
        pageSizeWarnKB: z.number().int().positive(),
        /** A page whose compiled module is larger than this (KB) fails the build. */
        pageSizeFailKB: z.number().int().positive(),
        /** A page whose title is longer than this (characters) gets a warning. */
        titleWarnLength: z.number().int().positive().default(70),
      })
      .refine((c) => c.pageSizeWarnKB <= c.pageSizeFailKB, 'pageSizeWarnKB must not exceed pageSizeFailKB')
      .default({ pageSizeWarnKB: 300, pageSizeFailKB: 2048, titleWarnLength: 70 }),
    search: z.strictObject({
      placeholder: z.string(),
      contextualSearch: z.boolean(),
      /** Result pages the /search page shows at first and adds with each "Load more". */
      hitsPerPage: z.number().int().positive(),
      /** Results a reader opened, kept in browser storage and shown by the empty dialog; 0 keeps none. */
      recentSearchesLimit: z.number().int().nonnegative(),
      /** "Let us know." in the empty result state; null hides it. */
      missingResultsUrl: z.url().nullable(),
      texts: z.strictObject({
        buttonText: z.string(),
        noResults: z.string(),
        suggestedQuery: z.string(),
        reportMissingResults: z.string(),
        reportMissingResultsLink: z.string(),
        errorTitle: z.string(),
        errorHelp: z.string(),
        seeAllResults: z.string().includes('{count}', { message: 'must contain "{count}"' }),
        /** Shown while a search runs (the first one loads the search code and index). */
        loading: z.string(),
        /** Heading of the recent searches in the empty dialog. */
        recentSearches: z.string(),
      }),
    }),
  })
  .superRefine((data, ctx) => {
    // Docs versions are named by `name`: `docs.currentVersion` and a version dropdown's `versions` must be configured ones.
    const known = data.docs.versions.map((v) => v.name);
    const check = (name: string, path: PropertyKey[]) => {
      if (known.includes(name)) return;
      ctx.addIssue({
        code: 'custom',
        path,
        message: `unknown docs version "${name}". Known versions: ${known.map((n) => `"${n}"`).join(', ')} (docs.versions)`,
      });
    };
    check(data.docs.currentVersion, ['docs', 'currentVersion']);
    for (const [i, item] of data.navbar.items.entries()) {
      if (item.type === 'docsVersionDropdown') for (const [j, name] of (item.versions ?? []).entries()) check(name, ['navbar', 'items', i, 'versions', j]);
    }
  });

/** The site data as written in `site.config.ts` (defaults not yet applied). */
export type SiteDataInput = z.input<typeof siteDataSchema>;
/** The validated site data. */
export type SiteData = z.output<typeof siteDataSchema>;
/** One navbar item: a discriminated union on `type`. */
export type NavbarItemConfig = SiteData['navbar']['items'][number];

/** Thrown for invalid site data; the message names the file, the path (`navbar.items[2].href`) and the problem. */
export class SiteDataError extends Error {
  override name = 'SiteDataError';
}

/** `['navbar', 'items', 2, 'href']` → `navbar.items[2].href`. */
const formatPath = (path: readonly PropertyKey[]) => z.core.toDotPath(path) || '(root)';

/** The value at a path, for quoting the item that failed. */
function at(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/**
 * Validates site data and applies its defaults (a navbar item's `position` is `right`).
 * @param data - the site data, e.g. the export of `site.config.ts`
 * @param source - the file named in errors
 * @throws SiteDataError one line per problem: `site.config.ts navbar.items[2] (type "link"): href: …`
 */
export function parseSiteData(data: unknown, source = 'site.config.ts'): SiteData {
  const result = siteDataSchema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    // The navbar control and the field inside it.
    const last = issue.path.findLastIndex((key, i) => typeof key === 'number' && issue.path[i - 1] === 'items');
    if (last === -1) return `${source} ${formatPath(issue.path)}: ${issue.message}`;
    const itemPath = issue.path.slice(0, last + 1);
    const type = (at(data, itemPath) as { type?: unknown } | undefined)?.type;
    const field = formatPath(issue.path.slice(last + 1));
    const fieldPart = issue.path.length > last + 1 ? `${field}: ` : '';
    return `${source} ${formatPath(itemPath)} (type ${JSON.stringify(type)}): ${fieldPart}${issue.message}`;
  });
  throw new SiteDataError(lines.join('\n'));
}
