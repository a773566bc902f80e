// scripts/update-pages-branch.ts against a temporary git repository standing in for GitHub: a bare
// `origin` and a clone that runs the script, as the workflows' publish jobs do.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchSlug } from '@/lib/hosting/branch-slug';
import { parsePagesMessage } from '@/lib/hosting/pages-state';

const SCRIPT = path.resolve('scripts/update-pages-branch.ts');
const DAY = 86_400;
let tmp: string;
let clone: string;
let origin: string;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** An export folder with an index page, one other page, a compressed sibling and the files a preview leaves out. */
function exportDir(name: string, text: string): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'learn'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<h1>${text}</h1>`);
  fs.writeFileSync(path.join(dir, 'learn', 'page.html'), `<p>${text}</p>`);
  fs.writeFileSync(path.join(dir, 'index.html.gz'), 'compressed');
  fs.writeFileSync(path.join(dir, 'learn', 'page.html.br'), 'compressed');
  fs.writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset/>');
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  return dir;
}

function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8', env: { ...process.env, RUNNER_TEMP: tmp, GITHUB_SHA: 'test', ...env } });
}

function publish(...args: string[]) {
  const result = run(clone, args);
  if (result.status !== 0) throw new Error(`update-pages-branch.ts ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** The head commit of the remote pages branch. */
const head = (branch = 'gh-pages') => git(clone, 'ls-remote', origin, `refs/heads/${branch}`).split('\t')[0] ?? '';

/** Every file of the remote gh-pages branch with its text. */
function pagesTree(): Record<string, string> {
  git(clone, 'fetch', '-q', 'origin', 'gh-pages');
  const files = git(clone, 'ls-tree', '-r', '--name-only', 'FETCH_HEAD').split('\n').filter(Boolean);
  return Object.fromEntries(files.map((f) => [f, git(clone, 'show', `FETCH_HEAD:${f}`)]));
}

