/**
 * The MDX lint of one file: the page's single compile (compile-page.ts) with its problems as
 * `file:line:col: message` lines, for tests that look at one file; the build and `npm run lint:mdx`
 * get the same problems from the same compile over every page.
 */
import { compilePage, DEFAULT_PUBLIC_DIR, type PageProblem } from './compile-page';
import { fileToId } from './scan';
import { problemLocation } from '../checks/problem';

/** `file:line:col: message` (line and column when known). */
export function formatPageProblem(p: PageProblem): string {
  return `${problemLocation(p)}: ${p.message}`;
}

const where = (absolutePath: string, displayPath: string) => ({
  file: displayPath,
  absolutePath,
  id: fileToId(displayPath.replace(/^content\//, '')),
});

/**
 * Lints MDX source: compiles it as the site does and returns every problem, sorted by line.
 * @param source - file text
 * @param absolutePath - real path (relative `.mdx` links and images resolve from it)
 * @param displayPath - path used in messages (`content/x.mdx`)
 * @param publicDir - the folder served at `/` (default `public/` of the working directory)
 */
export async function lintMdxFile(source: string, absolutePath: string, displayPath: string, publicDir = DEFAULT_PUBLIC_DIR): Promise<string[]> {
  const { problems } = await compilePage(source, where(absolutePath, displayPath), { publicDir });
  return sortProblems(problems).map(formatPageProblem);
}

const sortProblems = (problems: PageProblem[]) => [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
