/**
 * `npx tsx scripts/vendor-py-fixture.ts <package> <git-dir-or-checkout> <commit> [<repository>]`:
 * writes the released, pure-Python source of one package version into
 * `tests/fixtures/pypi/<package>-<version>/` (the version is read from the pyproject.toml at that
 * commit), with its LICENSE and a `SOURCE.json` naming the repository, tag, full commit and the
 * paths copied. The sample check (lib/checks/nada-compile.ts, lib/checks/pyright-samples.ts)
 * imports these folders, so the samples are compiled and type-checked by the released code.
 *
 * Only the import packages are copied (never tests, docs or build files); `*_test.py` files are left out.
 *
 * @example npx tsx scripts/vendor-py-fixture.ts nada-dsl ~/src/nada-dsl a81508831686cfbb5d4c0a06d92eebed032551b6
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURE_ROOT, type FixtureSource } from '../lib/checks/py-fixtures';

/** Where each package's import roots live in its repository, and where they go in the fixture. */
const LAYOUT: Record<string, { repository: string; copy: Record<string, string>; pyproject: string; covers?: string; note?: string }> = {
  // Dependencies of nillion-client whose names it re-exports (NilChainPrivateKey, PrivateKey): only
  // the modules that define those names, so pyright knows their constructors.
  cosmpy: {
    repository: 'fetchai/cosmpy',
    copy: {
      'cosmpy/__init__.py': 'cosmpy/__init__.py',
      'cosmpy/crypto/__init__.py': 'cosmpy/crypto/__init__.py',
      'cosmpy/crypto/interface.py': 'cosmpy/crypto/interface.py',
      'cosmpy/crypto/keypairs.py': 'cosmpy/crypto/keypairs.py',
    },
    pyproject: 'pyproject.toml',
  },
  secp256k1: {
    repository: 'rustyrussell/secp256k1-py',
    copy: { 'secp256k1/__init__.py': 'secp256k1/__init__.py' },
    pyproject: 'setup.py',
    note: 'The repository has no tags; setup.py names version 0.14.0 from 45d9ac7 on. Its compiled part (_libsecp256k1) is not copied.',
  },
  'nada-dsl': {
    repository: 'NillionNetwork/nada-dsl',
    // nada_mir_proto (the MIR protobuf classes nada-dsl 0.8 builds) lives in the same repository.
    copy: { nada_dsl: 'nada_dsl', 'nada_mir/src/nada_mir_proto': 'nada_mir_proto' },
    pyproject: 'pyproject.toml',
  },
  'nada-numpy': { repository: 'NillionNetwork/nada-numpy', copy: { nada_numpy: 'nada_numpy' }, pyproject: 'pyproject.toml' },
  'nada-ai': { repository: 'NillionNetwork/nada-ai', copy: { nada_ai: 'nada_ai' }, pyproject: 'pyproject.toml' },
  'nillion-client': {
    repository: 'NillionNetwork/nilvm-client-py',
    copy: {
      'src/nillion_client': 'nillion_client',
      'client-core/nillion_client_core.pyi': 'nillion_client_core.pyi',
      'client-proto/src/nillion_client_proto': 'nillion_client_proto',
    },
    pyproject: 'pyproject.toml',
    covers: '0.2.x',
    note: 'nillion-client 0.2.0 has no published source; the 0.2.1rc2 tag is the earliest tagged source of the 0.2 series, so it stands for a page label naming 0.2.0 or 0.2.x. nillion_client_core is a compiled extension: its stub file (.pyi) from the same commit is copied.',
  },
};

