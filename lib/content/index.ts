/**
 * The content model, read side: what routes, sidebars, TOC, search, sitemap, llms files and the
 * checks read. It only loads the compiled model that the build-time compiler
 * (lib/compile/, run by the prebuild) wrote, so no parser or compiler reaches a route.
 */
import { processMemo } from './process-memo';
import { readCompiledContent, toIndex, type CompiledContent } from './compiled';
import type { ContentIndex } from './types';

export * from './types';
export { readCompiledContent, toIndex, compiledDir, type CompiledContent, type CompiledProblem, type PageChrome, type PageLink } from './compiled';

/** The compiled model of this build, read once per build process. */
export function getCompiledContent(): CompiledContent {
  return processMemo('compiled-content', () => readCompiledContent());
}

/** The site's content index (from the compiled model). */
export async function getContentIndex(): Promise<ContentIndex> {
  return processMemo('content-index', () => toIndex(getCompiledContent().entries));
}
