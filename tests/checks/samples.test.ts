import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentReport, formatProblem } from '@/lib/checks/content-check';
import { loadFixtures } from '@/lib/checks/py-fixtures';
import { labelPins, resolveLabel } from '@/lib/checks/sample-installs';
import { NPM_FIXTURE_ROOT, vendoredNpmPackages } from '@/lib/checks/sample-types';
import platformValues from '@/lib/mdx/platform-values.json';
import { page, plantedIndex, tempTree } from '../helpers';

const REPO = path.join(import.meta.dirname, '../..');
const fixture = (name: string) => fs.readFileSync(path.join(REPO, 'tests/fixtures/samples', name), 'utf8');

/** The whole content check over the given pages, in a temporary repository that shares this one's node_modules. */
const check = async (files: Record<string, string>) => {
  const root = tempTree({ ...files, 'package.json': fs.readFileSync(path.join(REPO, 'package.json'), 'utf8') });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const index = await plantedIndex(path.join(root, 'content'), root);
  return checkContentReport(index, undefined, root);
};
const messages = async (files: Record<string, string>) => (await check(files)).problems.map(formatProblem);
const labelled = (label: string, body: string) => `---\ntitle: T\napplies_to: ${label}\n---\n\n${body}\n`;
const py = (code: string, meta = '') => `\`\`\`python${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;
const program = (body: string, name = 'add') =>
  py(
    `from nada_dsl import *\n\ndef nada_main():\n    p = Party(name="P")\n    a = SecretInteger(Input(name="a", party=p))\n    b = SecretInteger(Input(name="b", party=p))\n    ${body}`,
    `title="src/${name}.py"`,
  );

describe('vendored releases', () => {
  it('each records its repository, a full commit and its license, and holds the files it lists', () => {
    const fixtures = loadFixtures();
    expect(fixtures.map((f) => `${f.package} ${f.version}`)).toEqual(
      expect.arrayContaining(['nada-dsl 0.7.1', 'nada-dsl 0.8.0', 'nada-numpy 0.6.0', 'nada-ai 0.6.0', 'nillion-client 0.2.1rc2']),
    );
    for (const f of fixtures) {
      expect(f.commit, f.package).toMatch(/^[0-9a-f]{40}$/);
      expect(f.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(fs.readFileSync(path.join(f.dir, f.license), 'utf8')).toMatch(/License/i);
      expect(f.paths.length).toBeGreaterThan(0);
    }
    for (const [pkg, version] of vendoredNpmPackages()) {
      const source = JSON.parse(fs.readFileSync(path.join(NPM_FIXTURE_ROOT, pkg, 'SOURCE.json'), 'utf8')) as { version: string; commit: string; tag: string };
      expect(source.version, pkg).toBe(version);
      expect(source.commit, pkg).toMatch(/^[0-9a-f]{40}$/);
      expect(fs.existsSync(path.join(NPM_FIXTURE_ROOT, pkg, 'LICENSE')), pkg).toBe(true);
    }
  });
});

describe('labels', () => {
  it('resolve to one vendored release per package, series included', () => {
    expect(labelPins('Nillion SDK 0.9.0 · nada-dsl 0.8.0 · early 2025')).toEqual([{ package: 'nada-dsl', version: '0.8.0' }]);
    const r = resolveLabel('nada-numpy 0.6.0 · nada-dsl 0.7.x');
    expect(r.releases?.map((f) => `${f.package} ${f.version}`).sort()).toEqual(['nada-dsl 0.7.1', 'nada-numpy 0.6.0']);
    // nillion-client 0.2.0 has no published source; the 0.2.1rc2 release stands for the 0.2 series.
    expect(resolveLabel('nillion-client 0.2.0').releases?.map((f) => f.version)).toEqual(['0.2.1rc2']);
  });

  it('must name versions that install together (Poetry ranges by semver, PEP 440 by @renovatebot/pep440)', () => {
    expect(resolveLabel('nada-numpy 0.6.0 · nada-dsl 0.8.0').reason).toMatch(
      /nada-numpy 0\.6\.0 requires nada-dsl \^0\.7\.1 \(pyproject\.toml of NillionNetwork\/nada-numpy@0\.6\.0\), so nada-dsl 0\.8\.0 cannot be installed with it/,
    );
    expect(resolveLabel('nada-dsl 0.9.0').reason).toMatch(/names nada-dsl 0\.9\.0, but the vendored releases .* are nada-dsl 0\.7\.1, 0\.8\.0/);
  });
});

describe('nada programs, compiled by the released nada-dsl', () => {
  it('the three planted mistakes fail with file:line and the real tool’s message', async () => {
    expect(await messages({ 'content/planted.mdx': fixture('planted.mdx') })).toEqual([
      "content/planted.mdx:16: error: nada-dsl 0.8.0 (NillionNetwork/nada-dsl@3e4fb2f) cannot compile src/total.py: AttributeError: 'SecretInteger' object has no attribute 'to_publc'",
      'content/planted.mdx:29: error: nada-dsl 0.8.0 (NillionNetwork/nada-dsl@3e4fb2f) cannot compile src/power.py: TypeError: Invalid operation: SecretInteger(child=Input(child=None)) ** SecretInteger(child=Input(child=None))',
      'content/planted.mdx:40: error: pyright (reportCallIssue): Argument missing for parameter "ttl_days"',
      'content/planted.mdx:40: error: pyright (reportCallIssue): No parameter named "ttl_day"',
    ]);
  }, 60_000);

  it('compiles with the version the label names: nada_fn exists in 0.7.1, not in 0.8.0', async () => {
    const old = program('return [Output(a + b, "sum", p)]').replace(
      'def nada_main',
      '@nada_fn\ndef add(x: SecretInteger, y: SecretInteger) -> SecretInteger:\n    return x + y\n\n\ndef nada_main',
    );
    expect(await messages({ 'content/o.mdx': labelled('nada-dsl 0.7.1', old) })).toEqual([]);
    expect(await messages({ 'content/n.mdx': labelled('nada-dsl 0.8.0', old) })).toEqual([
      "content/n.mdx:9: error: nada-dsl 0.8.0 (NillionNetwork/nada-dsl@3e4fb2f) cannot compile src/add.py: NameError: name 'nada_fn' is not defined",
    ]);
    const report = await check({
      'content/o.mdx': labelled('nada-dsl 0.7.1', old),
      'content/n.mdx': labelled('nada-dsl 0.8.0', program('return [Output(a + b, "sum", p)]')),
    });
    expect(report.compiled).toEqual(
      new Map([
        ['0.7.1', 1],
        ['0.8.0', 1],
      ]),
    );
  }, 60_000);

  it('a page must name its nada-dsl; its pinned install command counts', async () => {
    const body = program('return [Output(a + b, "sum", p)]');
    expect(await messages({ 'content/none.mdx': page('None', body) })).toEqual([
      expect.stringMatching(/^content\/none\.mdx:1: error: the page's applies_to "" names no nada-dsl version, and the samples import it: name the release/),
    ]);
    expect(await messages({ 'content/pinned.mdx': page('Pinned', `\`\`\`shell\npip install nada-dsl==0.8.0\n\`\`\`\n\n${body}`) })).toEqual([]);
  }, 60_000);

  it('nada-numpy on a nada-dsl 0.8.0 page: the releases do not install together', async () => {
    const numpy = py(
      'import nada_numpy as na\nfrom nada_dsl import *\n\n\ndef nada_main():\n    parties = na.parties(2)\n    a = na.array([3], parties[0], "A", SecretInteger)\n    return na.output(a.sum(), parties[1], "total")',
      'title="src/dot.py"',
    );
    expect(await messages({ 'content/np.mdx': labelled('nada-dsl 0.8.0 · early 2025', numpy) })).toEqual([
      expect.stringMatching(
        /^content\/np\.mdx:3: error: the page's applies_to .* nada-numpy 0\.6\.0 requires nada-dsl \^0\.7\.1 .*so nada-dsl 0\.8\.0 cannot be installed with it/,
      ),
    ]);
    expect(await messages({ 'content/np.mdx': labelled('nada-numpy 0.6.0 · nada-dsl 0.7.1', numpy) })).toEqual([]);
  }, 60_000);

  it('matches test files to the compiled inputs and outputs: names and value types', async () => {
    const test = (inputs: string, outputs: string) =>
      `\`\`\`yaml title="tests/add_test.yaml"\nprogram: add\ninputs:\n${inputs}\nexpected_outputs:\n${outputs}\n\`\`\``;
    const body = program('return [Output(a + b, "sum", p), Output(a < b, "less", p)]');
    expect(await messages({ 'content/ok.mdx': labelled('nada-dsl 0.8.0', `${body}\n\n${test('  a: 1\n  b: 2', '  sum: 3\n  less: true')}`) })).toEqual([]);
    expect(await messages({ 'content/w.mdx': labelled('nada-dsl 0.8.0', `${body}\n\n${test('  a: 1\n  c: 2', '  sum: 3.5\n  less: 1')}`) })).toEqual([
      'content/w.mdx:16: error: test file tests/add_test.yaml inputs do not match the compiled program src/add.py; missing: b; not in the program: c.',
      'content/w.mdx:16: error: test file tests/add_test.yaml expected_outputs.sum is 3.5, but src/add.py declares it SecretInteger: write an integer.',
      'content/w.mdx:16: error: test file tests/add_test.yaml expected_outputs.less is 1, but src/add.py declares it SecretBoolean: write true or false.',
    ]);
  }, 60_000);

  it('an error example must fail with the message it claims', async () => {
    const bad = program('return [Output(a ** b, "power", p)]');
    expect(
      await messages({ 'content/e.mdx': labelled('nada-dsl 0.8.0', bad.replace('title="src/add.py"', 'title="src/add.py" expect-error="Invalid operation"')) }),
    ).toEqual([]);
    expect(
      await messages({ 'content/e.mdx': labelled('nada-dsl 0.8.0', bad.replace('title="src/add.py"', 'title="src/add.py" expect-error="NameError"')) }),
    ).toEqual([
      expect.stringMatching(
        /^content\/e\.mdx:6: error: src\/add\.py is marked expect-error="NameError" but nada-dsl 0\.8\.0 .* fails with another error: TypeError: Invalid operation/,
      ),
    ]);
    const good = program('return [Output(a + b, "sum", p)]').replace('title="src/add.py"', 'title="src/add.py" expect-error="TypeError"');
    expect(await messages({ 'content/g.mdx': labelled('nada-dsl 0.8.0', good) })).toEqual([
      expect.stringMatching(/^content\/g\.mdx:6: error: src\/add\.py is marked expect-error="TypeError" but nada-dsl 0\.8\.0 .* compiles it/),
    ]);
  }, 60_000);
});

