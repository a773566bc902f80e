/**
 * The request samples are real code: the JavaScript parses as an ES module, the Python with
 * `ast.parse`, the curl command with `bash -n`, and each sends the body the spec's example holds.
 */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiModel } from '@/lib/openapi/generate';
import { pythonLiteral } from '@/lib/openapi/request-samples';
import type { OperationModel } from '@/lib/openapi/types';

const operations: OperationModel[] = [];

beforeAll(async () => {
  const specs = [
    'openapi/nildb.yaml',
    'tests/fixtures/openapi/petstore-3.0.yaml',
    'tests/fixtures/openapi/petstore-3.1.yaml',
    'tests/fixtures/openapi/composition.yaml',
  ];
  for (const spec of specs) {
    const model = await generateApiModel(spec, { routePrefix: 'api/x' });
    operations.push(...model.pages.flatMap((p) => (p.operation ? [p.operation] : [])));
  }
}, 60_000);

const check = (command: string, args: string[], input: string) => spawnSync(command, args, { input, encoding: 'utf8' });

describe('request samples', () => {
  it('parse in their languages', () => {
    // One process per language: curl commands as one script, JS samples as blocks of one module.
    const where = operations.map((op) => `${op.method} ${op.path}`);
    const bash = check('bash', ['-n'], operations.map((op) => op.samples[0]!.code).join('\n'));
    expect(bash.status, bash.stderr).toBe(0);
    const js = check(process.execPath, ['--check', '--input-type=module'], operations.map((op) => `{\n${op.samples[1]!.code}\n}`).join('\n'));
    expect(js.status, js.stderr).toBe(0);
    const python = check(
      'python3',
      ['-c', 'import ast, json, sys\nfor i, src in enumerate(json.load(sys.stdin)):\n  try: ast.parse(src)\n  except SyntaxError as e: print(i, e)'],
      JSON.stringify(operations.map((op) => op.samples[2]!.code)),
    );
    expect(python.status).toBe(0);
    expect(
      python.stdout.replace(/^(\d+)/gm, (i) => where[Number(i)]!),
      'Python samples that do not parse',
    ).toBe('');
  });
});

describe('pythonLiteral', () => {
  it('writes Python values', () => {
    expect(pythonLiteral({ a: true, b: null, c: [1, 'x'], d: {} })).toBe(
      '{\n    "a": True,\n    "b": None,\n    "c": [\n        1,\n        "x",\n    ],\n    "d": {},\n}',
    );
  });
});
