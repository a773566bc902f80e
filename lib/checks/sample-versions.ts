/**
 * Versions that install together: from a page's `applies_to` label and the packages its samples
 * import, the sets of released versions (among those the committed package facts cover) a reader
 * could install at once. A set is an install when every package in it has a version the label
 * allows and every version range one of them requires of another (read from its released
 * pyproject.toml or package.json) holds.
 */
import type { CodeBlock, DocEntry } from '../content/types';
import { keyLine } from '../content/key-line';
import type { Problem } from './problem';
import { SCRIPT_LANGS } from './block-names';
import { factsMatchPin, labelPins, loadPackageFacts, releaseName, satisfies, sourceName, type LabelPin, type PackageFacts } from './package-facts';

/** Languages of the blocks the sample check reads (Python, TypeScript, JavaScript). */
const SAMPLE_LANGS = new Set(['python', 'py', ...SCRIPT_LANGS]);

/** A version an install command of the page pins (`pip install nada-dsl==0.8.0`, `npm install @nillion/nilql@0.0.0-alpha.14`). */
export interface InstallPin extends LabelPin {
  /** 1-based line of the command in the page. */
  line: number;
  /** The command as written. */
  command: string;
}

/**
 * The exact versions the page's shell blocks install, for the packages facts exist for: `==` pins
 * of `pip install` and `@version` pins of `npm install`, `yarn add` and `pnpm add`.
 */
export function installPins(blocks: CodeBlock[], facts = loadPackageFacts()): InstallPin[] {
  return installCommands(blocks, facts).filter((p): p is InstallPin => p.version !== null);
}

/**
 * Every install of a package facts exist for in the page's shell blocks, pinned or not
 * (`version` null: `pip install --upgrade nada-dsl` installs whatever release is newest).
 */
function installCommands(blocks: CodeBlock[], facts = loadPackageFacts()): (Omit<InstallPin, 'version'> & { version: string | null })[] {
  const known = new Set(facts.map((f) => f.package));
  const pins: (Omit<InstallPin, 'version'> & { version: string | null })[] = [];
  for (const block of blocks) {
    if (!/^(bash|shell|sh|console|zsh)$/.test(block.lang ?? '')) continue;
    block.value.split('\n').forEach((text, i) => {
      const pip = /\bpip3?\s+install\s+(.*)$/.exec(text);
      const npm = /\b(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install|i))\s+(.*)$/.exec(text);
      for (const arg of (pip?.[1] ?? npm?.[1] ?? '').split(/\s+/)) {
        const m = pip ? /^["']?([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?(?:==([\w.]+))?["']?$/.exec(arg) : /^(@?[^@\s]+)(?:@(\d[\w.-]*))?$/.exec(arg);
        const name = m?.[1]?.toLowerCase().replace(/_/g, pip ? '-' : '_');
        if (m && name && known.has(name)) pins.push({ package: name, version: m[2] ?? null, line: block.line + 1 + i, command: text.trim() });
      }
    });
  }
  return pins;
}

/** One possible install: a facts entry per package. */
export type Install = Map<string, PackageFacts>;

/** The outcome for one page (or one block with its own label). */
export interface InstallVerdict {
  /** Every install the label and the imports allow; empty when none does. */
  installs: Install[];
  /** Why no install exists, with the fix (set when `installs` is empty). */
  reason?: string;
}

/** Every combination of one element per list. */
function product<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((x) => [...combo, x])), [[]]);
}

/** The first requirement of one member of `install` on another member that does not hold, as text. */
function brokenRequirement(install: PackageFacts[]): string | undefined {
  for (const f of install) {
    for (const [dep, range] of Object.entries(f.requires)) {
      const other = install.find((o) => o.package === dep);
      if (other && !satisfies(other.version, range)) {
        return `${releaseName(f)} requires ${dep} ${range} (pyproject/package.json of ${sourceName(f)}), so ${releaseName(other)} cannot be installed with it`;
      }
    }
  }
  return undefined;
}

/**
 * The installs a label allows for the given packages.
 * @param label the `applies_to` text (`nada-numpy 0.6.0 · nada-dsl 0.7.1 · late 2024`)
 * @param imported distribution names the samples import (`nada-numpy`)
 * @param facts the package facts to check against (default: the committed ones)
 * @param commands versions pinned by the page's install commands
 */
