import type { ReactElement } from 'react';
import type { ApiEntry } from '@/lib/content';
import { getApiPage } from '@/lib/openapi';
import { exampleText, renderHighlightedCode } from './highlighted-code';
import { InfoView } from './info-view';
import { exampleKey, OperationView } from './operation-view';

/**
 * Body of a generated API page (operation or info), rendered inside the shared DocPage chrome.
 * Async only to read the committed model and highlight the code at build time; the views below it
 * are synchronous server components.
 */
export async function ApiPage({ entry }: { entry: ApiEntry }) {
  const { page, model } = await getApiPage(entry.id);
  const op = page.operation;
  if (!op) return <InfoView model={model} outline={page.outline} />;

  const samples = await Promise.all(op.samples.map((s) => renderHighlightedCode(s.code, s.syntax)));
  const examples = new Map<string, ReactElement>();
  for (const r of op.responses) {
    for (const c of r.content) {
      if (!c.example) continue;
      const { code, lang } = exampleText(c.example.value, c.mediaType);
      examples.set(exampleKey(r.status, c.mediaType), await renderHighlightedCode(code, lang));
    }
  }
  const info = model.pages.find((p) => p.entry.apiKind === 'info');
  const schemeHref = (key: string) => {
    const item = info?.outline.find((i) => i.key === `scheme-${key}`);
    return info && item ? `${info.entry.route}#${item.id}` : undefined;
  };
  return <OperationView operation={op} outline={page.outline} model={model} code={{ samples, examples }} schemeHref={schemeHref} />;
}
