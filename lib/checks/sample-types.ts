/**
 * Type-checks blocks against the real npm packages they import, for the packages the repository
 * installs as devDependencies at the version the pages pin ({@link REGISTRY_PACKAGES}). A block is
 * checked when it imports such a package, every package it imports is installed and it imports no
 * file of the reader's project; it is written to a fresh folder in `node_modules/.cache/sample-types/` (inside node_modules, so imports resolve and
 * the site's own type check skips it) and `tsc` checks all of them in one run, strict.
 */
import { parseSync, type types as t } from '@babel/core';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { CodeBlock, DocEntry } from '../content/types';
import semver from 'semver';
import type { Problem } from './problem';
import { withCacheFolder } from './sandbox';
import { allLabelPins, blockLabel } from './sample-installs';

/** Languages read as TypeScript or JavaScript. */
export const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs']);

/** A TypeScript or JavaScript block with what it imports. */
export interface ScriptBlock {
  entry: DocEntry;
  block: CodeBlock;
  /** Import specifiers as written (`@nillion/nilql`, `./lib/x`, `node:fs`). */
  specifiers: string[];
  /** npm packages among them. */
  packages: string[];
  /** Set when the block does not parse. */
  parseProblem?: Problem;
}

const require = createRequire(import.meta.url);
const presetTypescript = require.resolve('@babel/preset-typescript');

/**
 * The import specifiers of a TypeScript or JavaScript block, read by Babel's parser (tsc checks
 * only the blocks whose packages are installed; this parse covers the others).
 * @returns null specifiers when the block does not parse (`error` says why, `line` where)
 */
export function scriptImports(code: string, lang: string): { specifiers: string[] | null; packages: string[]; error?: string; line?: number } {
  const tsx = lang === 'tsx' || lang === 'jsx';
  let ast: t.File | null;
  try {
    ast = parseSync(code, {
      filename: tsx ? 'block.tsx' : 'block.ts',
      babelrc: false,
      configFile: false,
      presets: [[presetTypescript, { isTSX: tsx, allExtensions: true }]],
      parserOpts: { errorRecovery: false },
    });
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    return { specifiers: null, packages: [], error: (error as Error).message.replace(/^.*?: /, '').split('\n')[0], line: loc?.line };
  }
  const specifiers = (ast?.program.body ?? []).flatMap((n) => (n.type === 'ImportDeclaration' ? [n.source.value] : []));
  return { specifiers, packages: [...new Set(specifiers.map(npmPackageOf).filter((p): p is string => !!p))] };
}

/** The npm package an import specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative or built-in import. */
function npmPackageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * npm packages installed (exact version, devDependencies) only so the samples that import them are
 * type-checked against the real package. Add one here when a page starts importing a package the
 * registry has; pin it at the version the page names.
 */
const REGISTRY_PACKAGES = ['@nillion/nilql'];

/**
 * Type declarations of released npm packages the registry does not carry (`@nillion/client-vms`
 * 0.3.1, `@nillion/client-react-hooks` 0.3.2), generated from their tagged source by
 * scripts/vendor-ts-types.ts: `tests/fixtures/npm/<package>/` with package.json, index.d.ts and SOURCE.json.
 */
export const NPM_FIXTURE_ROOT = path.join(import.meta.dirname, '../../tests/fixtures/npm');

/** The vendored npm packages and their versions. */
export function vendoredNpmPackages(): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(NPM_FIXTURE_ROOT)) return out;
  for (const scope of fs.readdirSync(NPM_FIXTURE_ROOT)) {
    for (const name of scope.startsWith('@') ? fs.readdirSync(path.join(NPM_FIXTURE_ROOT, scope)).map((n) => `${scope}/${n}`) : [scope]) {
      const manifest = path.join(NPM_FIXTURE_ROOT, name, 'package.json');
      if (fs.existsSync(manifest)) out.set(name, (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version);
    }
  }
  return out;
}

/**
 * The packages among `candidates` the samples are type-checked against, with their versions: the
 * vendored ones ({@link NPM_FIXTURE_ROOT}) and the {@link REGISTRY_PACKAGES} that package.json
 * declares and node_modules holds.
 */
