import type { ApiEntry } from '@/lib/content';
import { readApiHtml, type ApiHtml } from '@/lib/content/api-html';
import { getApiPage, type ApiPageData } from '@/lib/content/api-models';
import { InfoView } from './info-view';
import { OperationView } from './operation-view';

/**
 * Body of a generated API page (operation or info), rendered inside the shared DocPage chrome, from
 * the compiled API model (by content id) and the markup the prebuild made of it (lib/content/api-html.ts).
 */
export function ApiPage({ entry }: { entry: ApiEntry }) {
  return <ApiPageView data={getApiPage(entry.id)} html={readApiHtml()} />;
}

/**
 * {@link ApiPage} for a page of a model and its markup.
 * @throws Error when an operation's code is not in `html` (the prebuild did not run since the models changed)
 */
export function ApiPageView({ data: { page, model }, html }: { data: ApiPageData; html: ApiHtml }) {
  const op = page.operation;
  const view = { schemas: model.schemas, descriptions: html.markdown };
  if (!op) return <InfoView model={model} outline={page.outline} view={view} />;
  const code = html.code[page.entry.id];
  if (!code) throw new Error(`The code of API page ${page.entry.id} is not in the compiled model: run \`npm run prebuild\`.`);
  const info = model.pages.find((p) => p.entry.apiKind === 'info');
  const schemeHref = (key: string) => {
    const item = info?.outline.find((i) => i.key === `scheme-${key}`);
    return info && item ? `${info.entry.route}#${item.id}` : undefined;
  };
  return <OperationView title={page.entry.title} operation={op} outline={page.outline} model={model} code={code} view={view} schemeHref={schemeHref} />;
}
