/**
 * Limits a page's source must keep before the MDX compile runs, so every page compiles in bounded
 * time and memory or fails at its line within milliseconds. The parser (micromark), the tree
 * walkers and the JavaScript generator recurse once per nesting level and resolve emphasis in time
 * that grows with the square of the markers in a paragraph, so a small hostile page (10,000 `>`,
 * 2,000 nested `<details>`, 20 KB of `*x`) would otherwise overflow the stack with no line, or run
 * for minutes. The checks read the text once, line by line, outside fenced code blocks (whose
 * content the parser does not nest).
 */

/** The limits; the defaults are well above any page of the site (the largest source is under 20 KB, with under 200 emphasis markers). */
export interface SourceLimits {
  /** Bytes of the file; checked on its size before it is read (compile-page.ts). */
  maxBytes: number;
  /** Nesting levels of containers: block quotes and list items opened on one line, open JSX elements, `{` `[` `(` in one block. */
  maxNesting: number;
  /** Columns of leading whitespace on a line outside code (a tab counts 4): each list level needs at least two. */
  maxIndent: number;
  /** Emphasis markers (`*`, `_`) outside code blocks in the whole page (each costs an emphasis node; in one paragraph they cost their square). */
  maxEmphasisMarks: number;
}

/** Default {@link SourceLimits}: 64 KiB, 32 levels, 128 columns, 1,000 markers. */
export const DEFAULT_SOURCE_LIMITS: SourceLimits = { maxBytes: 64 * 1024, maxNesting: 32, maxIndent: 128, maxEmphasisMarks: 1000 };

/** A broken limit: the 1-based file line it is broken on and what to do. */
export interface LimitProblem {
  line: number;
  message: string;
}

/** The message for a file over {@link SourceLimits.maxBytes}. */
export function sizeLimitMessage(bytes: number, limits: SourceLimits = DEFAULT_SOURCE_LIMITS): string {
  const kib = (n: number) => `${Math.ceil(n / 1024)} KiB`;
  return `the file is ${kib(bytes)} (limit ${kib(limits.maxBytes)}): no page needs that much text, and the compile would take minutes. Split it into several pages.`;
}

/** Container markers that open a level at the start of a line: `>`, and list markers (`-`, `*`, `+`, `1.`, `1)`) followed by a space. */
const CONTAINER = /^[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))/;

/** JSX tags: `<name …>`, `</name>`, `<name … />` (attributes hold no `<` or `>` in content). */
const JSX_TAG = /<(\/?)([A-Za-z][\w.:-]*)(?:\s[^<>]*?)?(\/?)>/g;

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * The first limit a page's source breaks ({@link SourceLimits}), or `undefined`.
 * @param source - the whole file, front matter included (lines are file lines)
 */
export function sourceLimitProblem(source: string, limits: SourceLimits = DEFAULT_SOURCE_LIMITS): LimitProblem | undefined {
  const lines = source.split('\n');
  let fence: string | undefined;
  let jsxDepth = 0;
  let brackets = 0;
  let marks = 0;
  const nested = (line: number, what: string) => ({
    line,
    message: `${what} nest more than ${limits.maxNesting} levels deep: the compile would overflow its stack. Flatten the structure (no page needs that depth).`,
  });
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = i + 1;
    const open = FENCE.exec(text);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && !text.slice(open[0].length).trim()) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1];
      continue;
    }
    if (!text.trim()) {
      brackets = 0;
      continue;
    }
    const indent = /^[ \t]*/.exec(text)![0].replace(/\t/g, '    ').length;
    if (indent > limits.maxIndent) {
      return {
        line,
        message: `the line is indented ${indent} columns (limit ${limits.maxIndent}): lists or quotes that deep would overflow the compile's stack. Flatten the structure.`,
      };
    }
    let rest = text;
    let containers = 0;
    for (let m = CONTAINER.exec(rest); m; m = CONTAINER.exec(rest)) {
      rest = rest.slice(m[0].length);
      if (++containers > limits.maxNesting) return nested(line, 'block quotes and list items');
    }
    // What the parser reads as text is left out: escaped characters, code spans, and JSX attribute
    // values (a type such as `array<Int32>` or a JSON value in an attribute opens nothing).
    const scan = rest
      .replace(/\\[<{[(*_]/g, '')
      .replace(/`[^`]*`/g, '``')
      .replace(/="[^"]*"/g, '=""');
    for (const tag of scan.matchAll(JSX_TAG)) {
      if (tag[1]) jsxDepth = Math.max(0, jsxDepth - 1);
      else if (!tag[3] && ++jsxDepth > limits.maxNesting) return nested(line, `elements (<${tag[2]}>)`);
    }
    for (const ch of scan) {
      if (ch === '{' || ch === '[' || ch === '(') {
        if (++brackets > limits.maxNesting) return nested(line, 'brackets ({, [, ()');
      } else if (ch === '}' || ch === ']' || ch === ')') brackets = Math.max(0, brackets - 1);
      else if ((ch === '*' || ch === '_') && ++marks > limits.maxEmphasisMarks) {
        return {
          line,
          message: `the page holds more than ${limits.maxEmphasisMarks} emphasis markers (* and _) outside code blocks: the compile's emphasis matching would take minutes. Put such text in a code block or split the page.`,
        };
      }
    }
  }
  return undefined;
}
