/**
 * The sample name check: every name a Python or TypeScript block imports from a package the
 * committed package facts cover (lib/package-facts/), and every attribute it reads from
 * an imported module or class, exists in the release the page's `applies_to` label names; and the
 * label names versions a reader can install together (sample-versions.ts).
 *
 * Attributes read from a name the block binds once to an instance of a covered class (`client =
 * await VmClient.create(…)`, then `client.store_values`) are checked too, against the class's
 * attributes and the attributes its methods set on instances.
 *
 * A block may carry its own label in its fence meta (` ```python applies_to="nada-dsl 0.7.1" `);
 * otherwise the page's label applies. All blocks under one label must hold in one install.
 */
import type { CodeBlock, DocEntry } from '../content/types';
import { keyLine } from '../content/key-line';
import type { BlockImport, BlockNames } from './block-names';
import { loadPackageFacts, packageOfModule, releaseName, sourceName, type FactModule, type FactName, type PackageFacts } from './package-facts';
import type { Problem } from './problem';
import { installPins, installsFor, type Install } from './sample-versions';

/** A block to check, with what block-names.ts read from it. */
export interface NamedBlock {
  entry: DocEntry;
  block: CodeBlock;
  /** Null when the block does not parse (reported by the parse checks). */
  names: BlockNames | null;
}

/** Blocks checked and blocks importing the package, per package. */
export type SampleCounts = Map<string, { checked: number; total: number }>;

/**
 * Blocks importing modules no package facts cover, by top-level module (`numpy`, `aivm_client`,
 * `react`), leaving out the Python standard library, Node built-ins and the reader's own files.
 */
type UncoveredCounts = Map<string, number>;

/** The label of a block: its own `applies_to="…"` fence meta, else its page's. */
const blockLabel = (entry: DocEntry, block: CodeBlock) => /applies_to="([^"]*)"/.exec(block.meta ?? '')?.[1] ?? entry.appliesTo;

/** True for a block marked as an error example (` ```python expect-error `): it must fail a static check. */
export const isErrorExample = (block: CodeBlock) => /(^|\s)expect-error(\s|$)/.test(block.meta ?? '');

type Binding = { module: string; facts: PackageFacts } | { name: string; where: string; entry: FactName; facts: PackageFacts } | null;

interface Miss {
  line: number;
  message: string;
}

/** Up to five names of `pool` that look like `name`: containing it first, then a few edits away or with the same prefix. */
function lookAlikes(name: string, pool: string[]): string[] {
  const distance = (a: string, b: string) => {
    const d = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let prev = d[0]!;
      d[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const tmp = d[j]!;
        d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
        prev = tmp;
      }
    }
    return d[b.length]!;
  };
  const key = name.toLowerCase();
  const contains = (p: string) => p.toLowerCase().includes(key);
  return pool
    .map((p) => ({ p, d: contains(p) ? -1 / p.length : distance(name, p) }))
    .filter(({ p, d }) => d < 0 || d <= Math.max(2, Math.floor(name.length / 3)) || (key.length >= 4 && p.toLowerCase().startsWith(key.slice(0, 4))))
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map(({ p }) => p);
}

/** "what exists" for a message: look-alikes, else how many names there are and the first few. */
function whatExists(name: string, pool: string[]): string {
  const near = lookAlikes(name, pool);
  if (near.length) return `did you mean ${near.join(', ')}?`;
  const shown = [...pool].sort().slice(0, 12);
  return `it has ${pool.length} names: ${shown.join(', ')}${pool.length > shown.length ? ', …' : ''}`;
}

/** Other covered releases of the same package whose module has the name. */
function elsewhere(facts: PackageFacts, module: string, name: string, all: PackageFacts[]): string {
  const others = all.filter((f) => f.package === facts.package && f !== facts && f.modules[module]?.names[name]);
  return others.length ? ` It exists in ${others.map(releaseName).join(', ')}.` : '';
}

