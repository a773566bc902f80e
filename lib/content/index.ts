/**
 * The content model, read side: what routes, sidebars, TOC, search, sitemap, llms files and the
 * checks read. It only loads the compiled model that the build-time compiler
 * (lib/content/compile/, run by the prebuild) wrote, so no parser or compiler reaches a route.
 */
import { processMemo } from './process-memo';
import { readCompiledContent, toIndex, type CompiledContent } from './compiled';
import type { ContentEntry, ContentIndex } from './types';

export * from './types';
export { readCompiledContent, toIndex, COMPILED_DIR, COMPILED_FORMAT, compiledDir, type CompiledContent, type CompiledProblem } from './compiled';

/** The compiled model of this build, read once per build process. */
export function getCompiledContent(): CompiledContent {
  return processMemo('compiled-content', () => readCompiledContent());
}

/** The site's content index (from the compiled model). */
export async function getContentIndex(): Promise<ContentIndex> {
  return processMemo('content-index', () => toIndex(getCompiledContent().entries));
}

/**
 * Looks up a page by content id.
 * @throws Error when the id is not in the index (a caller bug: routes come from the index)
 */
export async function getEntry(id: string): Promise<ContentEntry> {
  const entry = (await getContentIndex()).byId.get(id);
  if (!entry) throw new Error(`No page with content id "${id}" in content/ or the API specs.`);
  return entry;
}
