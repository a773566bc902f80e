/**
 * Versions that install together: from a page's `applies_to` label and the packages its samples
 * import, the sets of released versions (among those the committed package facts cover) a reader
 * could install at once. A set is an install when every package in it has a version the label
 * allows and every version range one of them requires of another (read from its released
 * pyproject.toml or package.json) holds.
 */
import { factsMatchPin, labelPins, loadPackageFacts, releaseName, satisfies, sourceName, type PackageFacts } from './package-facts';

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
 * @param imports how the samples import them, for the message (`nada_numpy`)
 */
export function installsFor(label: string | undefined, imported: string[], facts = loadPackageFacts()): InstallVerdict {
  const pins = labelPins(label, facts);
  const packages = [...new Set([...imported, ...pins.map((p) => p.package)])].sort();
  if (!packages.length) return { installs: [new Map()] };
  const versionsOf = (pkg: string, withLabel: boolean) =>
    facts.filter((f) => f.package === pkg && (!withLabel || pins.filter((p) => p.package === pkg).every((p) => factsMatchPin(f, p.version))));
  for (const pkg of packages) {
    if (!versionsOf(pkg, true).length) {
      const known = versionsOf(pkg, false).map((f) => f.version);
      const pin = pins.find((p) => p.package === pkg)!;
      return {
        installs: [],
        reason: `applies_to names ${pkg} ${pin.version}, but the package facts (lib/checks/package-facts/) cover ${pkg} ${known.join(', ')}: label a covered version, or add the facts of ${pkg} ${pin.version} read from its released source.`,
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
