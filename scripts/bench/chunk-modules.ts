/**
 * What a JavaScript chunk of a Turbopack export holds, so bytes over the framework floor can be
 * traced to modules. A Turbopack production chunk is one statement,
 * `(globalThis.TURBOPACK ||= []).push([script, id, factory, id, id, factory, …, id])`: module ids
 * (numbers derived from the module's path, so the same module has the same id in two builds of the
 * same `next`/`react`), each run of ids followed by the factory they share; ids after the last
 * factory name modules to run at once. The chunk is run in an empty `node:vm`
 * context, which defines the factories without calling them; each factory's source text gives the
 * module's size and the names it exports (`e.s(["Name", 0, value, …])`).
 * A chunk of another shape (Turbopack's runtime, Next's polyfills) is one unit of its own.
 */
import vm from 'node:vm';

/** One module of a chunk. */
export interface ChunkModule {
  /** Turbopack's module id (`"43476"`), or `chunk:<key>` for a chunk that is one unit. */
  id: string;
  /** Length of the module's source text, in bytes (UTF-8). */
  bytes: number;
  /** Names the module exports, when they say something (two characters or more, not `default`). */
  names: string[];
}

/** How long a factory may take to be defined; chunks only define functions, so this is generous. */
const EVAL_TIMEOUT_MS = 5_000;

/**
 * The key of a chunk that is one unit: its file name without the content hash when the name has a
 * word prefix (`turbopack-077hmtqrhcoji.js` → `turbopack`), so the runtime of two builds is the same
 * unit; else the whole file name, which matches nothing in another build.
 */
export function unitKey(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const prefix = /^([a-z]{4,})-[0-9a-z_-]+\.js$/.exec(name);
  return `chunk:${prefix ? prefix[1] : name}`;
}

/** Export names of a module's source: the string before each `,0,` in Turbopack's `e.s([...])` lists. */
function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const list of source.matchAll(/\.s\(\[([^\]]*)\]/g)) {
    for (const m of list[1]!.matchAll(/"([A-Za-z_$][\w$]*)",\s*0\s*,/g)) {
      if (m[1]!.length >= 2 && m[1] !== 'default') names.add(m[1]!);
    }
  }
  return [...names];
}

/**
 * Splits a chunk into its modules.
 * @param file - the chunk's URL or file name (used for a chunk that is one unit)
 * @param source - the chunk's text
 * @returns the modules in chunk order; a single `chunk:` unit of the whole source when the chunk is
 *   not a Turbopack module list (or fails to evaluate)
 */
export function chunkModules(file: string, source: string): ChunkModule[] {
  const whole = [{ id: unitKey(file), bytes: Buffer.byteLength(source), names: [] }];
  if (!source.startsWith('(globalThis.TURBOPACK')) return whole;
  const sandbox = vm.createContext({});
  try {
    vm.runInContext(source, sandbox, { timeout: EVAL_TIMEOUT_MS });
  } catch {
    return whole;
  }
  const pushed: unknown = (sandbox as { TURBOPACK?: unknown }).TURBOPACK;
  if (!Array.isArray(pushed)) return whole;
  const modules: ChunkModule[] = [];
  for (const entry of pushed) {
    if (!Array.isArray(entry)) return whole;
    let ids: string[] = [];
    for (const item of entry.slice(1)) {
      if (typeof item === 'number' || typeof item === 'string') ids.push(String(item));
      else if (typeof item === 'function' && ids.length) {
        // A factory shared by several ids is counted once, under the first.
        const text = Function.prototype.toString.call(item);
        const names = exportNames(text);
        modules.push(...ids.map((id, i) => ({ id, bytes: i ? 0 : Buffer.byteLength(text), names })));
        ids = [];
      } else return whole;
    }
  }
  return modules.length ? modules : whole;
}