export function typeCheckedPackages(root: string, candidates: string[]): Map<string, string> {
  const vendored = vendoredNpmPackages();
  const fromFixtures = new Map(candidates.filter((c) => vendored.has(c)).map((c) => [c, vendored.get(c)!]));
  const wanted = candidates.filter((c) => REGISTRY_PACKAGES.includes(c));
  if (!wanted.length || !fs.existsSync(path.join(root, 'package.json'))) return fromFixtures;
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  };
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const pkg of wanted) {
    const file = path.join(root, 'node_modules', pkg, 'package.json');
    if (declared[pkg] && fs.existsSync(file)) fromFixtures.set(pkg, (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version);
  }
  return fromFixtures;
}

/**
 * Type-checks the blocks that import one of `packages`.
 * @param packages - npm packages to check against (see {@link typeCheckedPackages})
 * @returns errors at file:line of the block's line, and how many blocks each package had checked
 * @throws Error when tsc cannot be started
 */
export function typeCheckBlocks(
  blocks: ScriptBlock[],
  packages: Map<string, string>,
  root = process.cwd(),
): { problems: Problem[]; counts: Map<string, number> } {
  const vendored = vendoredNpmPackages();
  const chosen = blocks.filter((nb) => {
    const specifiers = nb.specifiers;
    const pkgs = specifiers.map(npmPackageOf);
    // A block that imports the reader's own files (`./lib/x`) cannot be checked alone.
    return (
      pkgs.some((p) => p && packages.has(p)) &&
      pkgs.every((p, i) => (p ? vendored.has(p) || fs.existsSync(path.join(root, 'node_modules', p, 'package.json')) : specifiers[i]!.startsWith('node:')))
    );
  });
  const counts = new Map<string, number>();
  const problems: Problem[] = [];
  for (const nb of chosen) {
    for (const p of nb.packages) if (packages.has(p)) counts.set(p, (counts.get(p) ?? 0) + 1);
    // A vendored package stands for one release: the label must name that one.
    for (const pin of allLabelPins(blockLabel(nb.entry, nb.block)).filter((p) => vendored.has(p.package))) {
      const version = vendored.get(pin.package)!;
      if (!semver.satisfies(version, pin.version.replace(/\.\*$/, '.x'))) {
        problems.push({
          file: nb.entry.file,
          line: nb.block.line,
          severity: 'error',
          message: `the label names ${pin.package} ${pin.version}, but its vendored declarations (tests/fixtures/npm/) are ${pin.package} ${version}: name ${version}, or vendor ${pin.version} with scripts/vendor-ts-types.ts.`,
        });
      }
    }
  }
  if (!chosen.length) return { problems, counts };
  return { problems: [...problems, ...withCacheFolder(root, 'sample-types', (dir) => runTsc(dir, chosen, packages, vendored, root))], counts };
}

/** Writes the blocks and a strict tsconfig.json to `dir`, runs tsc once and maps its errors to the blocks' lines. */
function runTsc(dir: string, chosen: ScriptBlock[], packages: Map<string, string>, vendored: Map<string, string>, root: string): Problem[] {
  const files = chosen.map((nb, i) => {
    const name = `block-${i}.${nb.block.lang === 'tsx' || nb.block.lang === 'jsx' ? 'tsx' : 'ts'}`;
    // `export {}` keeps a block without imports or exports a module, as it is in the reader's project.
    fs.writeFileSync(path.join(dir, name), `${nb.block.value}\nexport {};\n`);
    return name;
  });
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        // The vendored declarations stand for the packages node_modules lacks.
        paths: Object.fromEntries([...vendored.keys()].map((p) => [p, [path.join(NPM_FIXTURE_ROOT, p, 'index.d.ts')]])),
      },
      files,
    }),
  );
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8', cwd: root });
  if (run.error) throw new Error(`tsc could not be started: ${run.error.message}`);
  const problems: Problem[] = [];
  for (const m of run.stdout.matchAll(/^(?:.*[\\/])?block-(\d+)\.tsx?\((\d+),(\d+)\): error (TS\d+): (.*)$/gm)) {
    const nb = chosen[Number(m[1])]!;
    const pkgs = nb.packages.filter((p) => packages.has(p));
    problems.push({
      file: nb.entry.file,
      line: nb.block.line + Number(m[2]),
      severity: 'error',
      message: `TypeScript ${m[4]} against ${pkgs.map((p) => `${p} ${packages.get(p)}`).join(', ')}: ${m[5]}`,
    });
  }
  if (run.status !== 0 && !problems.length) throw new Error(`tsc failed on the sample blocks: ${run.stdout}${run.stderr}`);
  return problems;
}