describe('Python client samples, type-checked by pyright', () => {
  it('reports unknown imports and attributes of call results; a page’s own module resolves', async () => {
    const setup = py(
      'from nillion_client import VmClient\n\n\nasync def create_client() -> VmClient:\n    raise NotImplementedError',
      'title="client_setup.py"',
    );
    const use = py(
      'from nillion_client import Permissions, VmClent\nfrom client_setup import create_client\n\n\nasync def main() -> None:\n    client = await create_client()\n    client.clos()',
      'title="main.py"',
    );
    const report = await check({ 'content/c.mdx': labelled('nillion-client 0.2.x', `${setup}\n\n${use}`) });
    expect(report.problems.map(formatProblem)).toEqual([
      'content/c.mdx:15: error: pyright (reportAttributeAccessIssue): "VmClent" is unknown import symbol',
      'content/c.mdx:21: error: pyright (reportAttributeAccessIssue): Cannot access attribute "clos" for class "VmClient" Attribute "clos" is unknown',
    ]);
    expect(report.pyright).toEqual(new Map([['nillion-client 0.2.1rc2', 2]]));
  }, 60_000);

  it('an unpinned install on a page whose label names the release is refused, with the pinned command', async () => {
    const body = ['```shell', 'pip install --upgrade nada-dsl', 'yarn add @nillion/client-vms react', 'pip install nada-numpy==0.6.0', '```'].join('\n');
    expect(await messages({ 'content/up.mdx': labelled('nada-dsl 0.7.x · "@nillion/client-vms 0.3.1" · nada-numpy 0.6.0', body) })).toEqual([
      "content/up.mdx:7: error: `pip install --upgrade nada-dsl` installs the newest nada-dsl, not the 0.7.x the page's applies_to names: pin it (`pip install nada-dsl==0.7.1`).",
      "content/up.mdx:8: error: `yarn add @nillion/client-vms react` installs the newest @nillion/client-vms, not the 0.3.1 the page's applies_to names: pin it (`yarn add @nillion/client-vms@0.3.1 react`).",
    ]);
  }, 60_000);
});

