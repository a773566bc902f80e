/**
 * The worker thread of ./mdx-pool.ts: compiles one page's MDX per task. Each worker loads the MDX
 * compiler and the highlighter once.
 */
import { compileMdx, type MdxOutput } from './compile-page';
import type { PageSource } from './parse';

/** Compiles one page (the pool calls it with what `MdxCompiler` takes). */
export default function compileTask({ source, where }: { source: string; where: PageSource }): Promise<MdxOutput> {
  return compileMdx(source, where);
}
