/**
 * Shared platform values for content: write `%%key%%` in any MDX text, code block or link URL.
 * The values themselves live in `lib/platform-values.json` (one key per value, camelCase); the
 * substitution runs in the MDX pipeline (`lib/mdx/values.mjs`) and in the content index.
 */
export { platformValues, substituteValues, VALUE_TOKEN } from './mdx/values.mjs';