const [pkg, repoDir, commit, repository] = process.argv.slice(2);
const layout = pkg ? LAYOUT[pkg] : undefined;
if (!pkg || !repoDir || !commit || !layout) {
  console.error(`usage: vendor-py-fixture.ts <${Object.keys(LAYOUT).join('|')}> <git-dir-or-checkout> <commit> [<owner/name>]`);
  process.exit(2);
}
const git = (...args: string[]) => execFileSync('git', ['-C', repoDir, ...args], { encoding: 'buffer', maxBuffer: 256 << 20 });
const full = git('rev-parse', `${commit}^{commit}`).toString().trim();
const pyproject = git('show', `${full}:${layout.pyproject}`).toString();
// setup.py (no pyproject.toml): the version="…" argument; its requirements are not read.
const setupVersion = layout.pyproject === 'setup.py' ? /\bversion\s*=\s*["']([^"']+)["']/.exec(pyproject)?.[1] : undefined;
type Meta = { version: string | null; syntax: 'pep440' | 'poetry'; requires: Record<string, string> };
/** The version and requirements of a pyproject.toml (PEP 621 or Poetry), read by Python's own TOML reader (3.11+). */
const readPyproject = (text: string): Meta =>
  JSON.parse(
    execFileSync(
      'python3',
      [
        '-c',
        `import json, sys, tomllib
d = tomllib.loads(sys.stdin.read())
p = d.get("project") or {}
poetry = d.get("tool", {}).get("poetry") or {}
if p.get("dependencies") is not None:
    import re
    reqs = {}
    for r in p["dependencies"]:
        m = re.match(r"\\s*([A-Za-z0-9_.-]+)\\s*(.*)", r)
        reqs[m.group(1)] = m.group(2).split(";")[0].strip()
    py = p.get("requires-python")
    if py: reqs["python"] = py
    print(json.dumps({"version": p.get("version"), "syntax": "pep440", "requires": reqs}))
else:
    deps = {k: (v if isinstance(v, str) else v.get("version", "*")) for k, v in (poetry.get("dependencies") or {}).items()}
    print(json.dumps({"version": poetry.get("version"), "syntax": "poetry", "requires": deps}))`,
      ],
      { input: text, encoding: 'utf8' },
    ),
  ) as Meta;
const meta: Meta = setupVersion ? { version: setupVersion, syntax: 'pep440', requires: {} } : readPyproject(pyproject);
const version = meta.version;
if (!version) throw new Error(`${layout.pyproject} at ${full} names no version`);
/** PEP 503 normalised distribution names. */
const requires = Object.fromEntries(Object.entries(meta.requires).map(([k, v]) => [k.toLowerCase().replace(/[-_.]+/g, '-'), v]));
// The release tag: among the tags on the commit, the one naming this package (one repository may tag several).
const tags = git('tag', '--points-at', full)
  .toString()
  .split('\n')
  .filter((t) => t.trim());
const tag = tags.find((t) => t.startsWith(`${pkg}-v`)) ?? tags.find((t) => t === version || t === `v${version}`) ?? tags[0] ?? null;
const dest = path.join(FIXTURE_ROOT, `${pkg}-${version}`);
fs.rmSync(dest, { recursive: true, force: true });
const copied: string[] = [];
for (const [from, to] of Object.entries(layout.copy)) {
  // A root that is its own distribution (nada_mir_proto) is copied only when the release requires it.
  if (to === 'nada_mir_proto' && !requires['nada-mir-proto']) continue;
  const listed = git('ls-tree', '-r', '--name-only', full, '--', from)
    .toString()
    .split('\n')
    .filter((f) => f && (f.endsWith('.py') || f.endsWith('.pyi')) && !f.endsWith('_test.py') && !f.includes('__pycache__'));
  if (!listed.length) continue; // older releases lack some roots (nada_mir before nada-dsl 0.8)
  for (const file of listed) {
    const target = path.join(dest, to, path.relative(from, file) || '');
    const out = file === from ? path.join(dest, to) : target;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, git('show', `${full}:${file}`));
    copied.push(file);
  }
}
fs.writeFileSync(path.join(dest, 'LICENSE'), git('show', `${full}:LICENSE`));
const source: FixtureSource = {
  package: pkg,
  version,
  repository: repository ?? layout.repository,
  tag,
  commit: full,
  license: 'LICENSE',
  paths: copied,
  requires,
  requiresSyntax: meta.syntax,
  ...(layout.covers ? { covers: layout.covers } : {}),
  ...(layout.note ? { note: layout.note } : {}),
};
fs.writeFileSync(path.join(dest, 'SOURCE.json'), `${JSON.stringify(source, null, 2)}\n`);
console.log(`${path.relative(process.cwd(), dest)}: ${copied.length} files from ${source.repository}@${tag ?? full}`);
