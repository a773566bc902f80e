/**
 * The content model, read side: what routes, sidebars, TOC, search, sitemap, llms files and the
 * checks read. It only loads the compiled model that the build-time compiler
 * (lib/compile/, run by the prebuild) wrote, so no parser or compiler reaches a route.
 */
import path from 'node:path';
import { fileMemo } from './process-memo';
import { compiledDir, readCompiledContent, toIndex, type CompiledModel } from './compiled';
import type { ContentIndex } from './types';

export * from './types';
export {
  readCompiledContent,
  readCompiledMarkdown,
  toIndex,
  compiledDir,
  type CompiledContent,
  type CompiledModel,
  type CompiledProblem,
  type PageChrome,
  type PageLink,
} from './compiled';

/** `model.json` of this build (development reads it again only when it changed). */
const modelFile = () => path.join(process.cwd(), compiledDir(), 'model.json');

/** The compiled model of this build: read once per build process; in development once per change of the file. */
export function getCompiledContent(): CompiledModel {
  return fileMemo('compiled-content', modelFile(), () => readCompiledContent());
}

/** The site's content index (from the compiled model). */
export async function getContentIndex(): Promise<ContentIndex> {
  return fileMemo('content-index', modelFile(), () => toIndex(getCompiledContent().entries));
}
