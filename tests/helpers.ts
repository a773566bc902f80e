import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes `files` (relative path → text) into a fresh temporary folder and returns its path.
 * Tests build their own small content trees and exports with it.
 */
export function tempTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-test-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A minimal valid page with the given title and body. */
export const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;

/**
 * One page's problems from the content compile, as `file:line:col: message`, by place in the file.
 * @param where.file - the path in messages (`content/x.mdx`); `absolutePath` is read unless `source` is given
 */
export async function lintPage(where: { file: string; absolutePath: string }, options: { source?: string; publicDir?: string } = {}): Promise<string[]> {
  // Loaded here: most tests that use these helpers never compile a page.
  const [{ compilePage, compilePageFile }, { fileToId }, { problemLocation }] = await Promise.all([
    import('@/lib/compile/compile-page'),
    import('@/lib/compile/scan'),
    import('@/lib/checks/problem'),
  ]);
  const source = { ...where, id: fileToId(where.file.replace(/^content\//, '')) };
  const compileOptions = { publicDir: options.publicDir ?? path.resolve('public') };
  const { problems } = options.source === undefined ? await compilePageFile(source, compileOptions) : await compilePage(options.source, source, compileOptions);
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)).map((p) => `${problemLocation(p)}: ${p.message}`);
}
