import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContentIndex, getCompiledContent, type ContentEntry, type PageChrome } from '@/lib/content';
import { isNavigationFile } from '@/lib/content/navigation';
import { siteConfig } from '@/site.config';
import { readEnv } from '@/lib/config/env';
import { DocPage } from '@/components/layout/doc-page';
import { docComponent } from '@/components/mdx/doc-module';
import { mdxComponents } from '@/components/mdx';
import { pageModules } from '@/.generated/content/pages';

export const dynamicParams = false;

/**
 * The page of a content id. The export only renders ids of the index; the dev server also gets ids
 * of pages deleted or renamed while it runs, which answer 404 like any unknown path.
 */
async function entryOr404(id: string): Promise<ContentEntry> {
  return (await getContentIndex()).byId.get(id) ?? notFound();
}

type Params = { slug: string[] };

/** Every content id and API page in the compiled content model. */
export async function generateStaticParams(): Promise<Params[]> {
  const { entries } = await getContentIndex();
  return entries.map((entry) => ({ slug: entry.id.split('/') }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const entry = await entryOr404((await params).slug.join('/'));
  const url = `${siteConfig.url}${siteConfig.basePath}${entry.route}`;
  return {
    title: entry.title,
    description: entry.description,
    keywords: entry.keywords.length ? entry.keywords : undefined,
    alternates: { canonical: url },
    openGraph: { title: entry.title, description: entry.description, url, type: 'article' },
  };
}

/** The chrome of a page the prebuild could not place (development, while the navigation files have an error). */
const UNPLACED: PageChrome = { sidebarId: null, navbarOwner: null, breadcrumbs: [], previous: null, next: null, section: '' };

/**
 * Imports a page's compiled module.
 * @returns the module, or null in development when the bundler has not built it yet: the dev
 *   bundler can run a new module list a moment before it has built a just-added page's module, and
 *   that import fails once (synchronously or not); its next update refreshes the open tab with the body
 * @throws whatever else the import throws
 */
async function importPage(loader: () => Promise<unknown>): Promise<unknown> {
  try {
    return await loader();
  } catch (error) {
    if (!readEnv().production && /module factory is not available/.test(String(error))) return null;
    throw error;
  }
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const id = (await params).slug.join('/');
  const entry = await entryOr404(id);
  const model = getCompiledContent();
  const chrome = model.chrome[id] ?? UNPLACED;
  const sidebar = chrome.sidebarId ? model.navigation.sidebars[chrome.sidebarId] : undefined;
  // Only the development server shows content problems: a production build fails on errors, and its
  // warnings (a large page) are for the log, not for readers. A broken navigation entry shows on
  // every page, and a spec that does not build on each of its API pages.
  const places = [entry.file, entry.file.split('#')[0]];
  const problems = readEnv().production ? [] : model.problems.filter((p) => places.includes(p.file) || isNavigationFile(p.file));
  const loader = pageModules[id];
  // A page that does not compile has no module: development shows its problems instead. So does a
  // page added a moment ago, while the dev server has read the new model but not yet the new
  // module list; the next update brings its body.
  const pageModule = loader ? await importPage(loader) : undefined;
  if (pageModule === null || (!loader && (problems.length || !readEnv().production)))
    return <DocPage entry={entry} chrome={chrome} sidebar={sidebar} config={siteConfig} problems={problems} />;
  const Content = docComponent(pageModule, entry.file);
  return (
    <DocPage entry={entry} chrome={chrome} sidebar={sidebar} config={siteConfig} problems={problems}>
      <Content components={mdxComponents} />
    </DocPage>
  );
}
