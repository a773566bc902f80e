/** One finding of a content check. `line` is 1-based in `file`. */
export interface Problem {
  file: string;
  line: number;
  severity: 'error' | 'warning';
  message: string;
}
