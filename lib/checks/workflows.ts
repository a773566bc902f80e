import { validateWorkflow, type ValidationError } from '@action-validator/core';

/** One problem of a GitHub Actions workflow file. */
export interface WorkflowProblem {
  file: string;
  /** 1-based line when known (parse errors, unpinned actions), else 1. */
  line: number;
  message: string;
}

/** `uses: owner/repo@ref # comment` of a step or job (local `./` workflows and `docker://` excluded). */
const USES = /^\s*(?:-\s+)?uses:\s*([^\s#]+)(?:\s*#\s*(\S.*))?$/;

function describe(error: ValidationError): string {
  const nested = 'states' in error && error.states ? error.states.flatMap((s) => s.errors.map(describe)) : [];
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
    message: describe(error),
  }));
  text.split('\n').forEach((source, i) => {
    const uses = USES.exec(source);
    if (!uses || uses[1]!.startsWith('./') || uses[1]!.startsWith('docker://')) return;
    const [, action, comment] = uses;
    if (!/@[0-9a-f]{40}$/.test(action!) || !/^v\d/.test(comment ?? '')) {
      problems.push({ file, line: i + 1, message: `"${action}" must be pinned to a full commit SHA with its version as a comment, e.g. "actions/checkout@<40-hex sha> # v4.4.0"` });
    }
  });
  return problems;
}
