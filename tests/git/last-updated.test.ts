import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePages } from '@/lib/compile/chrome';
import { parseGitLog, readLastUpdated, runGit, type GitRunner } from '@/lib/compile/git-last-updated';
import { COMPILED_FORMAT, type CompiledContent } from '@/lib/content/compiled';
import type { ContentEntry } from '@/lib/content';
import { emptyNavigation, type PagePlace } from '@/lib/content/navigation';

/** A compiled model of pages with these source files (no sidebars), as the prebuild places it. */
function modelOf(files: string[]): CompiledContent {
  const entries = files.map((file, i) => ({ id: `p${i}`, route: `/p${i}`, file }) as ContentEntry);
  return {
    format: COMPILED_FORMAT,
    entries,
    navigation: emptyNavigation(),
    chrome: {},
    cards: {},
    markdown: {},
    problems: [],
    stats: { pages: 0, compiles: 0 },
  };
}

/** Every page of the model in no sidebar. */
const unplaced = (model: CompiledContent): Record<string, PagePlace> =>
  Object.fromEntries(model.entries.map((e) => [e.id, { sidebarId: null, breadcrumbs: [], previous: null, next: null, section: '', navbarOwner: null }]));

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/** A repo with three commits at fixed dates: a.mdx (Jan 1), b.mdx (Feb 1), b.mdx changed (Mar 1). */
function makeRepo(dir: string) {
  fs.mkdirSync(path.join(dir, 'content'), { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'config', 'user.email', 'test@example.com');
  git(dir, 'config', 'user.name', 'Test');
  const commit = (file: string, text: string, date: string) => {
    fs.appendFileSync(path.join(dir, file), text);
    git(dir, 'add', '-A');
    execFileSync('git', ['commit', '-q', '-m', file], {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };
  commit('content/a.mdx', 'a', '2024-01-01T10:00:00Z');
  commit('content/b.mdx', 'b', '2024-02-01T10:00:00Z');
  commit('content/b.mdx', 'more', '2024-03-01T10:00:00Z');
  fs.writeFileSync(path.join(dir, 'content/new.mdx'), 'not committed');
}

/** Counts invocations of the real runner. */
function countingRunner() {
  const calls: string[][] = [];
  const run: GitRunner = (args, cwd) => {
    calls.push(args);
    return runGit(args, cwd);
  };
  return { run, calls };
}

let tmp: string;
let repo: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
  repo = path.join(tmp, 'repo');
  makeRepo(repo);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('last updated from git', () => {
  it("gives each committed file its newest commit's date; uncommitted files get none", async () => {
    const dates = await readLastUpdated(['content'], { cwd: repo });
    expect(new Date(dates.get('content/a.mdx')!).toISOString()).toBe('2024-01-01T10:00:00.000Z');
    expect(new Date(dates.get('content/b.mdx')!).toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(dates.has('content/new.mdx')).toBe(false);
  });

  it('omits files whose date is hidden by a shallow clone, keeps the ones changed after it', async () => {
    const shallow = path.join(tmp, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${repo}`, shallow]);
    const dates = await readLastUpdated(['content'], { cwd: shallow });
    // Depth 2 holds the Feb and Mar commits; Feb is the grafted boundary, which seems to add
    // every file: a.mdx (really Jan 1) has no known date, b.mdx changed on Mar 1.
    expect(dates.has('content/a.mdx')).toBe(false);
    expect(new Date(dates.get('content/b.mdx')!).toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });

  it('returns no dates, with one warning, outside a git repository', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    const warnings: string[] = [];
    const dates = await readLastUpdated(['content'], { cwd: outside, warn: (m) => warnings.push(m) });
    fs.rmSync(outside, { recursive: true, force: true });
    expect(dates.size).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: no "Last updated" dates/);
  });

  it('places the pages with one git run over their folders, each page with its date', async () => {
    const { run, calls } = countingRunner();
    const model = modelOf(['content/a.mdx', 'content/b.mdx', 'content/new.mdx', 'openapi/spec.yaml#/paths/~1x/get']);
    await placePages(model, model.navigation, unplaced(model), { cwd: repo, run });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.slice(-3)).toEqual(['--', 'content', 'openapi']);
    expect(model.entries.map((e) => model.chrome[e.id]!.lastUpdated)).toEqual(['2024-01-01T10:00:00+00:00', '2024-03-01T10:00:00+00:00', undefined, undefined]);
  });

  it('parses records: the first (newest) commit naming a file wins', () => {
    const out = '\x1eh2\x1f2024-03-01T00:00:00Z\x1f\n\nx.mdx\n\x1eh1\x1f2024-01-01T00:00:00Z\x1f\n\nx.mdx\ny.mdx\n';
    expect([...parseGitLog(out)]).toEqual([
      ['x.mdx', '2024-03-01T00:00:00Z'],
      ['y.mdx', '2024-01-01T00:00:00Z'],
    ]);
  });
});
