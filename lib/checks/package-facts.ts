/**
 * Facts about the released packages the pages' samples import, committed as data in
 * `lib/package-facts/*.json` (one file per package version): the public names each module
 * exports, the attributes of its classes, and the version ranges the release requires. Each file
 * records the repository, tag and commit it was read from. This module loads them, maps an import
 * to its package, reads a page's `applies_to` label and evaluates version ranges.
 *
 * Range syntax: PEP 440 specifiers (`==`, `!=`, `>=`, `<=`, `>`, `<`, `~=`, comma-separated) as
 * pyproject.toml writes them, Poetry's `^` and `~`, and npm's `^`, `~` and `x` ranges. Pre-release
 * versions (`0.2.1rc1`) order before their release.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One exported name of a module. */
export interface FactName {
  /** `class`, `function`, `value`, `module` (a submodule), `type` (TypeScript only) or `external` (re-exported from another distribution). */
  kind: 'class' | 'function' | 'value' | 'module' | 'type' | 'external';
  /** Classes: attributes and methods defined on the class and its in-package bases (TypeScript: static members). */
  attributes?: string[];
  /** Classes with a base class outside the package: attributes not in the list may still exist. */
  inherits_unlisted?: boolean;
  /** Classes: attributes their methods set on instances (`self.x = …`), with in-package bases. */
  instance_attributes?: string[];
  /** Classes: methods whose return annotation names a class of the same module (`create` → `VmClient`). */
  returns?: Record<string, string>;
  /** Submodules: the module's dotted name. */
  module?: string;
  /** Re-exports: where the name comes from. */
  from?: string;
}

/** A module's public names. */
export interface FactModule {
  names: Record<string, FactName>;
  /** The module's `__all__`, when it defines one: what `from module import *` binds. */
  star?: string[];
}

/** The facts of one released package version. */
export interface PackageFacts {
  /** Distribution name as installed (`nada-dsl`, `@nillion/client-vms`). */
  package: string;
  version: string;
  /**
   * Other versions a label may name that these facts stand for, when that release has no
   * published source and this is the nearest one (`source.note` says why).
   */
  also_covers?: string[];
  ecosystem: 'pypi' | 'npm';
  source: { repo: string; tag: string | null; commit: string; files: string[]; note?: string };
  /** Version ranges the release requires, by distribution name (`python` for the interpreter). */
  requires: Record<string, string>;
  /** Modules by import name (`nada_dsl`, `nada_numpy.client`, `@nillion/client-vms`). */
  modules: Record<string, FactModule>;
}

/** Where the facts live. */
const FACTS_DIR = path.join(import.meta.dirname, '../package-facts');

let cached: PackageFacts[] | undefined;

/**
 * Every facts file of `dir`, sorted by package and version.
 * @throws Error naming the file when one is not valid JSON
 */
export function loadPackageFacts(dir = FACTS_DIR): PackageFacts[] {
  if (dir === FACTS_DIR && cached) return cached;
  const facts = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as PackageFacts;
      } catch (error) {
        throw new Error(`${path.join(dir, f)}: not valid JSON: ${(error as Error).message}`);
      }
    })
    .sort((a, b) => a.package.localeCompare(b.package) || compareVersions(a.version, b.version));
  if (dir === FACTS_DIR) cached = facts;
  return facts;
}

/** `package@version`, the way messages name a release. */
export const releaseName = (f: Pick<PackageFacts, 'package' | 'version'>) => `${f.package} ${f.version}`;

/** Where a facts file was read from: `NillionNetwork/nada-dsl@v0.7.1 (a815088)`. */
export const sourceName = (f: PackageFacts) =>
  `${f.source.repo}@${f.source.tag ?? f.source.commit.slice(0, 7)}${f.source.tag ? ` (${f.source.commit.slice(0, 7)})` : ''}`;

/**
 * The package an import belongs to, among the packages facts exist for: the one that has a
 * module named like the import or like one of its parents (`nada_ai.client` → `nada-ai`).
 * @returns the distribution name, or undefined for modules no facts cover (the standard library, third-party packages, the page's own files)
 */
export function packageOfModule(module: string, facts = loadPackageFacts()): string | undefined {
  const top = module.startsWith('@') ? module.split('/').slice(0, 2).join('/') : module.split('.')[0]!;
  return facts.find((f) => Object.keys(f.modules).some((m) => m === top || m.startsWith(`${top}.`)))?.package;
}

/** One `name version` pair of an `applies_to` label. */
export interface LabelPin {
  package: string;
  /** As written: `0.8.0`, `0.2.x`, `0.7`. */
  version: string;
}

/**
 * The package versions an `applies_to` label names, for the packages facts exist for. Parts are
 * separated by `·` or `,`; a part is `<package> <version>` (`nada-dsl 0.8.0`, `nillion-client 0.2.x`).
 * Other parts (`Nillion SDK 0.9.0`, `early 2025`) are ignored.
 */