const publicNames = (m: FactModule) => Object.keys(m.names).filter((n) => !n.startsWith('_'));

/** The names `from module import *` binds. */
const starNames = (m: FactModule) => new Set(m.star ?? publicNames(m).filter((n) => m.names[n]!.kind !== 'module'));

/**
 * Checks one group of blocks (one label) against one install.
 * @returns the misses, and the packages whose names were compared
 */
function checkAgainst(blocks: NamedBlock[], install: Install, pageBound: Set<string>, all: PackageFacts[]): { misses: Map<NamedBlock, Miss[]> } {
  const misses = new Map<NamedBlock, Miss[]>();
  for (const nb of blocks) {
    const list: Miss[] = [];
    const names = nb.names!;
    const factsOf = (module: string) => {
      const pkg = packageOfModule(module, all);
      return pkg ? install.get(pkg) : undefined;
    };
    const bindings = new Map<string, Binding>();
    const stars: { module: FactModule; facts: PackageFacts; name: string }[] = [];
    let unknownStar = false;
    const miss = (imp: { line: number }, message: string) => list.push({ line: nb.block.line + imp.line, message });
    const where = (f: PackageFacts) => `${releaseName(f)} (${sourceName(f)})`;
    for (const imp of names.imports) {
      const facts = factsOf(imp.module);
      const local = imp.alias ?? (imp.name === null ? imp.module.split('.')[0]! : imp.name);
      if (!facts) {
        if (imp.name === '*') unknownStar = true;
        bindings.set(local, null);
        continue;
      }
      if (imp.name === null) {
        const target = imp.alias ? imp.module : local;
        if (!facts.modules[target] && !moduleListed(facts, target)) miss(imp, `module ${target} does not exist in ${where(facts)}.`);
        bindings.set(local, { module: target, facts });
        continue;
      }
      const module = facts.modules[imp.module];
      if (!module) {
        if (!moduleListed(facts, imp.module))
          miss(imp, `module ${imp.module} does not exist in ${where(facts)}; its modules: ${Object.keys(facts.modules).join(', ')}.`);
        bindings.set(local, null);
        continue;
      }
      if (imp.name === '*') {
        stars.push({ module, facts, name: imp.module });
        continue;
      }
      const entry = module.names[imp.name];
      if (entry) bindings.set(local, { name: imp.name, where: imp.module, entry, facts });
      else if (facts.modules[`${imp.module}.${imp.name}`]) bindings.set(local, { module: `${imp.module}.${imp.name}`, facts });
      else {
        miss(
          imp,
          `${imp.name} is not exported by ${imp.module} in ${where(facts)}; ${whatExists(imp.name, publicNames(module))}${elsewhere(facts, imp.module, imp.name, all)}`,
        );
        bindings.set(local, null);
      }
    }
    // Names a star import supplies. With every star import known, a name read in the block and
    // bound nowhere on the page must come from one of them.
    for (const free of stars.length ? names.free : []) {
      if (!unknownStar && pageBound.has(free.name)) continue;
      const from = stars.find((s) => starNames(s.module).has(free.name));
      if (from) bindings.set(free.name, { name: free.name, where: from.name, entry: from.module.names[free.name]!, facts: from.facts });
      else if (!unknownStar) {
        const s = stars[0]!;
        miss(
          free,
          `${free.name} is not defined: ${stars.map((x) => `from ${x.name} import *`).join(' and ')} does not bind it in ${where(s.facts)}; ${whatExists(free.name, [...starNames(s.module)])}${elsewhere(s.facts, s.name, free.name, all)}`,
        );
      }
    }
    // Instances: a name bound once to `Cls(...)` or to a method whose return annotation names a class.
    const instances = new Map<string, { name: string; where: string; entry: FactName; facts: PackageFacts }>();
    for (const a of names.assigns ?? []) {
      if (bindings.has(a.var)) continue;
      let b = bindings.get(a.base);
      for (const attr of a.attrs.slice(0, -1)) {
        if (!b || !('module' in b)) {
          b = null;
          break;
        }
        const e = b.facts.modules[b.module]?.names[attr];
        b = e?.kind === 'module' && e.module ? { module: e.module, facts: b.facts } : e ? { name: attr, where: b.module, entry: e, facts: b.facts } : null;
      }
      if (!b || 'module' in b || b.entry.kind !== 'class') continue;
      const method = a.attrs.at(-1);
      const cls = method === undefined ? b.name : b.entry.returns?.[method];
      const entry = cls === undefined ? undefined : b.facts.modules[b.where]?.names[cls];
      if (cls && entry?.kind === 'class') instances.set(a.var, { name: cls, where: b.where, entry, facts: b.facts });
    }
    for (const use of names.uses) {
      const inst = instances.get(use.base);
      if (!inst || bindings.has(use.base)) continue;
      const known = [...(inst.entry.attributes ?? []), ...(inst.entry.instance_attributes ?? [])];
      const attr = use.attrs[0]!;
      if (inst.entry.inherits_unlisted || known.includes('__getattr__') || known.includes(attr)) continue;
      miss(use, `${use.base}.${attr}: ${inst.name} (${inst.where}) objects have no attribute ${attr} in ${where(inst.facts)}; ${whatExists(attr, known)}`);
    }
    // Attributes read from imported modules and classes.
    for (const use of names.uses) {
      let b = bindings.get(use.base);
      let path = use.base;
      for (const attr of use.attrs) {
        if (!b) break;
        if ('module' in b) {
          const m = b.facts.modules[b.module];
          if (!m) break; // a submodule the facts do not list in detail
          const e = m.names[attr];
          if (e) b = e.kind === 'module' && e.module ? { module: e.module, facts: b.facts } : { name: attr, where: b.module, entry: e, facts: b.facts };
          else if (b.facts.modules[`${b.module}.${attr}`]) b = { module: `${b.module}.${attr}`, facts: b.facts };
          else {
            miss(
              use,
              `${path}.${attr}: module ${b.module} has no ${attr} in ${where(b.facts)}; ${whatExists(attr, publicNames(m))}${elsewhere(b.facts, b.module, attr, all)}`,
            );
            break;
          }
        } else {
          const e = b.entry;
          if (e.kind !== 'class' || !e.attributes) break;
          if (!e.attributes.includes(attr) && !e.inherits_unlisted) {
            miss(use, `${path}.${attr}: class ${b.name} (${b.where}) has no attribute ${attr} in ${where(b.facts)}; ${whatExists(attr, e.attributes)}`);
          }
          break;
        }
        path = `${path}.${attr}`;
      }
    }
    misses.set(nb, list);
  }
  return { misses };
}

