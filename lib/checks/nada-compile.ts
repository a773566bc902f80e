/**
 * Every nada program on the site compiled by the released nada-dsl its label names (vendored in
 * tests/fixtures/pypi/, run by scripts/py/compile_nada.py with Debian's python3), and every nada
 * test file (`tests/*.yaml`) matched against the compiled program's inputs and outputs: the same
 * names, and values of the types the program declares.
 *
 * A nada program is a Python block titled `src/<name>.py` or defining `nada_main`. A compile
 * failure is reported at the program's line the compiler's traceback points to, with the
 * compiler's own message. A block marked ` expect-error="<text>" ` must fail to compile with a
 * message containing the text; then its failure is not reported. Compiling a program runs it, so
 * the compilers run in the sandbox of ./sandbox.ts, and the driver denies each program writes
 * outside its own folder, processes and sockets (a Python audit hook).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { CodeBlock, DocEntry } from '../content/types';
import { loadFixtures, SHIM_DIR, type Fixture } from './py-fixtures';
import type { Problem } from './problem';
import { runSandboxed } from './sandbox';
import { packageOfModule, resolveBlock } from './sample-installs';

/** One input or output of a compiled program; `type` as compile_nada.py writes it (`SecretInteger`, `Array[Integer; 3]`). */
export interface ProgramValue {
  name: string;
  party: string;
  type: string;
}

type CompileResult = { ok: true; inputs: ProgramValue[]; outputs: ProgramValue[] } | { ok: false; error: string; line: number | null };

/** True for a nada program block. */
export const isNadaProgram = (b: CodeBlock) =>
  (b.lang === 'python' || b.lang === 'py') && (/^src\/.+\.py$/.test(b.title ?? '') || /\bdef nada_main\s*\(/.test(b.value));

/** True for a nada test file block. */
export const isTestFile = (b: CodeBlock) => (b.lang === 'yaml' || b.lang === 'yml') && /^tests\/.+\.ya?ml$/.test(b.title ?? '');

/**
 * The error text a block marked ` expect-error="…" ` claims, `''` for a bare marker, null for an unmarked block.
 */
export function expectedError(block: CodeBlock): string | null {
  const m = /(?:^|\s)expect-error(?:="([^"]*)")?(?=\s|$)/.exec(block.meta ?? '');
  return m ? (m[1] ?? '') : null;
}

/** The module a program block is saved as: `src/voting.py` → `voting`; an untitled block gets a name from its line. */
const moduleOf = (b: CodeBlock) => /(?:^|\/)([A-Za-z_]\w*)\.py$/.exec(b.title ?? '')?.[1] ?? `program_l${b.line}`;

