import type { ReactElement } from 'react';
import type { ApiEntry } from '@/lib/content';
import { getApiPage } from '@/lib/openapi';
import type { ExampleValue } from '@/lib/openapi/types';
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
  const highlight = async (value: ExampleValue['value'], mediaType: string) => {
    const { code, lang } = exampleText(value, mediaType);
    return renderHighlightedCode(code, lang);
  };
  const media = [
    ...op.responses.flatMap((r) => r.content.map((c) => [r.status, c] as const)),
    ...(op.requestBody?.content.map((c) => ['request', c] as const) ?? []),
  ];
  for (const [owner, c] of media) {
    if (c.example && owner !== 'request') examples.set(exampleKey(owner, c.mediaType), await highlight(c.example.value, c.mediaType));
    for (const [i, named] of (c.examples ?? []).entries()) examples.set(exampleKey(owner, c.mediaType, i), await highlight(named.value, c.mediaType));
  }
  const info = model.pages.find((p) => p.entry.apiKind === 'info');
  const schemeHref = (key: string) => {
    const item = info?.outline.find((i) => i.key === `scheme-${key}`);
    return info && item ? `${info.entry.route}#${item.id}` : undefined;
  };
  return <OperationView operation={op} outline={page.outline} model={model} code={{ samples, examples }} schemeHref={schemeHref} />;
}
