import type { Metadata } from 'next';
import { getEntry, getContentIndex, getCompiledContent } from '@/lib/content';
import { getSidebars, navigationFor } from '@/lib/navigation';
import { sectionOf } from '@/lib/search/records';
import { siteConfig } from '@/lib/site-config';
import { DocPage } from '@/components/layout/doc-page';
import { ApiPage } from '@/components/openapi/api-page';
import { docComponent } from '@/components/mdx/doc-module';
import { pageModules } from '@/.generated/content/pages';

export const dynamicParams = false;

type Params = { slug: string[] };

/** Every content id and API page in the compiled content model. */
export async function generateStaticParams(): Promise<Params[]> {
  const { entries } = await getContentIndex();
  return entries.map((entry) => ({ slug: entry.id.split('/') }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const entry = await getEntry((await params).slug.join('/'));
  const url = `${siteConfig.url}${siteConfig.basePath}${entry.route}`;
  return {
    title: entry.title,
    description: entry.description,
    keywords: entry.keywords.length ? entry.keywords : undefined,
    alternates: { canonical: url },
    openGraph: { title: entry.title, description: entry.description, url, type: 'article' },
  };
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const id = (await params).slug.join('/');
  const [entry, navigation, sidebars] = await Promise.all([getEntry(id), navigationFor(id), getSidebars()]);
  const section = sectionOf(id, sidebars);
  const problems = getCompiledContent().problems.filter((p) => p.file === entry.file);
  if (entry.kind === 'api') {
    return (
      <DocPage entry={entry} navigation={navigation} config={siteConfig} section={section}>
        <ApiPage entry={entry} />
      </DocPage>
    );
  }
  const Content = docComponent(await pageModules[id]?.(), entry.file);
  return (
    <DocPage entry={entry} navigation={navigation} config={siteConfig} section={section} problems={problems}>
      <Content />
    </DocPage>
  );
}
