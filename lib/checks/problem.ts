/** One finding of a content check. `line` is 1-based in `file`. */
export interface Problem {
  file: string;
  line: number;
  severity: 'error' | 'warning';
  message: string;
}

/** Where a problem is: a file, and its 1-based line and column when known. */
interface ProblemLocation {
  file: string;
  line?: number;
  column?: number;
}

/** `file`, `file:line` or `file:line:col`, the form editors and terminals turn into links. */
export function problemLocation(p: ProblemLocation): string {
  return `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}`;
}

/** `file:line[:col]: severity: message`, one line per problem in every check's output. */
export function formatProblem(p: ProblemLocation & { severity: 'error' | 'warning'; message: string }): string {
  return `${problemLocation(p)}: ${p.severity}: ${p.message}`;
}
