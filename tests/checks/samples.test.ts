import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkContentReport, formatProblem } from '@/lib/checks/content-check';
import { loadFixtures } from '@/lib/checks/py-fixtures';
import { labelPins, resolveLabel } from '@/lib/checks/sample-installs';
import { NPM_FIXTURE_ROOT, vendoredNpmPackages } from '@/lib/checks/sample-types';
import platformValues from '@/lib/mdx/platform-values.json';
import { page, plantedIndex, tempTree } from '../helpers';

const REPO = path.join(import.meta.dirname, '../..');
const fixture = (name: string) => fs.readFileSync(path.join(REPO, 'tests/fixtures/samples', name), 'utf8');

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

/** A nada program using nada-dsl 0.7.1's `nada_fn`, which 0.8.0 no longer has. */
const NADA_FN = program('return [Output(a + b, "sum", p)]').replace(
  'def nada_main',
  '@nada_fn\ndef add(x: SecretInteger, y: SecretInteger) -> SecretInteger:\n    return x + y\n\n\ndef nada_main',
);
const SUM = program('return [Output(a + b, "sum", p)]');
const NUMPY = py(
  'import nada_numpy as na\nfrom nada_dsl import *\n\n\ndef nada_main():\n    parties = na.parties(2)\n    a = na.array([3], parties[0], "A", SecretInteger)\n    return na.output(a.sum(), parties[1], "total")',
  'title="src/dot.py"',
);
const addTest = (inputs: string, outputs: string) =>
  `\`\`\`yaml title="tests/add_test.yaml"\nprogram: add\ninputs:\n${inputs}\nexpected_outputs:\n${outputs}\n\`\`\``;
