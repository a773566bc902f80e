/**
 * Results stated from a nada example's test file must equal that file (CONTRIBUTING.md § Nada
 * examples), checked on the page's tree:
 * - a result paragraph ``**Result** (`name`): `out` is 40.`` states exactly the
 *   `expected_outputs` of the `tests/<name>.yaml` block on the same page;
 * - a `nada run` output block (a code block with an `Outputs: {` line) uses the multi-line form,
 *   names its test in a `… from test case <name>` line (as SDK 0.9 prints it; `test file` is
 *   accepted too), and shows that test's values.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Code, Paragraph, PhrasingContent, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Node } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import { atLine, report } from './report';

const RESULT_PAIR = /`(\w+)` is (-?\d+(?:\.\d+)?|true|false|\[[^\]]*\])/g;

type TestFiles = Map<string, Record<string, unknown> | null>;

/** Test files on the page by test name (`tests/<name>.yaml` titles), with their `expected_outputs`. */
function testFiles(tree: Root): TestFiles {
  const tests: TestFiles = new Map();
  visit(tree, 'code', (block) => {
    const name = /title="tests\/([\w-]+)\.ya?ml"/.exec(block.meta ?? '')?.[1];
    if (!name || (block.lang !== 'yaml' && block.lang !== 'yml')) return;
    try {
      const expected = (parseYaml(block.value) as { expected_outputs?: unknown } | null)?.expected_outputs;
      tests.set(name, expected && typeof expected === 'object' ? (expected as Record<string, unknown>) : null);
    } catch {
      tests.set(name, null); // the YAML error is the content check's (code block parsing)
    }
  });
  return tests;
}

/** The paragraph as written, inline code in backticks: what the result line's pattern reads. */
const written = (nodes: PhrasingContent[]): string => nodes.map((n) => (n.type === 'inlineCode' ? `\`${n.value}\`` : mdastToString(n))).join('');

function compare(file: VFile, node: Pick<Node, 'position'>, stated: [string, unknown][], test: string, tests: TestFiles) {
  const say = (message: string) => report(file, node, message, 'stated-results');
  if (!tests.has(test)) {
    say(`the result names test "${test}", but the page has no \`tests/${test}.yaml\` block: show the test file or name one that is on the page.`);
    return;
  }
  const expected = tests.get(test);
  if (!expected) return;
  for (const [name, value] of stated) {
    if (!(name in expected)) say(`\`${name}\` is not an output of tests/${test}.yaml (expected_outputs: ${Object.keys(expected).join(', ')}).`);
    else if (!isDeepStrictEqual(value, expected[name])) {
      say(`\`${name}\` is stated as ${JSON.stringify(value)}, but tests/${test}.yaml expects ${JSON.stringify(expected[name])}: state the test file's value.`);
    }
  }
  const missing = Object.keys(expected).filter((n) => !stated.some(([s]) => s === n));
  if (missing.length) say(`the result leaves out ${missing.map((n) => `\`${n}\``).join(', ')} of tests/${test}.yaml: state every expected output.`);
}

function checkResultParagraph(file: VFile, node: Paragraph, tests: TestFiles) {
  const [first, ...rest] = node.children;
  if (first?.type !== 'strong' || mdastToString(first) !== 'Result') return;
  const m = /^ \(`([\w-]+)`\):(.*)$/s.exec(written(rest));
  if (!m) return;
  const stated = [...m[2]!.matchAll(RESULT_PAIR)].map((p): [string, unknown] => [p[1]!, parseYaml(p[2]!)]);
  if (!stated.length) report(file, node, 'result line states no output: write `` `name` is value `` for each expected output.', 'stated-results');
  else compare(file, node, stated, m[1]!, tests);
}

function checkRunOutput(file: VFile, block: Code, tests: TestFiles) {
  const lines = block.value.split('\n');
  const at = lines.findIndex((t) => /^Outputs: \{/.test(t));
  if (at < 0) return;
  // Placed at the `Outputs:` line inside the block.
  const line = (block.position?.start.line ?? 0) + 1 + at;
  const place = atLine(line);
  if (!/^Outputs: \{\s*$/.test(lines[at]!)) {
    report(
      file,
      place,
      'one-line `Outputs: {…}` is not what `nada run` prints: state the result in prose (`**Result** (`test_name`): `out` is 40.`).',
      'stated-results',
    );
    return;
  }
  const test = /from test (?:file|case) ([\w-]+)/.exec(block.value)?.[1];
  if (!test) {
    report(file, place, '`nada run` output block names no test: keep its `Running program … with inputs from test case <name>` line.', 'stated-results');
    return;
  }
  const stated = [...block.value.matchAll(/"(\w+)": \w+\(\s*Nada\w+\(\s*(-?\d+|true|false),/g)].map((p): [string, unknown] => [p[1]!, parseYaml(p[2]!)]);
  compare(file, place, stated, test, tests);
}

/** Remark plugin: stated results against the page's test files, reported on the page's file. */
export function remarkStatedResults() {
  return (tree: Root, file: VFile) => {
    const tests = testFiles(tree);
    visit(tree, (node) => {
      if (node.type === 'paragraph') checkResultParagraph(file, node, tests);
      else if (node.type === 'code') checkRunOutput(file, node, tests);
    });
  };
}
