/**
 * localStorage key of the reader's "hide the docs sidebar" choice. A plain module on purpose: a
 * constant imported from a `'use client'` file is only a client reference in a server component
 * (app/layout.tsx read it as `undefined`).
 */
export const SIDEBAR_HIDDEN_KEY = 'docs.sidebar.hidden';
