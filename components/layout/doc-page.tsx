import type { ReactNode } from 'react';
import type { CompiledProblem, ContentEntry, PageChrome } from '@/lib/content';
import type { Sidebar as SidebarData } from '@/lib/content/navigation';
import type { SiteConfig } from '@/lib/config/site-config';
import { editUrlFor } from '@/lib/config/site-urls';
import { Sidebar } from './sidebar';
import { DocsSidebarToggle } from './docs-sidebar-toggle.client';
import { Breadcrumbs } from './breadcrumbs';
import { Pagination } from './pagination';
import { TableOfContents, TableOfContentsDisclosure } from './toc.client';
import { Footer } from './footer';
import { PageActions } from './page-actions';
import { PageMeta } from './page-meta';
import { BODY_END_ID, DOC_SIDEBAR_ID, NAVBAR_OWNER_ATTRIBUTE } from './layout-ids';
import { SIDEBAR_FOLLOW_SCRIPT } from './layout-scripts';
import { FeedbackWidget } from '@/components/integrations/feedback-widget';
import { KEYWORD_SEPARATOR } from '@/lib/search/pagefind-backend';

/**
 * The chrome of a content page: its sidebar (if any sidebar lists it), breadcrumbs, title, the
 * "Applies to" line (front matter `applies_to`), body,
 * page actions (Copy page, Markdown, Open in …), previous/next, edit link and last-updated date,
 * the feedback button, the h2–h3 table of contents (a column from 1201 px, a collapsible "On this
 * page" at the top of the article below), and the footer. The sidebar is in the HTML once;
 * on mobile the navbar's drawer renders it from the same data while open (mobile-drawer.client.tsx).
 * The article is what the search index holds (Pagefind's `data-pagefind-body`); the chrome inside it
 * (breadcrumbs, page actions, the "Applies to" line, page meta, content problems) is marked
 * `data-pagefind-ignore`; the title stays indexed (it ranks) and the search drops it from excerpts. Its
 * `data-*` attributes give the index the page's top section (shown above results), its front-matter
 * description and keywords (searched as weighted metadata, lib/search/pagefind-backend.ts).
 * `problems` are the page's content problems, which only the development server has (a
 * production build stops at the first): they are listed above the body, each with its file when
 * that is not the page's own (a sidebar entry, shown on every page). Everything else about the
 * page's place comes from the compiled model (`chrome`, `sidebar`): nothing is derived here.
 * @param config - the site configuration (`siteConfig`): footer, feedback and edit-link settings
 */
export function DocPage({
  entry,
  chrome,
  sidebar,
  config,
  problems = [],
  children,
}: {
  entry: ContentEntry;
  /** The page's sidebar, breadcrumbs, previous/next, navbar owner, search section and last-updated date. */
  chrome: PageChrome;
  /** The resolved sidebar `chrome.sidebarId` names (none without one). */
  sidebar: SidebarData | undefined;
  config: SiteConfig;
  problems?: CompiledProblem[];
  children?: ReactNode;
}) {
  const toc = (entry.hideTableOfContents ? [] : entry.headings.filter((h) => h.depth >= 2 && h.depth <= 3)).map(({ id, text, depth }) => ({
    id,
    text,
    depth,
  }));
  return (
    <>
      {/* React places this in <head>: render waits until the element after the page body is parsed
          (HTML § 4.2.7, rel=expect), so the first paint holds the navbar, the page header and the
          whole body. Waiting only for the body's start would let a paint land mid-table, and the
          rows parsed after it widen the columns: a layout shift. */}
      <link rel="expect" href={`#${BODY_END_ID}`} blocking="render" />
      <div
        className={toc.length ? 'doc-layout has-toc' : 'doc-layout'}
        {...{ [NAVBAR_OWNER_ATTRIBUTE]: chrome.navbarOwner ?? undefined }}
        data-standalone={entry.standalone ? 'true' : undefined}
      >
        {sidebar ? (
          <aside id={DOC_SIDEBAR_ID} className="doc-sidebar">
            <Sidebar nodes={sidebar.items} activeId={entry.id} activeHref={entry.route} label={`${sidebar.label} sidebar`} />
            <DocsSidebarToggle />
            {/* Brings the current item into view before the first paint (the same rule as
                useSidebarPlace in sidebar-follow.client.tsx, which takes over after hydration). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script from a constant, hashed into the page's CSP by the postbuild. */}
            <script dangerouslySetInnerHTML={{ __html: SIDEBAR_FOLLOW_SCRIPT }} />
          </aside>
        ) : null}
        <main id="main-content" className="doc-main" tabIndex={-1}>
          <article
            className="doc-article"
            data-pagefind-body=""
            data-pagefind-meta="section[data-section], description[data-description], keywords[data-keywords]"
            data-section={chrome.section || undefined}
            data-description={entry.description || undefined}
            data-keywords={entry.keywords.length ? entry.keywords.join(KEYWORD_SEPARATOR) : undefined}
          >
            <Breadcrumbs items={chrome.breadcrumbs} />
            <header className="doc-header">
              <h1>{entry.title}</h1>
              <PageActions route={entry.route} />
            </header>
            {entry.appliesTo ? (
              <p className="doc-applies-to" data-pagefind-ignore="">
                Applies to: {entry.appliesTo}
              </p>
            ) : null}
            {toc.length ? <TableOfContentsDisclosure items={toc} /> : null}
            {problems.length ? (
              <div className="content-problems" role="alert" data-pagefind-ignore="all">
                <p>
                  <strong>Content problems in {[...new Set(problems.map((p) => p.file))].join(' and ')}</strong> (shown by the development server;{' '}
                  <code>npm run build</code> fails on them):
                </p>
                <ul>
                  {problems.map((p, i) => (
                    <li key={i}>
                      {p.file === entry.file ? '' : `${p.file}, `}
                      {p.line ? `line ${p.line}${p.column ? `:${p.column}` : ''}: ` : ''}
                      {p.message}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="markdown" id="doc-body">
              {children}
            </div>
            <span id={BODY_END_ID} hidden />
            <PageMeta editHref={editUrlFor(entry.file, config.editUrl)} lastUpdated={chrome.lastUpdated} />
          </article>
          <Pagination previous={chrome.previous} next={chrome.next} />
          <FeedbackWidget title={entry.title} route={entry.route} config={config} />
        </main>
        {toc.length ? (
          <div className="doc-toc">
            <TableOfContents items={toc} />
          </div>
        ) : null}
      </div>
      <Footer footer={config.footer} />
    </>
  );
}
