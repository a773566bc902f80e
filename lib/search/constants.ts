/** Search constants shared by server and browser code. */

/** Longest query sent to a backend: the modal input's maxLength. */
export const MAX_QUERY_LENGTH = 64;
/** The docs version tag Docusaurus' contextual search filters on. */
export const DOCS_VERSION_TAG = 'docs-default-current';
/** The site's one language. */
export const SEARCH_LANGUAGE = 'en';
