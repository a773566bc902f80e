import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../helpers';

/**
 * A comment, a document or a lint suppression that names a repository file which does not exist
 * sends the reader to nothing (or, for a suppression that cites a test as its proof, to a proof
 * that is gone). This test reads the prose of every tracked file — Markdown documents whole, the
 * comments of code (strings and code blanked out) — and resolves every path that starts at a
 * top-level folder of the repository (`lib/…`, `tests/…`) and every bare file name
 * (`sidebar-tree.client.tsx`; not `_test.yaml` or `__init__.py`, which name files of a reader's
 * project) against the tracked files.
 */

/** Top-level folders a path in prose starts from. */
const TOP_FOLDERS = ['app', 'components', 'lib', 'scripts', 'tests', 'content', 'openapi', 'public', 'deploy', '.github', '.ci'];
const PATH = new RegExp(`(?<![\\w./@-])(?:(?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./\\[\\]@+-]*[\\w\\]/])`, 'g');
const BARE = /(?<![\w./@-])[a-zA-Z0-9][\w-]*(?:\.[\w-]+)*\.(?:ts|tsx|mjs|cjs|jsonc?|mdx?|ya?ml|css|py|sh)(?![\w/-])/g;
/** Files the build writes (never tracked) that prose names by their bare name. */
const GENERATED = new Set(['model.json', 'markdown.json', 'pages.ts', 'code-colors.css', 'results.json', 'index.md']);
/**
 * Files of other repositories and of a reader's project that prose names: a released package's
 * `setup.py`, and the sample files a page has the reader create (`client_setup.py`, `lib.py`).
 */
const ELSEWHERE = new Set(['setup.py', 'client_setup.py', 'lib.py']);
/** Untracked on purpose: the folder a deployment puts its self-hosted analytics tag in. */
const UNTRACKED = new Set(['public/js']);
/** A path segment or file stem that shows a shape rather than names a file (`content/x.mdx`, `a.yaml`). */
const ILLUSTRATION = /(^|\/)(x|y|a|b|foo|bar|url)(\.[\w.]+)?$/;
/** Files whose prose is read: Markdown whole, code by its comments. */
const PROSE = /\.(md|ts|tsx|mjs|cjs|js|jsonc|css|py|sh|ya?ml)$/;
/** Tracked files that are data or fixtures, not prose about the repository. */
const NOT_PROSE = /^(content|tests\/fixtures|lib\/package-facts|openapi)\//;

/** The text of a code file with everything but its comments blanked out; line breaks kept. */
function commentsOf(text: string, file: string): string {
  if (/\.(py|sh|ya?ml)$/.test(file)) {
    return text
      .split('\n')
      .map((line) => (line.includes('#') ? line.slice(line.indexOf('#')) : ''))
      .join('\n');
  }
  let out = '';
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === '//' || two === '/*') {
      const close = two === '//' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      const end = close < 0 ? text.length : close + (two === '/*' ? 2 : 0);
      out += text.slice(i, end);
      i = end;
    } else if (text[i] === '"' || text[i] === "'" || text[i] === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== text[i]) j += text[j] === '\\' ? 2 : 1;
      out += blank(text.slice(i, j + 1));
      i = j + 1;
    } else {
      out += blank(text[i]!);
      i += 1;
    }
  }
  return out;
}

/**
 * The references to missing files in the prose of `files` (paths relative to `root`), as
 * `file:line: name`. A path resolves when a tracked file or folder has it; a bare name when a
 * tracked file has that name or the build writes it ({@link GENERATED}). Names that show a shape
 * (`content/<route>.mdx`, `content/x.mdx`, `*.spec.ts`, `_test.yaml`) are not references.
 */
function staleReferences(root: string, files: string[]): string[] {
  const tracked = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const names = new Set([...files.map((f) => path.posix.basename(f)), ...GENERATED, ...ELSEWHERE]);
  const found: string[] = [];
  for (const file of files) {
    if (!PROSE.test(file) || NOT_PROSE.test(file)) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const prose = file.endsWith('.md') ? text : commentsOf(text, file);
    prose.split('\n').forEach((line, n) => {
      const shape = (at: number, length: number) => /[<>*{}…]/.test(line.slice(Math.max(0, at - 1), at + length + 1));
      for (const m of line.matchAll(PATH)) {
        const name = m[0].replace(/\.+$/, '').replace(/\/$/, '');
        if (shape(m.index, m[0].length) || ILLUSTRATION.test(name)) continue;
        if (!tracked.has(name) && !folders.has(name) && !UNTRACKED.has(name)) found.push(`${file}:${n + 1}: ${name}`);
      }
      for (const m of line.matchAll(BARE)) {
        if (shape(m.index, m[0].length) || ILLUSTRATION.test(m[0])) continue;
        if (!names.has(m[0])) found.push(`${file}:${n + 1}: ${m[0]}`);
      }
    });
  }
  return found;
}

describe('references to repository files', () => {
  it('every comment, document and suppression names files that exist', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && fs.existsSync(f));
    expect(staleReferences(process.cwd(), files)).toEqual([]);
  });

  it('reports a planted reference to a missing file in a comment, a document and a suppression', () => {
    const tree: Record<string, string> = {
      'lib/search/html.ts': '/** Escapes text (tests/search/html.test.ts). */\nexport const a = 1;\n',
      'tests/search/html.test.ts': '',
      'components/view.tsx': [
        "const html = '<b>lib/gone.ts</b>'; // a path in a string is code, not a reference",
        '// biome-ignore lint/security/noDangerouslySetInnerHtml: escaped (tests/search/escaping.test.ts).',
        'export const View = () => <div dangerouslySetInnerHTML={{ __html: html }} />;',
        '/* The tree is kept in sidebar-memory.ts; pages are named like content/<route>.mdx or content/x.mdx. */',
        '',
      ].join('\n'),
      'README.md': 'See `lib/search/html.ts` and `lib/search/` and `lib/announcement.ts`.\n',
    };
    expect(staleReferences(tempTree(tree), Object.keys(tree))).toEqual([
      'components/view.tsx:2: tests/search/escaping.test.ts',
      'components/view.tsx:4: sidebar-memory.ts',
      'README.md:1: lib/announcement.ts',
    ]);
  });
});
