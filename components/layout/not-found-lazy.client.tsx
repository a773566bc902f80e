'use client';
import { lazy, type ComponentProps } from 'react';
import type * as Parts from './not-found-parts.client';

// The root not-found boundary is part of every page's JavaScript, so its client leaves would ship
// with every page (the page-weight budgets, .size-limit.ts). Loaded lazily (one chunk, fetched when
// the 404 page renders them inside a `<Suspense>`), they cost a page only these wrappers.
const parts = () => import('./not-found-parts.client');
const LazySearch = lazy(() => parts().then((m) => ({ default: m.NotFoundSearch })));
const LazySuggestion = lazy(() => parts().then((m) => ({ default: m.NotFoundSuggestion })));
const LazyPreview = lazy(() => parts().then((m) => ({ default: m.PreviewNotFound })));

/** {@link Parts.NotFoundSearch}, loaded when rendered. */
export function NotFoundSearch(props: ComponentProps<typeof Parts.NotFoundSearch>) {
  return <LazySearch {...props} />;
}
/** {@link Parts.NotFoundSuggestion}, loaded when rendered. */
export function NotFoundSuggestion(props: ComponentProps<typeof Parts.NotFoundSuggestion>) {
  return <LazySuggestion {...props} />;
}
/** {@link Parts.PreviewNotFound}, loaded when rendered. */
export function PreviewNotFound(props: ComponentProps<typeof Parts.PreviewNotFound>) {
  return <LazyPreview {...props} />;
}
