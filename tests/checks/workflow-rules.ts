import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { isMap, isSeq, parseDocument, type Node as YamlNode } from 'yaml';

/** One problem of a GitHub Actions workflow file. */
export interface WorkflowProblem {
  file: string;
  /** 1-based line when known (parse errors, unpinned actions), else 1. */
  line: number;
  message: string;
}

/** `uses: owner/repo@ref # comment` of a step or job (local `./` workflows and `docker://` excluded). */
const USES = /^\s*(?:-\s+)?uses:\s*([^\s#]+)(?:\s*#\s*(\S.*))?$/;

function describeError(error: ValidationError): string {
  const nested = 'states' in error && error.states ? error.states.flatMap((s) => s.errors.map(describeError)) : [];
  const own = `${'path' in error ? `${error.path || '/'}: ` : ''}${error.detail ?? error.title}`;
  return nested.length ? `${own} (${[...new Set(nested)].join('; ')})` : own;
}

/**
 * Checks a workflow file: its schema with action-validator (the GitHub workflow JSON schema from
 * SchemaStore), and that every remote action is pinned to a full 40-hex commit SHA with a
 * `# vX` comment naming the release (a tag can be moved; a commit cannot).
 * @param file - the file's path, for the messages
 * @param text - the file's YAML
 * @returns the problems, empty when the file is valid
 */
export function checkWorkflow(file: string, text: string): WorkflowProblem[] {
  const problems: WorkflowProblem[] = validateWorkflow(text).errors.map((error) => ({
    file,
    line: 'location' in error && error.location ? error.location.line : 1,
    message: describeError(error),
  }));
  text.split('\n').forEach((source, i) => {
    const uses = USES.exec(source);
    if (!uses || uses[1]!.startsWith('./') || uses[1]!.startsWith('docker://')) return;
    const [, action, comment] = uses;
    if (!/@[0-9a-f]{40}$/.test(action!) || !/^v\d/.test(comment ?? '')) {
      problems.push({
        file,
        line: i + 1,
        message: `"${action}" must be pinned to a full commit SHA with its version as a comment, e.g. "actions/checkout@<40-hex sha> # v4.4.0"`,
      });
    }
  });
  return [...problems, ...checkWorkflowPolicy(file, text)];
}

/** Runs npm or npx (installs or executes packages' code). */
const RUNS_NPM = /(^|[\s;&|(])(npm|npx)\s/m;

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** Whether a `permissions` value grants any write scope (`write-all`, or a scope set to `write`). */
function grantsWrite(permissions: unknown): boolean {
  if (permissions === 'write-all') return true;
  return Object.values(record(permissions)).some((v) => v === 'write');
}

/**
 * The publishing rules every workflow follows, so third-party code never runs beside a write token:
 *
 * - `actions/setup-node` reads the Node version from `.nvmrc` (`node-version-file`), never a
 *   number of its own;
 * - a job that runs `npm`/`npx` (package code: install scripts, the build) has no write permission
 *   (its own or the workflow's) and checks out with `persist-credentials: false`;
 * - a workflow that publishes on pushes to `main` (production) never sets `cancel-in-progress: true`,
 *   so no run of it is cancelled by another.
 *
 * GitHub Actions semantics: https://docs.github.com/en/actions/writing-workflows/workflow-syntax-for-github-actions
 * @returns one problem per broken rule, with the job's or step's line
 */
function checkWorkflowPolicy(file: string, text: string): WorkflowProblem[] {
  const doc = parseDocument(text);
  if (doc.errors.length) return [];
  const problems: WorkflowProblem[] = [];
  // Node ranges are offsets into the source text.
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? text.slice(0, node.range[0]).split('\n').length : 1);
  const workflow = record(doc.toJS());
  const jobsNode = doc.get('jobs', true);
  // Production: run on pushes to main, and publishes (some job can write).
  const publishes = grantsWrite(workflow.permissions) || Object.values(record(workflow.jobs)).some((job) => grantsWrite(record(job).permissions));
  const production = publishes && JSON.stringify(record(workflow.on).push ?? '').includes('main');
  if (production) {
    text.split('\n').forEach((source, i) => {
      if (/^\s*cancel-in-progress:\s*true\b/.test(source))
        problems.push({ file, line: i + 1, message: 'a production workflow must never cancel a run: set cancel-in-progress: false' });
    });
  }
  if (!isMap(jobsNode)) return problems;
  for (const pair of jobsNode.items) {
    const name = String((pair.key as { value?: unknown })?.value ?? pair.key);
    const jobNode = pair.value as YamlNode;
    const job = record(record(workflow.jobs)[name]);
    const stepsNode = isMap(jobNode) ? jobNode.get('steps', true) : undefined;
    const steps = Array.isArray(job.steps) ? job.steps.map(record) : [];
    const stepNodes = isSeq(stepsNode) ? (stepsNode.items as YamlNode[]) : [];
    const runsNpm = steps.some((step) => typeof step.run === 'string' && RUNS_NPM.test(step.run));
    const permissions = job.permissions ?? workflow.permissions;
    if (runsNpm && grantsWrite(permissions)) {
      problems.push({
        file,
        line: lineOf(jobNode),
        message: `job "${name}" runs npm with write permission: build in a job with "contents: read" and publish in a job that runs no npm code`,
      });
    }
    steps.forEach((step, i) => {
      const uses = typeof step.uses === 'string' ? step.uses : '';
      const w = record(step.with);
      if (uses.startsWith('actions/setup-node@') && (w['node-version-file'] !== '.nvmrc' || 'node-version' in w)) {
        problems.push({
          file,
          line: lineOf(stepNodes[i]),
          message: `job "${name}": actions/setup-node must read "node-version-file: .nvmrc" (one Node version for every workflow)`,
        });
      }
      if (runsNpm && uses.startsWith('actions/checkout@') && w['persist-credentials'] !== false) {
        problems.push({ file, line: lineOf(stepNodes[i]), message: `job "${name}" runs npm: its checkout must set "persist-credentials: false"` });
      }
    });
  }
  return problems;
}
