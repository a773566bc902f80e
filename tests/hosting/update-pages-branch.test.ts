// scripts/update-pages-branch.sh against a temporary git repository standing in for GitHub: a bare
// `origin` and a clone that runs the script, as the workflows' publish jobs do.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchSlug } from '@/lib/hosting/branch-slug';

const SCRIPT = path.resolve('scripts/update-pages-branch.sh');
let tmp: string;
let clone: string;
let origin: string;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** An export folder with an index page, one other page and a compressed sibling. */
function exportDir(name: string, text: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'learn'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<h1>${text}</h1>`);
  fs.writeFileSync(path.join(dir, 'learn', 'page.html'), `<p>${text}</p>`);
  fs.writeFileSync(path.join(dir, 'index.html.gz'), 'compressed');
  return dir;
}

function publish(...args: string[]) {
  const result = spawnSync('bash', [SCRIPT, ...args], { cwd: clone, encoding: 'utf8', env: { ...process.env, RUNNER_TEMP: tmp, GITHUB_SHA: 'test' } });
  if (result.status !== 0) throw new Error(`update-pages-branch.sh ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** Every file of the remote gh-pages branch with its text. */
function pagesTree(): Record<string, string> {
  git(clone, 'fetch', '-q', 'origin', 'gh-pages');
  const files = git(clone, 'ls-tree', '-r', '--name-only', 'FETCH_HEAD').split('\n').filter(Boolean);
  return Object.fromEntries(files.map((f) => [f, git(clone, 'show', `FETCH_HEAD:${f}`)]));
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-branch-'));
  origin = path.join(tmp, 'origin.git');
  clone = path.join(tmp, 'clone');
  git(tmp, 'init', '-q', '--bare', '-b', 'main', origin);
  git(tmp, 'init', '-q', '-b', 'main', clone);
  fs.writeFileSync(path.join(clone, 'README.md'), 'source\n');
  git(clone, 'add', '.');
  git(clone, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'source');
  git(clone, 'remote', 'add', 'origin', origin);
  git(clone, 'push', '-q', 'origin', 'main');
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('update-pages-branch.sh', () => {
  const a = 'feature/Ä-ö';
  const b = '🙂-fix';

  it('publishes production, previews A and B, removes A, and reruns: B and production intact', () => {
    publish('production', exportDir('prod', 'production 1'));
    publish('preview', a, exportDir('a', 'preview A'));
    publish('preview', b, exportDir('b', 'preview B'));
    const withBoth = pagesTree();
    expect(withBoth[`preview/${branchSlug(a)}/index.html`]).toBe('<h1>preview A</h1>');
    expect(withBoth[`preview/${branchSlug(b)}/learn/page.html`]).toBe('<p>preview B</p>');

    publish('remove', a);
    // A second run of everything in the same clone: the same result, nothing else touched.
    publish('remove', a);
    publish('preview', b, exportDir('b', 'preview B'));
    const after = pagesTree();
    expect(Object.keys(after).some((f) => f.startsWith(`preview/${branchSlug(a)}/`))).toBe(false);
    expect(after[`preview/${branchSlug(b)}/index.html`]).toBe('<h1>preview B</h1>');
    expect(after['index.html']).toBe('<h1>production 1</h1>');
    expect(after['learn/page.html']).toBe('<p>production 1</p>');
    expect(Object.keys(after).filter((f) => f.endsWith('.gz'))).toEqual([]);
    expect(git(clone, 'worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('a new production replaces the root and keeps every preview', () => {
    publish('production', exportDir('prod2', 'production 2'));
    const tree = pagesTree();
    expect(tree['index.html']).toBe('<h1>production 2</h1>');
    expect(tree[`preview/${branchSlug(b)}/index.html`]).toBe('<h1>preview B</h1>');
  });

  it('a rerun with the same input adds no commit', () => {
    const before = git(clone, 'ls-remote', origin, 'refs/heads/gh-pages');
    expect(publish('production', path.join(tmp, 'prod2'))).toContain('nothing to change');
    expect(git(clone, 'ls-remote', origin, 'refs/heads/gh-pages')).toBe(before);
  });

  it('refuses an export that would overwrite the previews folder, and changes nothing', () => {
    const bad = exportDir('bad', 'bad');
    fs.mkdirSync(path.join(bad, 'preview'));
    const before = git(clone, 'ls-remote', origin, 'refs/heads/gh-pages');
    const result = spawnSync('bash', [SCRIPT, 'production', bad], { cwd: clone, encoding: 'utf8', env: { ...process.env, RUNNER_TEMP: tmp } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('preview/');
    expect(git(clone, 'ls-remote', origin, 'refs/heads/gh-pages')).toBe(before);
  });

  it('publishes on top of what another clone pushed since, keeping it', () => {
    // Another clone publishes a preview after this clone last fetched.
    const other = path.join(tmp, 'other');
    git(tmp, 'clone', '-q', origin, other);
    const result = spawnSync('bash', [SCRIPT, 'preview', 'other-branch', exportDir('c', 'preview C')], {
      cwd: other,
      encoding: 'utf8',
      env: { ...process.env, RUNNER_TEMP: tmp },
    });
    expect(result.status, result.stderr).toBe(0);
    publish('preview', 'mine', exportDir('d', 'preview D'));
    const tree = pagesTree();
    expect(tree['preview/other-branch/index.html']).toBe('<h1>preview C</h1>');
    expect(tree['preview/mine/index.html']).toBe('<h1>preview D</h1>');
  });
});
