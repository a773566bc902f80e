'use client';
import { lazy } from 'react';

// The root not-found boundary is part of every page's JavaScript, so its client leaves would ship
// with every page (the page-weight budgets, .size-limit.ts). Loaded lazily (one chunk, fetched when
// the 404 page renders them inside a `<Suspense>`), they cost a page only these wrappers.
const parts = () => import('./not-found-parts.client');

/** The 404 page's search form (not-found-parts.client.tsx), loaded when rendered. */
export const NotFoundSearch = lazy(() => parts().then((m) => ({ default: m.NotFoundSearch })));
/** The 404 page's "Did you mean" line (not-found-parts.client.tsx), loaded when rendered. */
export const NotFoundSuggestion = lazy(() => parts().then((m) => ({ default: m.NotFoundSuggestion })));
/** The hand-over to a preview's own 404 page (not-found-parts.client.tsx), loaded when rendered. */
export const PreviewNotFound = lazy(() => parts().then((m) => ({ default: m.PreviewNotFound })));