describe('TypeScript samples, type-checked by tsc', () => {
  it('against the declarations generated from the tagged client-ts source', async () => {
    const tsx = [
      '```tsx',
      'import { useNilStoreValue, useNilStoreValues } from "@nillion/client-react-hooks";',
      'import { NadaValue, type VmClient } from "@nillion/client-vms";',
      '',
      'export function Store({ client }: { client: VmClient }) {',
      '  const store = useNilStoreValues();',
      '  store.execute({ values: [{ name: "a", value: NadaValue.new_secret_integer("1") }], ttl: 1, tll: 2 });',
      '  client.storeValue();',
      '  return null;',
      '}',
      '```',
    ].join('\n');
    const label = '"@nillion/client-react-hooks 0.3.2 · @nillion/client-vms 0.3.1"';
    const report = await check({ 'content/t.mdx': labelled(label, tsx) });
    const against = 'against @nillion/client-react-hooks 0.3.2, @nillion/client-vms 0.3.1';
    expect(report.problems.map(formatProblem)).toEqual([
      `content/t.mdx:7: error: TypeScript TS2724 ${against}: '"@nillion/client-react-hooks"' has no exported member named 'useNilStoreValue'. Did you mean 'useNilStoreValues'?`,
      `content/t.mdx:12: error: TypeScript TS2353 ${against}: Object literal may only specify known properties, and 'tll' does not exist in type 'ExecuteArgs'.`,
      `content/t.mdx:13: error: TypeScript TS2551 ${against}: Property 'storeValue' does not exist on type 'VmClient'. Did you mean 'storeValues'?`,
    ]);
    expect(await messages({ 'content/t.mdx': labelled('"@nillion/client-vms 0.3.0"', tsx) })).toContainEqual(
      expect.stringMatching(
        /^content\/t\.mdx:6: error: the label names @nillion\/client-vms 0\.3\.0, but its vendored declarations \(tests\/fixtures\/npm\/\) are @nillion\/client-vms 0\.3\.1/,
      ),
    );
  }, 60_000);

  it('against the installed registry package', async () => {
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
  }, 60_000);
});