/** True when `module` is a submodule some recorded module of `facts` lists. */
function moduleListed(facts: PackageFacts, module: string): boolean {
  return Object.values(facts.modules).some((m) => Object.values(m.names).some((n) => n.kind === 'module' && n.module === module));
}

/** The packages (with facts) a block imports. */
function packagesOf(imports: BlockImport[], all: PackageFacts[]): string[] {
  return [...new Set(imports.map((i) => packageOfModule(i.module, all)).filter((p): p is string => !!p))];
}

/**
 * Runs the check over the given blocks (Python, TypeScript and JavaScript blocks of doc pages).
 * @param sources each page's source, to point a label problem at its `applies_to` line
 * @returns problems (errors, file:line of the import or use) and the per-package counts
 */
export function checkSampleNames(
  blocks: NamedBlock[],
  sources = new Map<string, string>(),
  all = loadPackageFacts(),
): { problems: Problem[]; counts: SampleCounts; uncovered: UncoveredCounts } {
  const problems: Problem[] = [];
  const counts: SampleCounts = new Map();
  const uncovered: UncoveredCounts = new Map();
  for (const nb of blocks) {
    const mods = new Set(
      (nb.names?.imports ?? [])
        .filter((i) => !i.stdlib && !/^(\.|\/|node:)/.test(i.module) && !packageOfModule(i.module, all))
        .map((i) => (i.module.startsWith('@') ? i.module.split('/').slice(0, 2).join('/') : i.module.split(/[./]/)[0]!)),
    );
    for (const m of mods) uncovered.set(m, (uncovered.get(m) ?? 0) + 1);
  }
  const count = (pkg: string, key: 'checked' | 'total') => {
    const c = counts.get(pkg) ?? { checked: 0, total: 0 };
    c[key] += 1;
    counts.set(pkg, c);
  };
  const groups = new Map<string, NamedBlock[]>();
  for (const nb of blocks) {
    if (!nb.names) continue;
    const label = blockLabel(nb.entry, nb.block);
    const key = `${nb.entry.file}\u0000${label ?? ''}\u0000${label === nb.entry.appliesTo ? '' : nb.block.line}`;
    groups.set(key, [...(groups.get(key) ?? []), nb]);
  }
  for (const group of groups.values()) {
    const { entry, block } = group[0]!;
    const label = blockLabel(entry, block);
    const pageBound = new Set(blocks.filter((b) => b.entry === entry && b.names).flatMap((b) => b.names!.bound));
    const relevant = group.filter((nb) => packagesOf(nb.names!.imports, all).length);
    const packages = [...new Set(relevant.flatMap((nb) => packagesOf(nb.names!.imports, all)))];
    for (const nb of relevant) for (const p of packagesOf(nb.names!.imports, all)) count(p, 'total');
    if (!relevant.length && !label) continue;
    const own = label !== entry.appliesTo;
    const verdict = installsFor(label, packages, all, own ? [] : installPins(entry.codeBlocks, all));
    const labelLine = own ? block.line : (keyLine(sources.get(entry.file), 'applies_to') ?? keyLine(sources.get(entry.file), 'title') ?? 1);
    if (!verdict.installs.length) {
      const first = relevant[0];
      const imp = first?.names?.imports.find((i) => packageOfModule(i.module, all));
      const context = first && imp ? ` (the samples import ${imp.module}, line ${first.block.line + imp.line})` : '';
      problems.push({ file: entry.file, line: labelLine, severity: 'error', message: `${verdict.reason}${context}` });
      continue;
    }
    if (!relevant.length) continue;
    if (verdict.installs.length > 1) {
      const varying = [...verdict.installs[0]!.keys()].filter((p) => new Set(verdict.installs.map((i) => i.get(p)!.version)).size > 1);
      const options = varying.map((p) => `${p} ${[...new Set(verdict.installs.map((i) => i.get(p)!.version))].join(' or ')}`);
      problems.push({
        file: entry.file,
        line: labelLine,
        severity: 'error',
        message: `${own ? 'the block' : 'the page'}'s applies_to ${label ? `"${label}"` : '(none)'} does not say which release its samples are for: name ${options.join(', and ')} (the one whose API the samples use), so their names are checked against it.`,
      });
    }
    let best: ReturnType<typeof checkAgainst> | undefined;
    let bestMisses = Infinity;
    for (const install of verdict.installs) {
      const result = checkAgainst(relevant, install, pageBound, all);
      const n = [...result.misses.values()].reduce((s, l) => s + l.length, 0);
      if (n < bestMisses) {
        best = result;
        bestMisses = n;
      }
      if (n === 0) break;
    }
    for (const nb of relevant) for (const p of packagesOf(nb.names!.imports, all)) count(p, 'checked');
    for (const [nb, list] of best!.misses) {
      for (const m of list) problems.push({ file: nb.entry.file, line: m.line, severity: 'error', message: m.message });
    }
  }
  return { problems, counts, uncovered };
}
