import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type CompileContentOptions, compileContent } from '@/lib/compile';
import { formatProblem } from '@/lib/checks/problem';
import { ContentError, toIndex, type ContentIndex } from '@/lib/content';
import { docComponent } from '@/components/mdx/doc-module';
import { mdxComponents } from '@/components/mdx';

/**
 * Writes `files` (relative path → text or bytes) into a fresh temporary folder and returns its path.
 * Tests build their own small content trees and exports with it.
 */
export function tempTree(files: Record<string, string | Buffer>): string {
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
 * The problems other than the page-sources rule's: the planted pages of other rules' tests show
 * code without listing sources (that rule has its own tests: tests/content/page-sources.test.ts).
 */
export function otherThanSources<T extends string | { message: string }>(problems: T[]): T[] {
  return problems.filter((p) => !(typeof p === 'string' ? p : p.message).includes('but lists no sources: add `sources:`'));
}

/**
 * Compiles a planted content tree (`content/…`, `public/…` files; no API pages unless `options`
 * say so) as the prebuild does: the result, and its problems as printed, the page-sources rule's
 * left out ({@link otherThanSources}).
 */
export async function compileTree(files: Record<string, string | Buffer>, options: Omit<CompileContentOptions, 'dirs' | 'root'> = {}) {
  const root = tempTree(files);
  const result = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public'), ...options });
  return { ...result, root, problems: otherThanSources(result.compiled.problems.map(formatProblem)) };
}

/**
 * A compiled page module (`compilePage`'s `js`) rendered to HTML as its route renders it, with the
 * site's components. The module is written inside the repository, so its imports resolve.
 */
export async function renderPageModule(js: string, file: string): Promise<string> {
  fs.mkdirSync('.generated', { recursive: true });
  const dir = fs.mkdtempSync(path.join(process.cwd(), '.generated', 'render-'));
  try {
    fs.writeFileSync(path.join(dir, 'page.js'), js);
    const Content = docComponent(await import(path.join(dir, 'page.js')), file);
    return renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The index of a planted content folder as `buildContentIndex` makes it (its first error thrown as
 * a ContentError), the page-sources rule left out ({@link otherThanSources}).
 */
export async function plantedIndex(dir: string, root: string): Promise<ContentIndex> {
  const { compiled } = await compileContent({ dirs: [dir], root, api: false });
  const error = otherThanSources(compiled.problems).find((p) => p.severity === 'error');
  if (error) throw new ContentError(error.file, error.line, error.message, error.column);
  return toIndex(compiled.entries);
}

/**
 * A tutorial that drives a repository, for the snapshot-list rule (lib/compile/snapshot-check.ts):
 * its commit, front matter, the snapshot list of the paths it names, and its steps run in `runDir`.
 */
export const RUN_TUTORIAL = {
  sha: '0588c98006bc1835475f738bb7769c1fa39a8419',
  front: '---\ntitle: Run the examples\nsource_repo: NillionNetwork/python-examples\nsource_commit: 0588c98006bc1835475f738bb7769c1fa39a8419\n---\n\n',
  snapshot: [
    '# NillionNetwork/python-examples at 0588c98',
    'requirements.txt',
    'examples_and_tutorials/nada_programs/src/addition_simple.py',
    'examples_and_tutorials/core_concept_single_party_compute/addition_simple.py',
    '',
  ].join('\n'),
  steps: (runDir: string) =>
    [
      '```shell',
      'git clone https://github.com/NillionNetwork/python-examples.git',
      'cd python-examples',
      'python3 -m venv .venv && source .venv/bin/activate',
      'pip install -r requirements.txt',
      '```',
      '',
      '```shell',
      `cd ${runDir}`,
      'python3 addition_simple.py',
      '```',
      '',
      'The program is `examples_and_tutorials/nada_programs/src/addition_simple.py`.',
    ].join('\n'),
};