const COMPARED = program('return [Output(a + b, "sum", p), Output(a < b, "less", p)]');
const POWER = program('return [Output(a ** b, "power", p)]');
const marked = (code: string, error: string) => code.replace('title="src/add.py"', `title="src/add.py" expect-error="${error}"`);
const CLIENT_SETUP = py(
  'from nillion_client import VmClient\n\n\nasync def create_client() -> VmClient:\n    raise NotImplementedError',
  'title="client_setup.py"',
);
const CLIENT_USE = py(
  'from nillion_client import Permissions, VmClent\nfrom client_setup import create_client\n\n\nasync def main() -> None:\n    client = await create_client()\n    client.clos()',
  'title="main.py"',
);
const HOOKS = [
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

/**
 * Every page below, checked at once by the real tools (nada-dsl, pyright, tsc) in a temporary
 * repository that shares this one's node_modules; each test reads the problems of its pages.
 */
const PAGES: Record<string, string> = {
  planted: fixture('planted.mdx'),
  'dsl-071': labelled('nada-dsl 0.7.1', NADA_FN),
  'dsl-080': labelled('nada-dsl 0.8.0', NADA_FN),
  unlabelled: page('None', SUM),
  pinned: page('Pinned', `\`\`\`shell\npip install nada-dsl==0.8.0\n\`\`\`\n\n${SUM}`),
  'numpy-080': labelled('nada-dsl 0.8.0 · early 2025', NUMPY),
  'numpy-071': labelled('nada-numpy 0.6.0 · nada-dsl 0.7.1', NUMPY),
  'tests-ok': labelled('nada-dsl 0.8.0', `${COMPARED}\n\n${addTest('  a: 1\n  b: 2', '  sum: 3\n  less: true')}`),
  'tests-wrong': labelled('nada-dsl 0.8.0', `${COMPARED}\n\n${addTest('  a: 1\n  c: 2', '  sum: 3.5\n  less: 1')}`),
  'expect-ok': labelled('nada-dsl 0.8.0', marked(POWER, 'Invalid operation')),
  'expect-other': labelled('nada-dsl 0.8.0', marked(POWER, 'NameError')),
  'expect-compiles': labelled('nada-dsl 0.8.0', marked(SUM, 'TypeError')),
  client: labelled('nillion-client 0.2.x', `${CLIENT_SETUP}\n\n${CLIENT_USE}`),
  unpinned: labelled(
    'nada-dsl 0.7.x · "@nillion/client-vms 0.3.1" · nada-numpy 0.6.0',
    ['```shell', 'pip install --upgrade nada-dsl', 'yarn add @nillion/client-vms react', 'pip install nada-numpy==0.6.0', '```'].join('\n'),
  ),
  hooks: labelled('"@nillion/client-react-hooks 0.3.2 · @nillion/client-vms 0.3.1"', HOOKS),
  'hooks-030': labelled('"@nillion/client-vms 0.3.0"', HOOKS),
  nilql: page(
    'N',
    [
      '```ts',
      'import { nilql } from "@nillion/nilql";',
      '',
      'export const key = await nilql.ClusterKey.generat({ nodes: [{}, {}] }, { sum: true });',
      '```',
    ].join('\n'),
  ),
};

let report: Awaited<ReturnType<typeof checkContentReport>>;
beforeAll(async () => {
  const root = tempTree({
    ...Object.fromEntries(Object.entries(PAGES).map(([name, text]) => [`content/${name}.mdx`, text])),
    'package.json': fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'),
  });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  report = checkContentReport(await plantedIndex(path.join(root, 'content'), root), undefined, root);
}, 300_000);
/** The problems of one page of {@link PAGES}, as `file:line: severity: message`. */
const messages = (name: string) => report.problems.filter((p) => p.file === `content/${name}.mdx`).map(formatProblem);

describe('nada programs, compiled by the released nada-dsl', () => {
  it('the three planted mistakes fail with file:line and the real tool’s message', () => {
    expect(messages('planted')).toEqual([
      "content/planted.mdx:16: error: nada-dsl 0.8.0 (NillionNetwork/nada-dsl@3e4fb2f) cannot compile src/total.py: AttributeError: 'SecretInteger' object has no attribute 'to_publc'",
      'content/planted.mdx:29: error: nada-dsl 0.8.0 (NillionNetwork/nada-dsl@3e4fb2f) cannot compile src/power.py: TypeError: Invalid operation: SecretInteger(child=Input(child=None)) ** SecretInteger(child=Input(child=None))',
      'content/planted.mdx:40: error: pyright (reportCallIssue): Argument missing for parameter "ttl_days"',
      'content/planted.mdx:40: error: pyright (reportCallIssue): No parameter named "ttl_day"',
    ]);
  });

  it('compiles with the version the label names: nada_fn exists in 0.7.1, not in 0.8.0; counts the programs per version', () => {
    expect(messages('dsl-071')).toEqual([]);
    expect(messages('dsl-080')).toEqual([
      "content/dsl-080.mdx:9: error: nada-dsl 0.8.0 (NillionNetwork/nada-dsl@3e4fb2f) cannot compile src/add.py: NameError: name 'nada_fn' is not defined",
    ]);
    // 0.7.1: dsl-071 and numpy-071; 0.8.0: the other nada programs above.
    expect(report.compiled).toEqual(
      new Map([
        ['0.7.1', 2],
        ['0.8.0', 9],
      ]),
    );
  });

  it('a page must name its nada-dsl; its pinned install command counts', () => {
    expect(messages('unlabelled')).toEqual([
      expect.stringMatching(
        /^content\/unlabelled\.mdx:1: error: the page's applies_to "" names no nada-dsl version, and the samples import it: name the release/,
      ),
    ]);
    expect(messages('pinned')).toEqual([]);
  });

  it('nada-numpy on a nada-dsl 0.8.0 page: the releases do not install together', () => {
    expect(messages('numpy-080')).toEqual([
      expect.stringMatching(
        /^content\/numpy-080\.mdx:3: error: the page's applies_to .* nada-numpy 0\.6\.0 requires nada-dsl \^0\.7\.1 .*so nada-dsl 0\.8\.0 cannot be installed with it/,
      ),
    ]);
    expect(messages('numpy-071')).toEqual([]);
  });

  it('matches test files to the compiled inputs and outputs: names and value types', () => {
    expect(messages('tests-ok')).toEqual([]);
    expect(messages('tests-wrong')).toEqual([
      'content/tests-wrong.mdx:16: error: test file tests/add_test.yaml inputs do not match the compiled program src/add.py; missing: b; not in the program: c.',
      'content/tests-wrong.mdx:16: error: test file tests/add_test.yaml expected_outputs.sum is 3.5, but src/add.py declares it SecretInteger: write an integer.',
      'content/tests-wrong.mdx:16: error: test file tests/add_test.yaml expected_outputs.less is 1, but src/add.py declares it SecretBoolean: write true or false.',
    ]);
  });

  it('an error example must fail with the message it claims', () => {
    expect(messages('expect-ok')).toEqual([]);
    expect(messages('expect-other')).toEqual([
      expect.stringMatching(
        /^content\/expect-other\.mdx:6: error: src\/add\.py is marked expect-error="NameError" but nada-dsl 0\.8\.0 .* fails with another error: TypeError: Invalid operation/,
      ),
    ]);
    expect(messages('expect-compiles')).toEqual([
      expect.stringMatching(/^content\/expect-compiles\.mdx:6: error: src\/add\.py is marked expect-error="TypeError" but nada-dsl 0\.8\.0 .* compiles it/),
    ]);
  });
});

describe('Python client samples, type-checked by pyright', () => {
  it('reports unknown imports and attributes of call results; a page’s own module resolves', () => {
    expect(messages('client')).toEqual([
      'content/client.mdx:15: error: pyright (reportAttributeAccessIssue): "VmClent" is unknown import symbol',
      'content/client.mdx:21: error: pyright (reportAttributeAccessIssue): Cannot access attribute "clos" for class "VmClient" Attribute "clos" is unknown',
    ]);
    // The two blocks of that page and the planted page's client sample.
    expect(report.pyright).toEqual(new Map([['nillion-client 0.2.1rc2', 3]]));
  });

  it('an unpinned install on a page whose label names the release is refused, with the pinned command', () => {
    expect(messages('unpinned')).toEqual([
      "content/unpinned.mdx:7: error: `pip install --upgrade nada-dsl` installs the newest nada-dsl, not the 0.7.x the page's applies_to names: pin it (`pip install nada-dsl==0.7.1`).",
      "content/unpinned.mdx:8: error: `yarn add @nillion/client-vms react` installs the newest @nillion/client-vms, not the 0.3.1 the page's applies_to names: pin it (`yarn add @nillion/client-vms@0.3.1 react`).",
    ]);
  });
});

describe('TypeScript samples, type-checked by tsc', () => {
  it('against the declarations generated from the tagged client-ts source', () => {
    const against = 'against @nillion/client-react-hooks 0.3.2, @nillion/client-vms 0.3.1';
    expect(messages('hooks')).toEqual([
      `content/hooks.mdx:7: error: TypeScript TS2724 ${against}: '"@nillion/client-react-hooks"' has no exported member named 'useNilStoreValue'. Did you mean 'useNilStoreValues'?`,
      `content/hooks.mdx:12: error: TypeScript TS2353 ${against}: Object literal may only specify known properties, and 'tll' does not exist in type 'ExecuteArgs'.`,
      `content/hooks.mdx:13: error: TypeScript TS2551 ${against}: Property 'storeValue' does not exist on type 'VmClient'. Did you mean 'storeValues'?`,
    ]);
    expect(messages('hooks-030')).toContainEqual(
      expect.stringMatching(
        /^content\/hooks-030\.mdx:6: error: the label names @nillion\/client-vms 0\.3\.0, but its vendored declarations \(tests\/fixtures\/npm\/\) are @nillion\/client-vms 0\.3\.1/,
      ),
    );
  });

  it('against the installed registry package', () => {
    expect(messages('nilql')).toEqual([
      expect.stringMatching(
        /^content\/nilql\.mdx:8: error: TypeScript TS2551 against @nillion\/nilql 0\.0\.0-alpha\.14: Property 'generat' does not exist on type 'typeof ClusterKey'/,
      ),
    ]);
    expect(report.typeChecked.get('@nillion/nilql')).toEqual({ blocks: 1, version: platformValues.nilqlTsVersion });
  });
});
