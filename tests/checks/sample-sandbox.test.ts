// The sample check runs the nada programs of a page in a sandbox (lib/checks/sandbox.ts and the
// driver's audit hook): a hostile block gets a clear error at its line, never the build's
// environment, the repository, a process, a socket or unbounded memory.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContentReport, formatProblem } from '@/lib/checks/content-check';
import { plantedIndex, tempTree } from '../helpers';

const REPO = path.join(import.meta.dirname, '../..');
const planted = path.join(REPO, 'sandbox-planted.txt');
afterAll(() => fs.rmSync(planted, { force: true }));

const program = (name: string, statement: string) =>
  `\`\`\`python title="src/${name}.py"\nfrom nada_dsl import *\n\ndef nada_main():\n    ${statement}\n    p = Party(name="P")\n    return [Output(SecretInteger(Input(name="a", party=p)), "o", p)]\n\`\`\``;

describe('a hostile nada program', () => {
  it('reads no build variable, writes nothing in the repository, starts no process, opens no socket, cannot take 10 GB and cannot loop for ever', async () => {
    process.env.DOCS_SANDBOX_SECRET = 'do-not-leak';
    const body = [
      program('env', 'raise Exception("ENV " + " ".join(sorted(__import__("os").environ)))'),
      program('write', `open(${JSON.stringify(planted)}, "w").write("x")`),
      program('spawn', `__import__("subprocess").run(["touch", ${JSON.stringify(planted)}])`),
      program('net', '__import__("socket").create_connection(("127.0.0.1", 9))'),
      program('memory', 'x = bytearray(10 * 1024 ** 3)'),
      program('loop', 'while True: pass'),
    ].join('\n\n');
    const root = tempTree({
      'content/p.mdx': `---\ntitle: T\napplies_to: nada-dsl 0.8.0\n---\n\n${body}\n`,
      'package.json': fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'),
    });
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const index = await plantedIndex(path.join(root, 'content'), root);
    const problems = checkContentReport(index, undefined, root)
      .problems.map(formatProblem)
      .filter((p) => p.includes('cannot compile'));
    const of = (name: string) => problems.find((p) => p.includes(`src/${name}.py`)) ?? `no problem for src/${name}.py`;
    expect(of('env')).toMatch(/^content\/p\.mdx:\d+: error: .* cannot compile src\/env\.py: Exception: ENV HOME LANG OPENBLAS_NUM_THREADS PATH(?: PWD)?$/);
    expect(of('write')).toMatch(/cannot compile src\/write\.py: PermissionError: .*write only in its own folder/);
    expect(of('spawn')).toMatch(/cannot compile src\/spawn\.py: PermissionError: the sample check does not let a program use subprocess\.Popen/);
    expect(of('net')).toMatch(/cannot compile src\/net\.py: PermissionError: the sample check does not let a program use socket\.connect/);
    expect(of('memory')).toMatch(/cannot compile src\/memory\.py: MemoryError/);
    expect(of('loop')).toMatch(/cannot compile src\/loop\.py: the compiler stopped \(wait status \d+, timeout 10 s\)/);
    expect(fs.existsSync(planted)).toBe(false);
  }, 120_000);
});
