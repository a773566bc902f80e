/**
 * A plain-text table for terminal output and closing notes: a Markdown pipe table whose columns
 * are padded, so it reads in a terminal and renders in an issue.
 * Numbers are right-aligned, everything else left-aligned.
 */
export function formatTable(headers: string[], rows: (string | number | null | undefined)[][]): string {
  const cells = rows.map((row) => headers.map((_, i) => (row[i] === null || row[i] === undefined ? '–' : String(row[i]))));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || row[i] === null || row[i] === undefined));
  const widths = headers.map((h, i) => Math.max(h.length, 3, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}
