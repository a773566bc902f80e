/**
 * Runs the pages' MDX compiles on worker threads (tinypool), so a cold build uses every core
 * instead of one. Each worker runs ./mdx-worker.ts under the loader of the parent
 * process (the prebuild runs under tsx, whose `--import` hook the workers inherit with `execArgv`).
 */
import Tinypool from 'tinypool';
import type { MdxCompiler } from './compile-page';

/** A running pool: its compiler and how to stop it. */
export interface MdxPool {
  compile: MdxCompiler;
  /** Stops the workers (call when the compile is over; an idle pool would keep the process alive). */
  destroy(): Promise<void>;
}

/**
 * Starts a pool of up to `threads` workers; they start with the first compile, so a build whose
 * pages all come from the page cache starts none. A worker that crashes rejects the compile it was
 * running with the worker's error.
 */
export function startMdxPool(threads: number): MdxPool {
  const pool = new Tinypool({ filename: new URL('./mdx-worker.ts', import.meta.url).href, minThreads: 0, maxThreads: threads });
  return {
    compile: (source, where) => pool.run({ source, where }),
    destroy: () => pool.destroy(),
  };
}