/** The python3 that runs the compilers: Debian's (with python3-numpy and the other Debian modules nada-dsl imports), else the one on PATH. */
export const nadaPython = () => (fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

/** Counts of programs compiled, by nada-dsl version. */
export type CompileCounts = Map<string, number>;

/** Does a YAML value fit a program value of this type? Null when it does, else what was expected. */
function valueProblem(type: string, value: unknown): string | null {
  const arr = /^Array\[(.+); (\d+)\]$/.exec(type);
  if (arr) {
    if (!Array.isArray(value) || value.length !== Number(arr[2])) return `a list of ${arr[2]} ${arr[1]} values`;
    for (const v of value) if (valueProblem(arr[1]!, v)) return `a list of ${arr[2]} ${arr[1]} values`;
    return null;
  }
  const integer = typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^-?\d+$/.test(value);
  if (/^(Secret|Public)?Integer$/.test(type)) return integer ? null : 'an integer';
  if (/^(Secret|Public)?UnsignedInteger$/.test(type)) return integer && Number(value) >= 0 ? null : 'a non-negative integer';
  if (/^(Secret|Public)?Boolean$/.test(type)) return typeof value === 'boolean' ? null : 'true or false';
  return null;
}

/**
 * Compiles the nada programs of the entries and checks their test files.
 * @param imports - the modules each Python block imports (scripts/py/check_python_blocks.py)
 * @returns problems at file:line, and the count of programs compiled per nada-dsl version
 * @throws Error when python3 cannot be started or the compile driver fails
 */
export function checkNadaPrograms(entries: DocEntry[], imports: Map<CodeBlock, string[]> = new Map()): { problems: Problem[]; counts: CompileCounts } {
  const problems: Problem[] = [];
  const counts: CompileCounts = new Map();
  type Job = { entry: DocEntry; block: CodeBlock; dsl: Fixture; key: string };
  const groups = new Map<string, { roots: string[]; programs: { key: string; module: string; code: string; siblings: Record<string, string> }[] }>();
  const jobs = new Map<string, Job>();
  for (const entry of entries) {
    const programs = entry.codeBlocks.filter(isNadaProgram);
    if (!programs.length) continue;
    const siblingsOf = (b: CodeBlock) =>
      Object.fromEntries(
        entry.codeBlocks
          .filter((o) => o !== b && (o.lang === 'python' || o.lang === 'py') && /\.py$/.test(o.title ?? '') && moduleOf(o) !== moduleOf(b))
          .map((o) => [moduleOf(o), o.value]),
      );
    for (const block of programs) {
      const imported = [...new Set((imports.get(block) ?? []).map(packageOfModule).filter((p): p is string => !!p))];
      const resolved = resolveBlock(entry, block, imported);
      const labelLine = resolved.own ? block.line : (entry.frontMatterLines?.applies_to ?? 1);
      if (!resolved.releases) {
        const message = `${resolved.whose} ${resolved.reason} (${block.title ?? 'the program'} imports ${imported.join(', ')})`;
        if (resolved.reported && !problems.some((p) => p.file === entry.file && p.message === message))
          problems.push({ file: entry.file, line: labelLine, severity: 'error', message });
        continue;
      }
      const dsl = resolved.releases.find((f) => f.package === 'nada-dsl');
      if (!dsl) {
        problems.push({
          file: entry.file,
          line: labelLine,
          severity: 'error',
          message: `${resolved.whose} names no nada-dsl version, so the nada program ${block.title ?? `at line ${block.line}`} cannot be compiled: name the release it is written for (${loadFixtures()
            .filter((f) => f.package === 'nada-dsl')
            .map((f) => `nada-dsl ${f.version}`)
            .join(' or ')}).`,
        });
        continue;
      }
      const releases = resolved.releases.filter((f) => f.package !== 'nillion-client');
      const roots = [...releases.map((f) => f.dir), SHIM_DIR];
      const groupKey = roots.join('\n');
      const group = groups.get(groupKey) ?? { roots, programs: [] };
      groups.set(groupKey, group);
      const key = `${jobs.size}`;
      jobs.set(key, { entry, block, dsl, key });
      group.programs.push({ key, module: moduleOf(block), code: block.value, siblings: siblingsOf(block) });
    }
  }
  if (!jobs.size) return { problems, counts };
  const script = path.join(import.meta.dirname, '../../scripts/py/compile_nada.py');
  const python = nadaPython();
  // -I: no PYTHON* variables, no user site, not the script's folder on sys.path (the sandbox gives an empty environment anyway).
  const run = runSandboxed(python, ['-I', script], { input: JSON.stringify({ groups: [...groups.values()] }), env: { OPENBLAS_NUM_THREADS: '1' } });
  if (run.failure || run.status !== 0) throw new Error(`${python} could not run the nada compilers: ${run.failure ?? run.stderr}`);
  const results = (JSON.parse(run.stdout) as { results: Record<string, CompileResult> }).results;
  const compiled = new Map<CodeBlock, CompileResult>();
  for (const { entry, block, dsl, key } of jobs.values()) {
    const result = results[key]!;
    compiled.set(block, result);
    counts.set(dsl.version, (counts.get(dsl.version) ?? 0) + 1);
    const where = `nada-dsl ${dsl.version} (${dsl.repository}@${dsl.tag ?? dsl.commit.slice(0, 7)})`;
    const expected = expectedError(block);
    const name = block.title ?? `the program at line ${block.line}`;
    const report = (message: string, line = block.line) => problems.push({ file: entry.file, line, severity: 'error', message });
    if (expected === '') report(`${name} is marked expect-error without the error: write expect-error="<the compiler's message>".`);
    else if (expected !== null) {
      if (result.ok) report(`${name} is marked expect-error="${expected}" but ${where} compiles it: show a program that fails, or remove the marker.`);
      else if (!result.error.includes(expected)) report(`${name} is marked expect-error="${expected}" but ${where} fails with another error: ${result.error}`);
    } else if (!result.ok) report(`${where} cannot compile ${name}: ${result.error}`, block.line + (result.line ?? 1));
  }
  for (const entry of entries) problems.push(...checkTestFiles(entry, compiled));
  return { problems, counts };
}

/** Checks each test file of the page against the compiled program it names (`program: voting` → `src/voting.py`). */
function checkTestFiles(entry: DocEntry, compiled: Map<CodeBlock, CompileResult>): Problem[] {
  const problems: Problem[] = [];
  for (const b of entry.codeBlocks.filter(isTestFile)) {
    let doc: { program?: unknown; inputs?: unknown; expected_outputs?: unknown } | null;
    try {
      doc = parseYaml(b.value);
    } catch {
      continue; // reported by the block check
    }
    const err = (message: string) => problems.push({ file: entry.file, line: b.line, severity: 'error', message });
    if (!doc || typeof doc !== 'object') continue;
    const missingKeys = ['program', 'inputs', 'expected_outputs'].filter((k) => !(k in doc!));
    if (missingKeys.length) {
      err(`nada test file ${b.title} has no ${missingKeys.map((k) => `"${k}"`).join(', ')} key.`);
      continue;
    }
    // The last program of that name above the test file: a page may show one file in steps.
    const programs = entry.codeBlocks.filter((p) => isNadaProgram(p) && p.title === `src/${String(doc!.program)}.py` && p.line < b.line);
    const program = programs.at(-1) ?? entry.codeBlocks.find((p) => isNadaProgram(p) && p.title === `src/${String(doc!.program)}.py`);
    const result = program ? compiled.get(program) : undefined;
    // A test of a program the page does not show (one of a repository's examples) has nothing to match.
    if (!program || !result?.ok) continue; // a compile error is reported
    const compare = (what: 'inputs' | 'expected_outputs', declared: ProgramValue[], given: unknown) => {
      const values = given && typeof given === 'object' ? (given as Record<string, unknown>) : {};
      const names = Object.keys(values);
      const missing = declared.filter((d) => !names.includes(d.name)).map((d) => d.name);
      const extra = names.filter((n) => !declared.some((d) => d.name === n));
      if (missing.length || extra.length) {
        err(
          `test file ${b.title} ${what} do not match the compiled program ${program.title}${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; not in the program: ${extra.join(', ')}` : ''}.`,
        );
      }
      for (const d of declared) {
        if (!(d.name in values)) continue;
        const wrong = valueProblem(d.type, values[d.name]);
        if (wrong)
          err(`test file ${b.title} ${what}.${d.name} is ${JSON.stringify(values[d.name])}, but ${program.title} declares it ${d.type}: write ${wrong}.`);
      }
    };
    compare('inputs', result.inputs, doc.inputs);
    compare('expected_outputs', result.outputs, doc.expected_outputs);
  }
  return problems;
}
