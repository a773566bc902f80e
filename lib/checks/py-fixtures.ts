/**
 * The released Python packages the sample check runs, vendored under `tests/fixtures/pypi/`
 * (scripts/vendor-py-fixture.ts writes them from a checkout at a given commit): one folder per
 * package version, holding the import packages, the LICENSE and `SOURCE.json`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the fixtures live. */
export const FIXTURE_ROOT = path.join(import.meta.dirname, '../../tests/fixtures/pypi');

/** `SOURCE.json` of one vendored package version. */
export interface FixtureSource {
  /** Distribution name (`nada-dsl`). */
  package: string;
  /** As its pyproject.toml at `commit` says. */
  version: string;
  /** `owner/name` on GitHub. */
  repository: string;
  /** The release tag pointing at `commit`, when there is one. */
  tag: string | null;
  /** Full commit the files were read at. */
  commit: string;
  license: string;
  /** Repository paths copied. */
  paths: string[];
  /** Requirements of the release, by PEP 503 distribution name (`python` for the interpreter). */
  requires: Record<string, string>;
  /** How `requires` is written: PEP 440 specifiers (PEP 621 `dependencies`) or Poetry ranges (`^0.7.1`). */
  requiresSyntax: 'pep440' | 'poetry';
  /** A series of versions a page label may name that this release stands for (`0.2.x`), when those have no published source. */
  covers?: string;
  note?: string;
}

/** A vendored package version and its folder (an import root). */
export interface Fixture extends FixtureSource {
  dir: string;
}

let cached: Fixture[] | undefined;

/**
 * Every vendored package version, sorted by package and version.
 * @throws Error naming the file when a SOURCE.json is missing or not valid JSON
 */
export function loadFixtures(): Fixture[] {
  cached ??= fs
    .readdirSync(FIXTURE_ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shims')
    .map((d) => {
      const file = path.join(FIXTURE_ROOT, d.name, 'SOURCE.json');
      try {
        return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as FixtureSource), dir: path.join(FIXTURE_ROOT, d.name) };
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message} (regenerate it with scripts/vendor-py-fixture.ts)`);
      }
    })
    .sort((a, b) => a.package.localeCompare(b.package) || a.version.localeCompare(b.version));
  return cached;
}

/** Offline stand-ins for modules the vendored packages import and no Debian package provides (see shims/README.md). */
export const SHIM_DIR = path.join(FIXTURE_ROOT, 'shims');