export function labelPins(label: string | undefined, facts = loadPackageFacts()): LabelPin[] {
  if (!label) return [];
  const known = new Set(facts.map((f) => f.package));
  const pins: LabelPin[] = [];
  for (const part of label.split(/[·,]/)) {
    const m = /^\s*(@?[a-z0-9][\w./-]*)\s+v?(\d+(?:\.(?:\d+|x|\*))*(?:[a-z]+\d*)?)\s*$/i.exec(part);
    if (m && known.has(m[1]!.toLowerCase())) pins.push({ package: m[1]!.toLowerCase(), version: m[2]! });
  }
  return pins;
}

/** True when a label's version names these facts: their version or one they stand for ({@link PackageFacts.also_covers}). */
export const factsMatchPin = (f: PackageFacts, pin: string) => [f.version, ...(f.also_covers ?? [])].some((v) => matchesPin(v, pin));

/** True when `version` is the one a label names: equal, or inside a series (`0.2.x`, `0.7`). */
function matchesPin(version: string, pin: string): boolean {
  const series = pin.replace(/\.(x|\*)$/, '');
  if (series !== pin || series.split('.').length < 3) {
    const v = parseVersion(version).release;
    const s = parseVersion(series).release;
    return s.every((n, i) => v[i] === n);
  }
  return compareVersions(version, pin) === 0;
}

interface ParsedVersion {
  release: number[];
  /** Pre-release rank: `[kind, n]` with a < b < rc (PEP 440) or an npm pre-release; null for a release. */
  pre: [number, number] | null;
}

/**
 * Parses `1.2.3`, `0.2.1rc1`, `0.8.0-rc.3`, `0.0.0-alpha.14`.
 * @throws Error for text that is not a version
 */
function parseVersion(text: string): ParsedVersion {
  const m = /^v?(\d+(?:\.\d+)*)(?:[-.]?(a|alpha|b|beta|rc|c|pre|dev)\.?(\d*))?$/i.exec(text.trim());
  if (!m) throw new Error(`not a version: "${text}"`);
  const kinds: Record<string, number> = { dev: 0, a: 1, alpha: 1, b: 2, beta: 2, pre: 3, c: 3, rc: 3 };
  return { release: m[1]!.split('.').map(Number), pre: m[2] ? [kinds[m[2].toLowerCase()]!, Number(m[3] || 0)] : null };
}

/** Orders two versions: negative when `a` comes first. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  for (let i = 0; i < Math.max(x.release.length, y.release.length); i++) {
    const d = (x.release[i] ?? 0) - (y.release[i] ?? 0);
    if (d) return d;
  }
  if (!x.pre || !y.pre) return (x.pre ? -1 : 0) - (y.pre ? -1 : 0);
  return x.pre[0] - y.pre[0] || x.pre[1] - y.pre[1];
}

/** The upper bound of a caret range: the first non-zero part goes up (`^0.7.1` → `0.8.0`, `^1.2` → `2.0.0`). */
function caretBound(base: number[]): string {
  const i = base.findIndex((n) => n !== 0);
  const at = i === -1 ? base.length - 1 : i;
  return base.map((n, j) => (j < at ? n : j === at ? n + 1 : 0)).join('.');
}

/**
 * True when `version` satisfies `range` (see the module comment for the syntax).
 * @throws Error for a range it cannot read
 */
export function satisfies(version: string, range: string): boolean {
  const spec = range.trim();
  if (spec === '' || spec === '*') return true;
  if (spec.includes('||')) return spec.split('||').some((r) => satisfies(version, r));
  const clauses = spec.split(/\s*,\s*|\s+(?=[<>=!~^])/).filter(Boolean);
  return clauses.every((clause) => {
    const m = /^(\^|~=|~|===|==|!=|>=|<=|>|<|=)?\s*v?([\w.*-]+)$/.exec(clause);
    if (!m) throw new Error(`cannot read the version range "${range}"`);
    const [, op = '==', target = ''] = m;
    if (/(^|\.)(x|\*)$/i.test(target)) return matchesPin(version, target);
    const base = parseVersion(target).release;
    const cmp = compareVersions(version, target);
    switch (op) {
      case '^':
        return cmp >= 0 && compareVersions(version, caretBound(base)) < 0;
      case '~': // Poetry and npm: patch-level changes when a minor is given, else minor-level
        return cmp >= 0 && compareVersions(version, base.length >= 2 ? `${base[0]}.${base[1]! + 1}.0` : `${base[0]! + 1}.0.0`) < 0;
      case '~=': {
        // PEP 440 compatible release: ~=2.4 is >=2.4,<3; ~=4.12.2 is >=4.12.2,<4.13
        const upper = base.slice(0, -1);
        upper[upper.length - 1]! += 1;
        return cmp >= 0 && compareVersions(version, upper.join('.')) < 0;
      }
      case '>=':
        return cmp >= 0;
      case '<=':
        return cmp <= 0;
      case '>':
        return cmp > 0;
      case '<':
        return cmp < 0;
      case '!=':
        return cmp !== 0;
      default:
        return cmp === 0;
    }
  });
}
