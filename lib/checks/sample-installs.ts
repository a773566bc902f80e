/**
 * Which released Python packages a page's samples run against: the `applies_to` label names
 * versions (`nada-numpy 0.6.0 · nada-dsl 0.7.x`), each resolved to a vendored release
 * (lib/checks/py-fixtures.ts). The releases a label picks must install together: every
 * requirement one of them declares on another (its pyproject.toml, PEP 440 or Poetry ranges) holds.
 * No packaging tool sees a page's label, so this stays a check of ours; the version arithmetic is
 * `@renovatebot/pep440` (PEP 440) and `semver` (Poetry's `^`/`~` ranges, which follow npm's).
 */
import fs from 'node:fs';
import * as pep440 from '@renovatebot/pep440';
import semver from 'semver';
import type { CodeBlock, DocEntry } from '../content/types';
import { loadFixtures, type Fixture } from './py-fixtures';
import type { Problem } from './problem';

/** One `package version` part of a label (`nada-dsl 0.7.x`). */
export interface LabelPin {
  package: string;
  /** As written: `0.8.0`, `0.2.x`, `0.7`. */
  version: string;
}

/** A block's own label (` ```python applies_to="nada-dsl 0.7.1" `), else its page's. */
export const blockLabel = (entry: DocEntry, block: CodeBlock) => /applies_to="([^"]*)"/.exec(block.meta ?? '')?.[1] ?? entry.appliesTo;

/**
 * The versions a label names for the vendored packages. Parts are separated by `·` or `,`; other
 * parts (`Nillion SDK 0.9.0`, `early 2025`) are ignored.
 */
export function labelPins(label: string | undefined): LabelPin[] {
  const known = new Set(loadFixtures().map((f) => f.package));
  return allLabelPins(label).filter((p) => known.has(p.package));
}

/** The PEP 440 specifier a label version means: `0.7.x` and `0.7` → `==0.7.*`, `0.8.0` → `==0.8.0`. */
const pinSpecifier = (version: string) => {
  const series = version.replace(/\.(x|\*)$/, '');
  return series !== version || series.split('.').length < 3 ? `==${series}.*` : `==${version}`;
};

/** True when a label version names this release, or a series the release stands for ({@link Fixture.covers}). */
export function fixtureMatches(f: Fixture, version: string): boolean {
  if (pep440.satisfies(f.version, pinSpecifier(version), { prereleases: true })) return true;
  if (!f.covers) return false;
  const covered = pinSpecifier(f.covers);
  return pep440.satisfies(version.replace(/\.(x|\*)$/, '.0'), covered, { prereleases: true });
}

/** True when `version` meets a requirement as the requiring release writes it. */
function meets(version: string, range: string, syntax: Fixture['requiresSyntax']): boolean {
  if (syntax === 'pep440') return pep440.satisfies(version, range, { prereleases: true });
  const v = semver.coerce(version, { includePrerelease: true });
  if (!v) throw new Error(`not a version: "${version}"`);
  return semver.satisfies(v, range.replace(/,/g, ' '), { includePrerelease: true });
}

/** The first requirement of one release on another in `set` that does not hold, as text. */
function brokenRequirement(set: Fixture[]): string | undefined {
  for (const f of set) {
    for (const [dep, range] of Object.entries(f.requires)) {
      const other = set.find((o) => o.package === dep);
      if (other && !meets(other.version, range, f.requiresSyntax)) {
        return `${f.package} ${f.version} requires ${dep} ${range} (pyproject.toml of ${f.repository}@${f.tag ?? f.commit.slice(0, 7)}), so ${other.package} ${other.version} cannot be installed with it`;
      }
    }
  }
  return undefined;
}

/** What a label resolves to: one release per labelled package, or why there is none. */
export type Resolved = { releases: Fixture[]; reason?: undefined } | { releases: null; reason: string };

/**
 * The vendored releases a label and the page's install pins name, checked to install together. A
 * package the samples import but the label does not name is added when one release of it is
 * vendored (there is no other to mean); with several, the label must say which.
 * @param extra - versions the page's install commands pin (`pip install nada-dsl==0.8.0`)
 * @param imported - distributions the samples import (see {@link packageOfModule})
 */
