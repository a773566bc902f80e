/**
 * Python samples type-checked by pyright (the npm package, offline) against the released source
 * of the packages they import, vendored in tests/fixtures/pypi/ (nillion-client, nada-dsl,
 * nada-numpy, nada-ai at the versions the page's label names). Pyright reports unknown imports,
 * unknown attributes (also of call and operator results), wrong keyword arguments and argument
 * types. Nada programs are left to their compiler (lib/checks/nada-compile.ts).
 *
 * All blocks go to one pyright run: each install (set of releases) is one execution environment
 * whose extra paths are those releases' folders. Imports resolve against those folders and the
 * standard library of the python3 that compiles nada programs (Debian's, with python3-numpy).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CodeBlock, DocEntry } from '../content/types';
import { isNadaProgram, nadaPython } from './nada-compile';
import type { Fixture } from './py-fixtures';
import type { Problem } from './problem';
import { withCacheFolder } from './sandbox';
import { packageOfModule, resolveBlock, withDependencies } from './sample-installs';

/** A Python block and the modules it imports. */
export interface PythonSample {
  entry: DocEntry;
  block: CodeBlock;
  imports: string[];
}

/** Pyright's JSON output (`--outputjson`), the fields read here. */
interface PyrightReport {
  generalDiagnostics: { file: string; severity: 'error' | 'warning' | 'information'; message: string; rule?: string; range: { start: { line: number } } }[];
}

/**
 * Type-checks the Python samples that import a vendored package (nada programs excepted).
 * @returns errors at file:line with pyright's message and rule, and the count of blocks checked per release
 * @throws Error when pyright cannot be started or writes no report
 */
export function checkPythonSamples(samples: PythonSample[], root = process.cwd()): { problems: Problem[]; counts: Map<string, number> } {
  const problems: Problem[] = [];
  const counts = new Map<string, number>();
  const envs = new Map<string, { releases: Fixture[]; blocks: PythonSample[] }>();
  for (const s of samples) {
    // nada code (programs and their helper files) is judged by the compiler: nada-dsl builds its
    // operators at run time, so a static checker misreads them.
    if (isNadaProgram(s.block) || s.imports.some((m) => m.split('.')[0] === 'nada_dsl')) continue;
    const imported = [...new Set(s.imports.map(packageOfModule).filter((p): p is string => !!p))];
    if (!imported.length) continue;
    const resolved = resolveBlock(s.entry, s.block, imported);
    if (!resolved.releases) {
      const message = `${resolved.whose} ${resolved.reason}`;
      if (resolved.reported && !problems.some((p) => p.file === s.entry.file && p.message === message))
        problems.push({ file: s.entry.file, line: s.block.line, severity: 'error', message });
      continue;
    }
    const releases = withDependencies(resolved.releases);
    const key = releases
      .map((f) => f.dir)
      .sort()
      .join('\n');
    const env = envs.get(key) ?? { releases, blocks: [] };
    envs.set(key, env);
    env.blocks.push(s);
    for (const f of resolved.releases.filter((r) => imported.includes(r.package))) {
      const name = `${f.package} ${f.version}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  if (!envs.size) return { problems, counts };
  return { problems: [...problems, ...withCacheFolder(root, 'sample-pyright', (dir) => runPyright(dir, [...envs.values()], root))], counts };
}

/**
 * Pyright resolves a library file's imports in the execution environment whose root holds the file,
 * so each environment links its releases' modules into its own `_lib/` (its extra path).
 */
function runPyright(dir: string, envs: { releases: Fixture[]; blocks: PythonSample[] }[], root: string): Problem[] {
  const files = new Map<string, PythonSample>();
  const executionEnvironments = envs.map((env, e) => {
    const lib = path.join(dir, `env${e}`, '_lib');
    fs.mkdirSync(lib, { recursive: true });
    for (const f of env.releases) {
      for (const name of fs.readdirSync(f.dir)) if (name !== f.license && name !== 'SOURCE.json') fs.symlinkSync(path.join(f.dir, name), path.join(lib, name));
    }
    // One folder per page: a sample saved under its title (`client_setup.py`), beside the page's
    // other titled Python files, so `from client_setup import create_client` resolves as it does
    // in the reader's project.
    const pages = [...new Set(env.blocks.map((s) => s.entry))];
    pages.forEach((entry, p) => {
      const folder = path.join(dir, `env${e}`, `page${p}`);
      fs.mkdirSync(folder);
      const used = new Set<string>();
      const nameOf = (b: CodeBlock, i: number) => {
        const titled = /(?:^|\/)([A-Za-z_]\w*\.py)$/.exec(b.title ?? '')?.[1];
        const name = titled && !used.has(titled) ? titled : `block_${i}.py`;
        used.add(name);
        return name;
      };
      entry.codeBlocks.forEach((b, i) => {
        const sample = env.blocks.find((s) => s.block === b);
        if (!sample && (!/\.py$/.test(b.title ?? '') || isNadaProgram(b))) return;
        const file = path.join(folder, nameOf(b, i));
        fs.writeFileSync(file, b.value);
        if (sample) files.set(file, sample);
      });
    });
    return { root: `env${e}`, extraPaths: [`env${e}/_lib`] };
  });
  fs.writeFileSync(
    path.join(dir, 'pyrightconfig.json'),
    JSON.stringify({
      include: executionEnvironments.map((e) => e.root),
      exclude: ['**/_lib'],
      ignore: ['**/_lib'],
      executionEnvironments,
      typeCheckingMode: 'standard',
      pythonVersion: '3.11',
      pythonPlatform: 'Linux',
      // Samples show fragments: a name defined in an earlier block of the page is not a mistake.
      reportUndefinedVariable: 'none',
      reportMissingModuleSource: 'none',
    }),
  );
  const pyright = path.join(root, 'node_modules', 'pyright', 'index.js');
  const run = spawnSync(process.execPath, [pyright, '--outputjson', '--pythonpath', nadaPython(), '-p', path.join(dir, 'pyrightconfig.json')], {
    encoding: 'utf8',
    cwd: dir,
    maxBuffer: 64 << 20,
  });
  if (run.error) throw new Error(`pyright could not be started: ${run.error.message}`);
  let report: PyrightReport;
  try {
    report = JSON.parse(run.stdout) as PyrightReport;
  } catch {
    throw new Error(`pyright wrote no report: ${run.stdout}${run.stderr}`);
  }
  const problems: Problem[] = [];
  for (const d of report.generalDiagnostics) {
    const s = files.get(d.file);
    if (!s || d.severity !== 'error') continue;
    // A missing module counts only inside a vendored distribution (`nillion_client.foo`): other
    // third-party modules (dotenv, torch, py_nillion_client) are not vendored, so nothing here knows them.
    if (d.rule === 'reportMissingImports' && !packageOfModule(/Import "([\w.]+)"/.exec(d.message)?.[1] ?? '')) continue;
    // An attribute of a value a library annotates as plain `object` (nada-ai's model clients, made by a
    // metaclass whose __call__ says `-> object`) is the library's annotation gap, not the sample's.
    if (d.rule === 'reportAttributeAccessIssue' && /for class "object"/.test(d.message)) continue;
    problems.push({
      file: s.entry.file,
      line: s.block.line + d.range.start.line + 1,
      severity: 'error',
      message: `pyright${d.rule ? ` (${d.rule})` : ''}: ${d.message.replace(/\s*\n\s*/g, ' ')}`,
    });
  }
  return problems;
}
