'use client';
import { lazy } from 'react';
import type { NotFoundSearch as Search } from './not-found-search.client';
import type { NotFoundSuggestion as Suggestion } from './not-found-suggestion.client';
import type { PreviewNotFound as Preview } from './preview-not-found.client';

// The root not-found boundary is part of every page's JavaScript, so its client leaves would ship
// with every page (the page-weight budgets, .size-limit.ts). Loaded lazily, they cost a page only
// these wrappers; the 404 page loads them when it renders them (inside a `<Suspense>`).
const LazySearch = lazy(() => import('./not-found-search.client').then((m) => ({ default: m.NotFoundSearch })));
const LazySuggestion = lazy(() => import('./not-found-suggestion.client').then((m) => ({ default: m.NotFoundSuggestion })));
const LazyPreview = lazy(() => import('./preview-not-found.client').then((m) => ({ default: m.PreviewNotFound })));

/** {@link Search}, loaded when rendered. */
export function NotFoundSearch(props: Parameters<typeof Search>[0]) {
  return <LazySearch {...props} />;
}
/** {@link Suggestion}, loaded when rendered. */
export function NotFoundSuggestion(props: Parameters<typeof Suggestion>[0]) {
  return <LazySuggestion {...props} />;
}
/** {@link Preview}, loaded when rendered. */
export function PreviewNotFound(props: Parameters<typeof Preview>[0]) {
  return <LazyPreview {...props} />;
}