export function resolveLabel(label: string | undefined, extra: LabelPin[] = [], imported: string[] = []): Resolved {
  const fixtures = loadFixtures();
  const pins = [...labelPins(label), ...extra];
  const releases: Fixture[] = [];
  for (const pkg of new Set(imported.filter((p) => !pins.some((x) => x.package === p)))) {
    const all = fixtures.filter((f) => f.package === pkg);
    if (all.length === 1) releases.push(all[0]!);
    else if (all.length > 1)
      return {
        releases: null,
        reason: `names no ${pkg} version, and the samples import it: name the release they are written for (${all.map((f) => `${pkg} ${f.version}`).join(' or ')}).`,
      };
  }
  for (const pkg of new Set(pins.map((p) => p.package))) {
    const named = pins.filter((p) => p.package === pkg);
    const all = fixtures.filter((f) => f.package === pkg);
    const ok = all.filter((f) => named.every((p) => fixtureMatches(f, p.version)));
    if (ok.length === 1) {
      releases.push(ok[0]!);
      continue;
    }
    const uncovered = named.find((p) => !all.some((f) => fixtureMatches(f, p.version)));
    if (uncovered) {
      return {
        releases: null,
        reason: `names ${pkg} ${uncovered.version}, but the vendored releases (tests/fixtures/pypi/) are ${pkg} ${all.map((f) => f.version).join(', ')}: name one of them, or vendor ${pkg} ${uncovered.version} with scripts/vendor-py-fixture.ts.`,
      };
    }
    return {
      releases: null,
      reason: `names ${named.map((p) => `${pkg} ${p.version}`).join(' and ')}: the label and the install commands must name one release.`,
    };
  }
  const broken = brokenRequirement(releases);
  if (broken) return { releases: null, reason: `names versions a reader cannot install together: ${broken}.` };
  return { releases };
}

/**
 * What a block's samples run against: its own label, else its page's with the page's install
 * pins, resolved with the packages the block imports. `whose` names the label for messages;
 * `reported` is false for a page label that resolves to nothing alone, which the page label check
 * reports ({@link checkPageLabel}).
 */
export function resolveBlock(entry: DocEntry, block: CodeBlock, imported: string[]) {
  const label = blockLabel(entry, block);
  const own = label !== entry.appliesTo;
  const resolved = resolveLabel(label, own ? [] : installPins(entry), imported);
  const reported = !resolved.releases && (own || !!resolveLabel(label).releases);
  return { ...resolved, own, reported, whose: `${own ? "the block's" : "the page's"} applies_to "${label ?? ''}"` };
}

/** The releases plus the vendored dependencies they require (nillion-client → cosmpy, secp256k1), transitively. */
export function withDependencies(releases: Fixture[]): Fixture[] {
  const out = [...releases];
  for (let i = 0; i < out.length; i++) {
    for (const [dep, range] of Object.entries(out[i]!.requires)) {
      if (out.some((f) => f.package === dep)) continue;
      const found = loadFixtures().find((f) => f.package === dep && meets(f.version, range, out[i]!.requiresSyntax));
      if (found) out.push(found);
    }
  }
  return out;
}

/** Top-level import names of each vendored distribution: the folders and stub files of its fixture. */
const topModules = (f: Fixture) =>
  fs
    .readdirSync(f.dir, { withFileTypes: true })
    .filter((d) => (d.isDirectory() && !d.name.startsWith('.')) || d.name.endsWith('.pyi'))
    .map((d) => d.name.replace(/\.pyi$/, ''));

/**
 * The vendored distribution an import belongs to (`nada_numpy.client` → `nada-numpy`), or
 * undefined for the standard library, other packages and the reader's own files.
 */
export function packageOfModule(module: string): string | undefined {
  const top = module.split('.')[0]!;
  return loadFixtures().find((f) => topModules(f).includes(top))?.package;
}