/** A bare origin with `main` (two commits) and a clone of it. */
function repository(name: string): { origin: string; clone: string; older: string; newer: string } {
  const bare = path.join(tmp, `${name}.git`);
  const work = path.join(tmp, name);
  git(tmp, 'init', '-q', '--bare', '-b', 'main', bare);
  git(tmp, 'init', '-q', '-b', 'main', work);
  const commit = (text: string) => {
    fs.writeFileSync(path.join(work, 'README.md'), text);
    git(work, 'add', '.');
    git(work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', text);
    return git(work, 'rev-parse', 'HEAD');
  };
  const older = commit('source 1\n');
  const newer = commit('source 2\n');
  git(work, 'remote', 'add', 'origin', bare);
  git(work, 'push', '-q', 'origin', 'main');
  return { origin: bare, clone: work, older, newer };
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-branch-'));
  ({ origin, clone } = repository('site'));
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('update-pages-branch.ts', () => {
  const a = 'feature/Ä-ö';
  const b = '🙂-fix';

  // Six runs of the script, each a Node process and a dozen git commands: slow on a loaded machine.
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
    expect(after['.nojekyll']).toBe('');
    expect(Object.keys(after).filter((f) => /\.(gz|br)$/.test(f) || f.endsWith('_headers'))).toEqual([]);
    // Production keeps its sitemap; a preview leaves it out.
    expect(after['sitemap.xml']).toBe('<urlset/>');
    expect(after[`preview/${branchSlug(b)}/sitemap.xml`]).toBeUndefined();
  }, 120_000);

  it('keeps one commit on the pages branch, whatever was published', () => {
    git(clone, 'fetch', '-q', 'origin', 'gh-pages');
    expect(git(clone, 'rev-list', '--count', 'FETCH_HEAD')).toBe('1');
    const state = parsePagesMessage(git(clone, 'log', '-1', '--format=%B', 'FETCH_HEAD'));
    expect(Object.keys(state.previews)).toEqual([branchSlug(b)]);
    expect(state.previews[branchSlug(b)]).toMatchObject({ branch: b, commit: 'test' });
  });

  it('a new production replaces the root and keeps every preview', () => {
    // Its two pages changed: it says so, with the size of the site and of each preview.
    expect(publish('production', exportDir('prod2', 'production 2'))).toMatch(
      /site \d+\.\d MiB .* 2 file\(s\) changed by this publish\.\n {2}preview\/.*: \d+\.\d MiB/,
    );
    const tree = pagesTree();
    expect(tree['index.html']).toBe('<h1>production 2</h1>');
    expect(tree[`preview/${branchSlug(b)}/index.html`]).toBe('<h1>preview B</h1>');
  });

  it('a rerun with the same input adds no commit', () => {
    const before = head();
    expect(publish('production', path.join(tmp, 'prod2'))).toContain('nothing to change');
    expect(head()).toBe(before);
  });

  it('refuses an export that would overwrite the previews folder, and changes nothing', () => {
    const bad = exportDir('bad', 'bad');
    fs.mkdirSync(path.join(bad, 'preview'));
    const before = head();
    const result = run(clone, ['production', bad]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('preview/');
    expect(head()).toBe(before);
  });

  it('publishes on top of what another clone pushed since, keeping it', () => {
    // Another clone publishes a preview after this clone last fetched.
    const other = path.join(tmp, 'other');
    git(tmp, 'clone', '-q', origin, other);
    const result = run(other, ['preview', 'other-branch', exportDir('c', 'preview C')]);
    expect(result.status, result.stderr).toBe(0);
    publish('preview', 'mine', exportDir('d', 'preview D'));
    const tree = pagesTree();
    expect(tree['preview/other-branch/index.html']).toBe('<h1>preview C</h1>');
    expect(tree['preview/mine/index.html']).toBe('<h1>preview D</h1>');
  });
});

describe('publishing keeps order', () => {
  it('production: older, then newer — the newer is published; the older again — skipped, saying so', () => {
    const repo = repository('order');
    const publishAt = (sha: string, dir: string) => run(repo.clone, ['production', dir, '--commit', sha]);
    const shown = () => {
      git(repo.clone, 'fetch', '-q', 'origin', 'gh-pages');
      return git(repo.clone, 'show', 'FETCH_HEAD:index.html');
    };
    expect(publishAt(repo.older, exportDir('order-old', 'older')).status).toBe(0);
    expect(publishAt(repo.newer, exportDir('order-new', 'newer')).status).toBe(0);
    expect(shown()).toBe('<h1>newer</h1>');
    const late = publishAt(repo.older, path.join(tmp, 'order-old'));
    expect(late.status).toBe(0);
    expect(late.stdout).toContain(`skipped: ${repo.older} is older than ${repo.newer}`);
    expect(shown()).toBe('<h1>newer</h1>');
  });

  it('the very first publish that loses its race is redone on the branch the winner created', () => {
    const repo = repository('race');
    // Another publisher creates the branch after this one looked (no branch yet) and before its
    // push arrives, as a publisher finishing a moment earlier would: the push must be refused and
    // the update redone. The clone's pre-push hook (run once) plays the other publisher.
    const winner = path.join(tmp, 'race-winner');
    git(tmp, 'clone', '-q', repo.origin, winner);
    expect(run(winner, ['preview', 'winner', exportDir('race-w', 'winner')]).status).toBe(0);
    const winnerHead = git(repo.clone, 'ls-remote', repo.origin, 'refs/heads/gh-pages').split('\t')[0]!;
    git(repo.origin, 'update-ref', '-d', 'refs/heads/gh-pages');
    const marker = path.join(tmp, 'race-marker');
    fs.writeFileSync(
      path.join(repo.clone, '.git', 'hooks', 'pre-push'),
      `#!/bin/sh\nif [ ! -e '${marker}' ]; then touch '${marker}'; git --git-dir='${repo.origin}' update-ref refs/heads/gh-pages ${winnerHead}; fi\nexit 0\n`,
      { mode: 0o755 },
    );
    const result = run(repo.clone, ['production', exportDir('race-p', 'production')]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('moved while publishing (attempt 1)');
    git(repo.clone, 'fetch', '-q', 'origin', 'gh-pages');
    expect(git(repo.clone, 'show', 'FETCH_HEAD:index.html')).toBe('<h1>production</h1>');
    expect(git(repo.clone, 'show', 'FETCH_HEAD:preview/winner/index.html')).toBe('<h1>winner</h1>');
  });
});

describe('pruning previews', () => {
  it('removes previews unchanged for the age limit, then the oldest beyond the count, and names their pull requests', () => {
    const repo = repository('prune');
    const at = (days: number) => ({ PAGES_NOW: String(1_800_000_000 + days * DAY) });
    const previewAt = (name: string, days: number, pr: number) =>
      expect(run(repo.clone, ['preview', name, exportDir(`prune-${name}`, name), '--pull-request', String(pr)], at(days)).status).toBe(0);
    previewAt('old', 0, 1);
    previewAt('p2', 10, 2);
    previewAt('p3', 11, 3);
    previewAt('p4', 12, 4);
    const result = run(repo.clone, ['prune', '--max-age-days', '14', '--max-count', '2'], { ...at(15), GITHUB_OUTPUT: path.join(tmp, 'prune-output') });
    expect(result.status, result.stderr).toBe(0);
    const removed = JSON.parse(fs.readFileSync(path.join(tmp, 'prune-output'), 'utf8').replace(/^removed=/, '')) as {
      slug: string;
      reason: string;
      pullRequest: number;
    }[];
    expect(removed.map((p) => [p.slug, p.reason, p.pullRequest])).toEqual([
      ['old', 'stale', 1],
      ['p2', 'over-count', 2],
    ]);
    git(repo.clone, 'fetch', '-q', 'origin', 'gh-pages');
    const files = git(repo.clone, 'ls-tree', '-r', '--name-only', 'FETCH_HEAD');
    expect(files).toContain('preview/p3/index.html');
    expect(files).toContain('preview/p4/index.html');
    expect(files).not.toContain('preview/old/');
    expect(files).not.toContain('preview/p2/');
  });
});
