/**
 * `npx tsx scripts/vendor-ts-types.ts <package> <git-dir-or-checkout> <commit>`: the type
 * declarations of a released npm package that the registry does not carry, generated from its
 * source at that commit with the repository's own `tsc` (`--declaration --emitDeclarationOnly`),
 * written to `tests/fixtures/npm/<package>/` with a package.json (name, version), the LICENSE and
 * a `SOURCE.json` (repository, tag, full commit). The sample check (lib/checks/sample-types.ts)
 * type-checks the pages' TypeScript samples against them.
 *
 * Imports of the package's own dependencies stay as they are: those the repository installs
 * resolve, the others are `any` to the sample check (tsc, `skipLibCheck`). Run the packages in
 * dependency order (client-wasm, client-vms, then client-react-hooks), since a later one resolves
 * an earlier one from its fixture.
 *
 * @example npx tsx scripts/vendor-ts-types.ts @nillion/client-vms ~/src/client-ts client-vms-v0.3.1
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NPM_FIXTURE_ROOT } from '../lib/checks/sample-types';

/** Where each package lives in its repository: its folder, and whether its declarations are committed (`dist/index.d.ts`) or generated from `src/`. */
const LAYOUT: Record<string, { repository: string; dir: string; committed?: string }> = {
  '@nillion/client-wasm': { repository: 'NillionNetwork/client-ts', dir: 'client-wasm', committed: 'dist/index.d.ts' },
  '@nillion/client-vms': { repository: 'NillionNetwork/client-ts', dir: 'client-vms' },
  '@nillion/client-react-hooks': { repository: 'NillionNetwork/client-ts', dir: 'client-react-hooks' },
};

const REPO = path.join(import.meta.dirname, '..');
const [pkg, repoDir, commit] = process.argv.slice(2);
const layout = pkg ? LAYOUT[pkg] : undefined;
if (!pkg || !repoDir || !commit || !layout) {
  console.error(`usage: vendor-ts-types.ts <${Object.keys(LAYOUT).join('|')}> <git-dir-or-checkout> <commit>`);
  process.exit(2);
}
const git = (...args: string[]) => execFileSync('git', ['-C', repoDir, ...args], { maxBuffer: 256 << 20 });
const full = git('rev-parse', `${commit}^{commit}`).toString().trim();
const manifest = JSON.parse(git('show', `${full}:${layout.dir}/package.json`).toString()) as { version: string };
const tags = git('tag', '--points-at', full)
  .toString()
  .split('\n')
  .filter((t) => t.trim());
const tag = tags.find((t) => t.startsWith(`${layout.dir}-v`)) ?? null;
const dest = path.join(NPM_FIXTURE_ROOT, pkg);
fs.rmSync(dest, { recursive: true, force: true });
fs.mkdirSync(dest, { recursive: true });

if (layout.committed) {
  fs.writeFileSync(path.join(dest, 'index.d.ts'), git('show', `${full}:${layout.dir}/${layout.committed}`));
} else {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-ts-'));
  try {
    execFileSync('sh', ['-c', `git -C "$0" archive "$1" "$2/src" | tar -x -C "$3"`, repoDir, full, layout.dir, work]);
    const src = path.join(work, layout.dir, 'src');
    // The other vendored @nillion packages resolve from their fixtures.
    const paths: Record<string, string[]> = { '#/*': [`${src}/*`] };
    for (const other of Object.keys(LAYOUT).filter((p) => p !== pkg && fs.existsSync(path.join(NPM_FIXTURE_ROOT, p, 'index.d.ts')))) {
      paths[other] = [path.join(NPM_FIXTURE_ROOT, other, 'index.d.ts')];
    }
    fs.writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          declaration: true,
          emitDeclarationOnly: true,
          noEmitOnError: false,
          removeComments: true,
          rootDir: src,
          outDir: dest,
          typeRoots: [path.join(REPO, 'node_modules', '@types')],
          types: ['node', 'react'],
          paths,
        },
        include: [`${src}/**/*`],
        exclude: [`${src}/**/*.test.ts`],
      }),
    );
    // tsc reports the dependencies it cannot resolve and emits the declarations all the same.
    spawnSync(process.execPath, [path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(work, 'tsconfig.json')], { encoding: 'utf8' });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  // `#/x` is the package's own path alias: rewrite it to a relative path, as its published build does.
  for (const file of fs.readdirSync(dest, { recursive: true }) as string[]) {
    if (!file.endsWith('.d.ts')) continue;
    const abs = path.join(dest, file);
    const text = fs.readFileSync(abs, 'utf8').replace(/(["'])#\/([^"']+)\1/g, (_m, q: string, target: string) => {
      let rel = path.relative(path.dirname(abs), path.join(dest, target)).split(path.sep).join('/');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return `${q}${rel}${q}`;
    });
    fs.writeFileSync(abs, text);
  }
}
if (!fs.existsSync(path.join(dest, 'index.d.ts'))) throw new Error(`${pkg}: no index.d.ts was generated`);
fs.writeFileSync(path.join(dest, 'package.json'), `${JSON.stringify({ name: pkg, version: manifest.version, types: 'index.d.ts' }, null, 2)}\n`);
fs.writeFileSync(path.join(dest, 'LICENSE'), git('show', `${full}:LICENSE`));
const source = {
  package: pkg,
  version: manifest.version,
  repository: layout.repository,
  tag,
  commit: full,
  license: 'LICENSE',
  generated: layout.committed ? `${layout.dir}/${layout.committed} as committed` : `declarations generated by tsc from ${layout.dir}/src`,
};
fs.writeFileSync(path.join(dest, 'SOURCE.json'), `${JSON.stringify(source, null, 2)}\n`);
console.log(`${path.relative(process.cwd(), dest)}: ${pkg} ${manifest.version} from ${layout.repository}@${tag ?? full}`);