/** A package an install line names, with the version it pins (`pinned` false: none). */
type InstallCommand = LabelPin & { line: number; command: string; pinned: boolean; npm: boolean };

/**
 * Install lines of the page's shell blocks: `pip install nada-dsl==0.8.0`, `pip install --upgrade
 * nada-dsl`, `npm install @nillion/client-vms@0.3.1` (also `yarn add`, `pnpm add`).
 */
function installCommands(blocks: CodeBlock[]): InstallCommand[] {
  const out: InstallCommand[] = [];
  for (const block of blocks) {
    if (!/^(bash|shell|sh|console|zsh)$/.test(block.lang ?? '')) continue;
    block.value.split('\n').forEach((text, i) => {
      const pip = /\bpip3?\s+install\s+(.*)$/.exec(text);
      const npm = /\b(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install|i))\s+(.*)$/.exec(text);
      for (const arg of (pip?.[1] ?? npm?.[1] ?? '').split(/\s+/)) {
        const m = pip ? /^["']?([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?(?:==([\w.]+))?["']?$/.exec(arg) : /^(@?[^@\s-][^@\s]*)(?:@(\d[\w.-]*))?$/.exec(arg);
        if (!m) continue;
        const name = pip ? m[1]!.toLowerCase().replace(/[_.]+/g, '-') : m[1]!;
        out.push({ package: name, version: m[2] ?? '', pinned: !!m[2], line: block.line + 1 + i, command: text.trim(), npm: !pip });
      }
    });
  }
  return out;
}

/** The `name version` parts of a label for any package (npm ones included): the versions install commands must pin and vendored npm declarations must match. */
export const allLabelPins = (label: string | undefined): LabelPin[] =>
  (label ?? '').split(/[·,]/).flatMap((part) => {
    const m = /^\s*"?(@?[a-z0-9][\w./-]*)\s+v?(\d+(?:\.(?:\d+|x|\*))*(?:(?:a|b|rc)\d+|-[\w.]+)?)"?\s*$/i.exec(part);
    return m ? [{ package: m[1]!.toLowerCase(), version: m[2]! }] : [];
  });

/** The versions the page's `pip install` lines pin. */
export const installPins = (entry: DocEntry): LabelPin[] => {
  const known = new Set(loadFixtures().map((f) => f.package));
  return installCommands(entry.codeBlocks).filter((c) => c.pinned && !c.npm && known.has(c.package));
};

/**
 * The page label check: the label and the install pins resolve to releases that install together
 * (error at the `applies_to` line), and no `pip install` of a labelled package is unpinned, since
 * it would install the newest release rather than the one the page documents (error at the command).
 */
export function checkPageLabel(entry: DocEntry): Problem[] {
  const problems: Problem[] = [];
  const commands = installCommands(entry.codeBlocks);
  const resolved = resolveLabel(entry.appliesTo, installPins(entry));
  if (!resolved.releases) {
    const line = entry.frontMatterLines?.applies_to ?? 1;
    problems.push({ file: entry.file, line, severity: 'error', message: `applies_to "${entry.appliesTo ?? ''}" ${resolved.reason}` });
  }
  const pins = allLabelPins(entry.appliesTo);
  for (const cmd of commands.filter((c) => !c.pinned)) {
    const pin = pins.find((p) => p.package === cmd.package.toLowerCase());
    if (!pin) continue;
    const release = resolved.releases?.find((f) => f.package === cmd.package);
    const version = /\.(x|\*)$/.test(pin.version) || pin.version.split('.').length < 3 ? (release?.version ?? pin.version) : pin.version;
    const fix = cmd.npm
      ? cmd.command.replace(new RegExp(`(\\s)${cmd.package.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?=\\s|$)`), `$1${cmd.package}@${version}`)
      : `pip install ${cmd.package}==${version}`;
    problems.push({
      file: entry.file,
      line: cmd.line,
      severity: 'error',
      message: `\`${cmd.command}\` installs the newest ${cmd.package}, not the ${pin.version} the page's applies_to names: pin it (\`${fix}\`).`,
    });
  }
  return problems;
}
