import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '@/lib/content';
import { buildContentIndex } from '@/lib/compile';
import { analysePython, checkContentReport, formatProblem } from '@/lib/checks/content-check';
import { scriptBlockNames, SCRIPT_LANGS } from '@/lib/checks/block-names';
import { compareVersions, labelPins, loadPackageFacts, packageOfModule, satisfies } from '@/lib/checks/package-facts';
import { checkSampleNames, type NamedBlock } from '@/lib/checks/sample-names';
import { installsFor } from '@/lib/checks/sample-versions';
import platformValues from '@/lib/mdx/platform-values.json';
import { tempTree, page } from '../helpers';

const REPO = path.join(import.meta.dirname, '../..');
const FIXTURES = path.join(import.meta.dirname, '../fixtures/sample-names');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

/** The whole content check over the given pages, in a temporary repository that shares this one's node_modules. */
const check = async (files: Record<string, string>) => {
  const root = tempTree({ ...files, 'package.json': fs.readFileSync(path.join(REPO, 'package.json'), 'utf8') });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const index = await buildContentIndex(path.join(root, 'content'), { api: false, root });
  return checkContentReport(index, undefined, root);
};
const messages = async (files: Record<string, string>) => (await check(files)).problems.map(formatProblem);
const labelled = (label: string, body: string) => `---\ntitle: T\napplies_to: ${label}\n---\n\n${body}\n`;
const py = (code: string, meta = '') => `\`\`\`python${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('version ranges', () => {
  it('reads PEP 440, Poetry and npm ranges', () => {
    expect(satisfies('0.7.1', '^0.7.1')).toBe(true);
    expect(satisfies('0.7.9', '^0.7.1')).toBe(true);
    expect(satisfies('0.8.0', '^0.7.1')).toBe(false);
    expect(satisfies('1.4.0', '^1.2')).toBe(true);
    expect(satisfies('2.0.0', '^1.2')).toBe(false);
    expect(satisfies('2.9.1', '~=2.4')).toBe(true);
    expect(satisfies('3.0.0', '~=2.4')).toBe(false);
    expect(satisfies('4.12.9', '~=4.12.2')).toBe(true);
    expect(satisfies('4.13.0', '~=4.12.2')).toBe(false);
    expect(satisfies('0.2.1rc1', '==0.2.1rc1')).toBe(true);
    expect(satisfies('0.5.0', '>=0.4,<0.6')).toBe(true);
    expect(satisfies('0.6.0', '>=0.4,<0.6')).toBe(false);
    expect(satisfies('0.2.1rc1', '0.2.x')).toBe(true);
    expect(() => satisfies('1.0.0', 'about one')).toThrow(/cannot read the version range "about one"/);
  });

  it('orders a pre-release before its release', () => {
    expect(compareVersions('0.2.1rc1', '0.2.1')).toBeLessThan(0);
    expect(compareVersions('0.2.1rc1', '0.2.0')).toBeGreaterThan(0);
    expect(compareVersions('0.0.0-alpha.14', '0.0.0-alpha.9')).toBeGreaterThan(0);
  });

  it('reads the package versions of an applies_to label and ignores the rest', () => {
    expect(labelPins('Nillion SDK 0.9.0 · nada-dsl 0.8.0 · early 2025')).toEqual([{ package: 'nada-dsl', version: '0.8.0' }]);
    expect(labelPins('"@nillion/client-react-hooks 0.3.2 · nillion-client 0.2.x"'.replace(/"/g, ''))).toEqual([
      { package: '@nillion/client-react-hooks', version: '0.3.2' },
      { package: 'nillion-client', version: '0.2.x' },
    ]);
  });

  it('finds no install for nada-numpy 0.6.0 with nada-dsl 0.8.0, and one with 0.7.x', () => {
    const none = installsFor('nada-dsl 0.8.0', ['nada-numpy', 'nada-dsl']);
    expect(none.installs).toEqual([]);
    expect(none.reason).toMatch(
      /nada-numpy 0\.6\.0 requires nada-dsl \^0\.7\.1 .*NillionNetwork\/nada-numpy@0\.6\.0.*so nada-dsl 0\.8\.0 cannot be installed with it\. Fix: label versions that install together, e\.g\. "nada-dsl 0\.7\.1 · nada-numpy 0\.6\.0"/,
    );
    expect(installsFor('nada-numpy 0.6.0 · nada-dsl 0.7.x', ['nada-numpy', 'nada-dsl']).installs).toHaveLength(1);
    expect(installsFor('nada-ai 0.6.0 · nada-dsl 0.8.0', ['nada-ai', 'nada-numpy']).installs).toHaveLength(0);
  });

  it('refuses a label naming a release the facts do not cover', () => {
    expect(installsFor('nada-dsl 0.9.0', ['nada-dsl']).reason).toMatch(
      /applies_to names nada-dsl 0\.9\.0, but the package facts .* cover nada-dsl 0\.7\.1, 0\.8\.0/,
    );
  });
});

describe('package facts', () => {
  const facts = loadPackageFacts();

  it('cover every release the pages pin, each read from a recorded repository commit', () => {
    const have = facts.map((f) => `${f.package} ${f.version}`);
    expect(have).toEqual(
      expect.arrayContaining([
        'nada-dsl 0.7.1',
        'nada-dsl 0.8.0',
        'nada-numpy 0.6.0',
        'nada-ai 0.6.0',
        `@nillion/client-vms ${platformValues.tsClient.vmsVersion}`,
        `@nillion/client-react-hooks ${platformValues.tsClient.version}`,
      ]),
    );
    expect(facts.some((f) => f.package === 'nillion-client' && f.version.startsWith('0.2.'))).toBe(true);
    for (const f of facts) {
      expect(f.source.repo, f.package).toMatch(/^[\w-]+\/[\w.-]+$/);
      expect(f.source.commit, f.package).toMatch(/^[0-9a-f]{40}$/);
      expect(Object.keys(f.modules).length, f.package).toBeGreaterThan(0);
      for (const [dep, range] of Object.entries(f.requires)) expect(() => satisfies('0.0.1', range), `${f.package} ${dep}`).not.toThrow();
    }
  });

  it('map imports to their packages', () => {
    expect(packageOfModule('nada_ai.client')).toBe('nada-ai');
    expect(packageOfModule('nada_numpy')).toBe('nada-numpy');
    expect(packageOfModule('@nillion/client-vms')).toBe('@nillion/client-vms');
    expect(packageOfModule('numpy')).toBeUndefined();
  });

  it('the registry package the samples are type-checked against is the version the pages name', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules/@nillion/nilql/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(platformValues.nilqlTsVersion);
  });
});

describe('sample names (check:content)', () => {
  it('fails the deliberately wrong block with file:line, the name, the release and what exists', async () => {
    expect(await messages({ 'content/wrong-name.mdx': fixture('wrong-name.mdx') })).toEqual([
      expect.stringMatching(
        /^content\/wrong-name\.mdx:9: error: nada_fn is not exported by nada_dsl in nada-dsl 0\.8\.0 \(NillionNetwork\/nada-dsl@3e4fb2f\); did you mean create_nada_fn, .*\? It exists in nada-dsl 0\.7\.1\.$/,
      ),
    ]);
    const relabelled = fixture('wrong-name.mdx').replace('nada-dsl 0.8.0', 'nada-dsl 0.7.1');
    expect(await messages({ 'content/wrong-name.mdx': relabelled })).toEqual([]);
  });

  it('fails a label no install satisfies, at the applies_to line', async () => {
    expect(await messages({ 'content/numpy-on-08.mdx': fixture('numpy-on-08.mdx') })).toEqual([
      expect.stringMatching(
        /^content\/numpy-on-08\.mdx:3: error: applies_to "Nillion SDK 0\.9\.0 · nada-dsl 0\.8\.0 · early 2025" names no versions .*nada-numpy 0\.6\.0 requires nada-dsl \^0\.7\.1.*\(the samples import nada_numpy, line 7\)$/,
      ),
    ]);
    const fixed = fixture('numpy-on-08.mdx').replace('Nillion SDK 0.9.0 · nada-dsl 0.8.0 · early 2025', 'nada-numpy 0.6.0 · nada-dsl 0.7.1 · late 2024');
    expect(await messages({ 'content/numpy-on-08.mdx': fixed })).toEqual([]);
  });

  it('checks attributes read from imported modules and classes, and names a star import must supply', async () => {
    const code = [
      'import nada_numpy as na',
      'import nada_ai.nn as nn',
      'from nada_dsl import *',
      '',
      'class Model(nn.Modul):',
      '    pass',
      '',
      'def nada_main():',
      '    parties = na.parties(2)',
      '    a = na.arrray([3], parties[0], "A", SecretInteger)',
      '    r = SecretInteger.randomm()',
      '    s = SecretIntegr(Input(name="s", party=parties[0]))',
      '    return na.output(a, parties[1], "a")',
    ].join('\n');
    const result = await messages({ 'content/attrs.mdx': labelled('nada-ai 0.6.0 · nada-numpy 0.6.0 · nada-dsl 0.7.1', py(code)) });
    expect(result).toEqual([
      expect.stringMatching(
        /^content\/attrs\.mdx:11: error: nn\.Modul: module nada_ai\.nn has no Modul in nada-ai 0\.6\.0 \(NillionNetwork\/nada-ai@0\.6\.0 \(ba96a3b\)\); did you mean Module/,
      ),
      expect.stringMatching(/^content\/attrs\.mdx:16: error: na\.arrray: module nada_numpy has no arrray in nada-numpy 0\.6\.0 .*did you mean array/),
      expect.stringMatching(
        /^content\/attrs\.mdx:17: error: SecretInteger\.randomm: class SecretInteger \(nada_dsl\) has no attribute randomm in nada-dsl 0\.7\.1 .*did you mean random/,
      ),
      expect.stringMatching(
        /^content\/attrs\.mdx:18: error: SecretIntegr is not defined: from nada_dsl import \* does not bind it in nada-dsl 0\.7\.1 .*did you mean SecretInteger/,
      ),
    ]);
  });

  it('checks attributes of an instance a block makes from a covered class', async () => {
    const code = [
      'from nillion_client import Network, PrivateKey, VmClient',
      '',
      'async def main(payer):',
      '    network = Network.from_config("devnet")',
      '    client = await VmClient.create(PrivateKey(), network, payer)',
      '    await client.store_valuez({}, ttl_days=1).invoke()',
      '    return network.chain_id, await client.balance()',
    ].join('\n');
    expect(await messages({ 'content/inst.mdx': labelled('nillion-client 0.2.0', py(code)) })).toEqual([
      expect.stringMatching(
        /^content\/inst\.mdx:12: error: client\.store_valuez: VmClient \(nillion_client\) objects have no attribute store_valuez in nillion-client 0\.2\.1rc1 .*did you mean store_values/,
      ),
    ]);
  });

  it('checks TypeScript imports and static members against the release the label names', async () => {
    const ts = [
      '```tsx title="app/store.tsx"',
      'import { NadaValue } from "@nillion/client-vms";',
      'import { useNilStoreValue } from "@nillion/client-react-hooks";',
      '',
      'export function Store() {',
      '  const mutation = useNilStoreValue();',
      '  return NadaValue.new_secret_int("42") && mutation;',
      '}',
      '```',
    ].join('\n');
    const result = await messages({ 'content/ts.mdx': labelled('"@nillion/client-react-hooks 0.3.2 · @nillion/client-vms 0.3.1"', ts) });
    expect(result).toEqual([
      expect.stringMatching(
        /^content\/ts\.mdx:8: error: useNilStoreValue is not exported by @nillion\/client-react-hooks in @nillion\/client-react-hooks 0\.3\.2 \(NillionNetwork\/client-ts@client-react-hooks-v0\.3\.2 \(f69e1b3\)\); did you mean useNilStoreValues/,
      ),
      expect.stringMatching(
        /^content\/ts\.mdx:12: error: NadaValue\.new_secret_int: class NadaValue \(@nillion\/client-vms\) has no attribute new_secret_int in @nillion\/client-vms 0\.3\.1 .*did you mean new_secret_integer/,
      ),
    ]);
  });

  it('type-checks a block against the installed registry package', async () => {
    const ts = [
      '```ts',
      'import { nilql } from "@nillion/nilql";',
      '',
      'export const key = await nilql.ClusterKey.generat({ nodes: [{}, {}] }, { sum: true });',
      '```',
    ].join('\n');
    const report = await check({ 'content/nilql.mdx': page('N', ts) });
    expect(report.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/nilql\.mdx:8: error: TypeScript TS2551 against @nillion\/nilql 0\.0\.0-alpha\.14: Property 'generat' does not exist on type 'typeof ClusterKey'/,
      ),
    ]);
    expect(report.typeChecked.get('@nillion/nilql')).toEqual({ blocks: 1, version: platformValues.nilqlTsVersion });
  });

  it('an error example must fail a static check; one that passes is reported', async () => {
    expect(await messages({ 'content/error-example.mdx': fixture('error-example.mdx') })).toEqual([
      'content/error-example.mdx:25: error: block marked expect-error passes every static check (parse, nada program rules, sample names and types): show an error the checks catch, or remove the marker.',
    ]);
  });

  it('a page must say which release its samples are for; its install commands count', async () => {
    const program = py(
      'from nada_dsl import *\n\ndef nada_main():\n    p = Party(name="P")\n    return [Output(SecretInteger(Input(name="a", party=p)), "a", p)]',
      'title="src/a.py"',
    );
    expect(await messages({ 'content/none.mdx': page('None', program) })).toEqual([
      "content/none.mdx:2: error: the page's applies_to (none) does not say which release its samples are for: name nada-dsl 0.7.1 or 0.8.0 (the one whose API the samples use), so their names are checked against it.",
    ]);
    const pinned = ['```shell', 'pip install nada-dsl==0.8.0', '```', '', program].join('\n');
    expect(await messages({ 'content/pinned.mdx': page('Pinned', pinned) })).toEqual([]);
    expect(await messages({ 'content/both.mdx': labelled('nada-dsl 0.7.1', pinned) })).toEqual([
      'content/both.mdx:3: error: applies_to names nada-dsl 0.7.1 but `pip install nada-dsl==0.8.0` (line 7) names nada-dsl 0.8.0: the label and the install commands must name the same release. (the samples import nada_dsl, line 11)',
    ]);
  });

  it('an unpinned install on a page whose label names the release is refused, with the pinned command', async () => {
    const body = ['```shell', 'pip install --upgrade nada-dsl', 'yarn add @nillion/client-vms react', 'pip install nada-numpy==0.6.0', '```'].join('\n');
    expect(await messages({ 'content/up.mdx': labelled('nada-dsl 0.7.x · @nillion/client-vms 0.3.1 · nada-numpy 0.6.0', body) })).toEqual([
      "content/up.mdx:7: error: `pip install --upgrade nada-dsl` installs the newest nada-dsl, not the 0.7.x the page's applies_to names: pin it (`pip install nada-dsl==0.7.1`).",
      "content/up.mdx:8: error: `yarn add @nillion/client-vms react` installs the newest @nillion/client-vms, not the 0.3.1 the page's applies_to names: pin it (`yarn add @nillion/client-vms@0.3.1 react`).",
    ]);
  });

  it('a page without samples still needs a label whose versions install together', async () => {
    const body = ['```shell', 'pip install nada-numpy==0.6.0', '```'].join('\n');
    expect(await messages({ 'content/shell.mdx': labelled('nada-dsl 0.8.0', body) })).toEqual([
      expect.stringMatching(
        /^content\/shell\.mdx:3: error: applies_to "nada-dsl 0\.8\.0" names no versions a reader can install together: nada-numpy 0\.6\.0 requires nada-dsl \^0\.7\.1/,
      ),
    ]);
  });

  it('a block may carry its own label', async () => {
    const code = 'from nada_dsl import nada_fn';
    expect(await messages({ 'content/own.mdx': labelled('nada-dsl 0.8.0', py(code, 'applies_to="nada-dsl 0.7.1"')) })).toEqual([]);
    expect(await messages({ 'content/own.mdx': labelled('nada-dsl 0.8.0', py(code)) })).toEqual([
      expect.stringMatching(/^content\/own\.mdx:7: error: nada_fn is not exported/),
    ]);
  });
});

describe('the site’s samples', () => {
  it('every Python and TypeScript block that imports a covered package passes, and all of them are checked', async () => {
    const index = await buildContentIndex();
    const docs = index.entries.filter((e): e is DocEntry => e.kind === 'doc');
    const python = analysePython(docs);
    const blocks: NamedBlock[] = docs.flatMap((entry) =>
      entry.codeBlocks.flatMap((block) => {
        if (python.has(block)) return [{ entry, block, names: python.get(block)!.names }];
        return SCRIPT_LANGS.has(block.lang ?? '') ? [{ entry, block, names: scriptBlockNames(block.value, block.lang!).names }] : [];
      }),
    );
    const { problems, counts } = checkSampleNames(blocks, new Map(docs.map((d) => [d.file, fs.readFileSync(d.file, 'utf8')])));
    expect(problems.map(formatProblem)).toEqual([]);
    for (const pkg of ['nada-dsl', 'nada-numpy', 'nada-ai', 'nillion-client', '@nillion/client-vms', '@nillion/client-react-hooks']) {
      const c = counts.get(pkg);
      expect(c?.total, pkg).toBeGreaterThan(0);
      expect(c?.checked, pkg).toBe(c?.total);
    }
  }, 120_000);
});