export function installsFor(label: string | undefined, imported: string[], facts = loadPackageFacts(), commands: InstallPin[] = []): InstallVerdict {
  const pins: LabelPin[] = [...labelPins(label, facts), ...commands];
  const packages = [...new Set([...imported, ...pins.map((p) => p.package)])].sort();
  if (!packages.length) return { installs: [new Map()] };
  const versionsOf = (pkg: string, withLabel: boolean) =>
    facts.filter((f) => f.package === pkg && (!withLabel || pins.filter((p) => p.package === pkg).every((p) => factsMatchPin(f, p.version))));
  for (const pkg of packages) {
    if (!versionsOf(pkg, true).length) {
      const known = versionsOf(pkg, false).map((f) => f.version);
      const named = pins.filter((p) => p.package === pkg);
      const where = (p: LabelPin) => ('command' in p ? `\`${(p as InstallPin).command}\` (line ${(p as InstallPin).line})` : 'applies_to');
      const uncovered = named.find((p) => !versionsOf(pkg, false).some((f) => factsMatchPin(f, p.version)));
      if (uncovered) {
        return {
          installs: [],
          reason: `${where(uncovered)} names ${pkg} ${uncovered.version}, but the package facts (lib/package-facts/) cover ${pkg} ${known.join(', ')}: name a covered version, or add the facts of ${pkg} ${uncovered.version} read from its released source.`,
        };
      }
      return {
        installs: [],
        reason: `${named.map((p) => `${where(p)} names ${pkg} ${p.version}`).join(' but ')}: the label and the install commands must name the same release.`,
      };
    }
  }
  const combos = product(packages.map((p) => versionsOf(p, true)));
  const installs = combos.filter((c) => !brokenRequirement(c)).map((c) => new Map(c.map((f) => [f.package, f])));
  if (installs.length) return { installs };
  const why = brokenRequirement(combos[0]!)!;
  const relaxed = product(packages.map((p) => versionsOf(p, false))).find((c) => !brokenRequirement(c));
  const fix = relaxed
    ? `label versions that install together, e.g. "${relaxed.map(releaseName).join(' · ')}"`
    : `no released versions of ${packages.join(', ')} install together; scope the samples to separate pages`;
  return { installs: [], reason: `applies_to "${label ?? ''}" names no versions a reader can install together: ${why}. Fix: ${fix}.` };
}

/**
 * Unpinned installs on a page whose label names the release: `pip install --upgrade nada-dsl` or
 * `npm install @nillion/client-vms` (also `yarn add`, `pnpm add`) gets the newest release, not the
 * one the page documents. On a page without Python or TypeScript samples, also the label and the
 * install pins must name versions that install together.
 * @param source - the page source, to point a label problem at its `applies_to` line
 * @returns an error at each such command, with the pinned command to write instead
 */
export function checkInstallCommands(entry: DocEntry, facts = loadPackageFacts(), source?: string): Problem[] {
  const commands = installCommands(entry.codeBlocks, facts);
  const pins = labelPins(entry.appliesTo, facts);
  const problems: Problem[] = [];
  // A page without samples: its label and install pins must still install together (pages with
  // samples get this from the sample check, with their imports).
  if (!entry.codeBlocks.some((b) => SAMPLE_LANGS.has(b.lang ?? ''))) {
    const pinned = commands.filter((c): c is InstallPin => c.version !== null);
    const verdict = installsFor(entry.appliesTo, [], facts, pinned);
    if (!verdict.installs.length) {
      const line = keyLine(source, 'applies_to') ?? 1;
      problems.push({ file: entry.file, line, severity: 'error', message: verdict.reason! });
    }
  }
  for (const cmd of commands.filter((c) => c.version === null)) {
    const pin = pins.find((p) => p.package === cmd.package);
    if (!pin) continue;
    const covered = facts.find((f) => f.package === cmd.package && factsMatchPin(f, pin.version));
    const exact = /x|\*$/.test(pin.version) || pin.version.split('.').length < 3 ? (covered?.also_covers?.[0] ?? covered?.version) : pin.version;
    const version = exact ?? pin.version;
    const fix = /\bpip3?\b/.test(cmd.command)
      ? `pip install ${cmd.package}==${version}`
      : cmd.command.replace(new RegExp(`(\\s)${cmd.package.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?=\\s|$)`), `$1${cmd.package}@${version}`);
    problems.push({
      file: entry.file,
      line: cmd.line,
      severity: 'error',
      message: `\`${cmd.command}\` installs the newest ${cmd.package}, not the ${pin.version} the page's applies_to names: pin it (\`${fix}\`).`,
    });
  }
  return problems;
}
