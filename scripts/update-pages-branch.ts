/**
 * Updates the pages branch (default `gh-pages`), which holds the whole GitHub Pages site: the
 * production export at its root and each pull request preview under `preview/<slug>/`
 * (slug: lib/hosting/branch-slug.ts).
 *
 *   node scripts/update-pages-branch.ts production <export-dir> [--commit <sha>]
 *   node scripts/update-pages-branch.ts preview <branch> <export-dir> [--commit <sha>] [--pull-request <n>]
 *   node scripts/update-pages-branch.ts remove <branch>
 *   node scripts/update-pages-branch.ts prune [--max-age-days 14] [--max-count 20]
 *
 * What it promises (one commit on the branch, no races, order of production publishes, each mode
 * changing only its own paths, pruning, sizes, the files a preview leaves out): README § Production
 * (GitHub Pages) and § Previews of pull requests. `prune` prints the removed previews as JSON (`[{slug, branch, pullRequest,
 * reason, …}]`) and writes `removed=<json>` to `$GITHUB_OUTPUT` when set, for the notes on the
 * pull requests; the sizes go to `$GITHUB_STEP_SUMMARY` when set.
 *
 * The trees are built with git plumbing in a temporary index: no checkout, no worktree. Runs on
 * plain Node 22 (type stripping) and git: no npm package runs here.
 * Environment: PAGES_REMOTE (default origin), PAGES_BRANCH (default gh-pages), GITHUB_SHA (the
 * default `--commit`), PAGES_NOW (the current time in epoch seconds, for tests).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BRANCH_SLUG_PATTERN, branchSlug } from '../lib/hosting/branch-slug.ts';
import { formatPagesMessage, type PagesState, parsePagesMessage, previewsToPrune, type PrunedPreview } from '../lib/hosting/pages-state.ts';

/**
 * Files of an export that no copy of the site needs on Pages (git glob pathspecs, from the export's
 * root): compressed siblings (Pages compresses itself) and the `_headers` file (Pages reads none).
 */
const SITE_EXCLUDES = ['**/*.gz', '**/*.br', '_headers'];
/**
 * Files a preview does not need besides: the sitemap and the llms files (a preview is not indexed,
 * and it is not where tools should read the docs).
 */
const PREVIEW_EXCLUDES = ['sitemap.xml', 'llms.txt', 'llms-full.txt'];

const USAGE =
  'usage: update-pages-branch.ts production <export-dir> [--commit <sha>] | preview <branch> <export-dir> [--commit <sha>] [--pull-request <n>] | remove <branch> | prune [--max-age-days <n>] [--max-count <n>]';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    commit: { type: 'string' },
    'pull-request': { type: 'string' },
    'max-age-days': { type: 'string', default: '14' },
    'max-count': { type: 'string', default: '20' },
  },
});
const fail = (message: string, code = 1): never => {
  console.error(`update-pages-branch: ${message}`);
  process.exit(code);
};
const [mode, ...rest] = positionals;
const expected: Record<string, number> = { production: 1, preview: 2, remove: 1, prune: 0 };
if (!mode || !(mode in expected) || rest.length !== expected[mode]) fail(USAGE, 2);

const remote = process.env.PAGES_REMOTE || 'origin';
const branch = process.env.PAGES_BRANCH || 'gh-pages';
const now = Number(process.env.PAGES_NOW) || Math.floor(Date.now() / 1000);
const sourceCommit = options.commit ?? process.env.GITHUB_SHA ?? 'local';
const maxAgeDays = Number(options['max-age-days']);
const maxCount = Number(options['max-count']);
if (!(maxAgeDays > 0) || !Number.isInteger(maxCount) || maxCount < 0) fail('--max-age-days must be a positive number and --max-count a whole number ≥ 0.', 2);
const pullRequest = options['pull-request'] ? Number(options['pull-request']) : undefined;

let slug = '';
let sourceBranch = '';
if (mode === 'preview' || mode === 'remove') {
  sourceBranch = rest[0]!;
  slug = branchSlug(sourceBranch);
  if (!BRANCH_SLUG_PATTERN.test(slug)) fail(`"${slug}" is not a preview slug.`);
}
const exportDir = mode === 'production' ? rest[0] : mode === 'preview' ? rest[1] : undefined;
if (exportDir !== undefined) {
  if (!fs.existsSync(path.join(exportDir, 'index.html'))) fail(`${exportDir}/index.html is missing: build the export first.`);
  if (mode === 'production' && fs.existsSync(path.join(exportDir, 'preview'))) {
    fail(`the export has a top-level preview/ entry, which belongs to the pull request previews. Rename that route.`);
  }
}

const scratch = fs.mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'pages-branch-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
const indexFile = path.join(scratch, 'index');

/** Runs git and returns its trimmed output; throws with git's message on failure. */
function git(args: string[], extra: { input?: string; env?: Record<string, string> } = {}): string {
  return execFileSync('git', args, { encoding: 'utf8', input: extra.input, env: { ...process.env, ...extra.env }, maxBuffer: 256 * 1024 * 1024 }).trim();
}
/** Whether a git command succeeds (its output is discarded). */
const gitOk = (args: string[]) => spawnSync('git', args, { stdio: 'ignore' }).status === 0;
const gitDir = git(['rev-parse', '--absolute-git-dir']);

/** One line of `git ls-tree`: mode, type, object id and name. */
interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  name: string;
}
function readTree(treeish: string): TreeEntry[] {
  return [...git(['ls-tree', '-z', treeish]).matchAll(/(\d+) (\w+) ([0-9a-f]+)\t([^\0]+)/g)].map(
    ([, mode, type, oid, name]) => ({ mode, type, oid, name }) as TreeEntry,
  );
}
function makeTree(entries: TreeEntry[]): string {
  const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return git(['mktree', '-z'], { input: sorted.map((e) => `${e.mode} ${e.type} ${e.oid}\t${e.name}\0`).join('') });
}

/** The tree of an export folder, without the excluded files, written to the object store. */
function exportTree(dir: string, excludes: string[]): string {
  fs.rmSync(indexFile, { force: true });
  const env = { GIT_INDEX_FILE: indexFile };
  // --force: the repository's ignore rules are not the export's.
  git(['-C', dir, '--git-dir', gitDir, '--work-tree', '.', 'add', '--all', '--force', '--', '.', ...excludes.map((p) => `:(exclude,glob)${p}`)], { env });
  return git(['write-tree'], { env });
}

/** The published sizes: the whole site and each preview, in bytes. */
function sizes(tree: string): { site: number; previews: Record<string, number> } {
  const previews: Record<string, number> = {};
  let site = 0;
  for (const line of git(['ls-tree', '-r', '-l', '-z', tree]).split('\0').filter(Boolean)) {
    const [meta, name] = line.split('\t') as [string, string];
    const size = Number(meta.trim().split(/\s+/)[3]) || 0;
    site += size;
    const match = /^preview\/([^/]+)\//.exec(name);
    if (match) previews[match[1]!] = (previews[match[1]!] ?? 0) + size;
  }
  return { site, previews };
}
/** Git's empty tree, to compare a first publish with. */
const EMPTY_TREE = git(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' });
const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** The current head of the pages branch, or null when it does not exist yet. */
function fetchHead(): string | null {
  const listed = git(['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
  if (!listed) return null;
  git(['fetch', '-q', '--no-tags', '--depth', '1', remote, `refs/heads/${branch}`]);
  return git(['rev-parse', 'FETCH_HEAD']);
}

/** What one attempt produced. */
type Outcome = { kind: 'skip'; message: string } | { kind: 'commit'; tree: string; state: PagesState; summary: string; removed: PrunedPreview[] };

/** Computes the new tree and record from the current head; pure apart from writing git objects. */
function update(head: string | null): Outcome {
  const state: PagesState = head ? parsePagesMessage(git(['log', '-1', '--format=%B', head])) : { previews: {} };
  const root = head ? readTree(head) : [];
  const previewEntry = root.find((e) => e.name === 'preview' && e.type === 'tree');
  let previews = previewEntry ? readTree(previewEntry.oid) : [];
  // A preview published before the branch kept a record counts as changed now.
  for (const entry of previews) state.previews[entry.name] ??= { branch: entry.name, commit: 'unknown', updated: now };
  for (const name of Object.keys(state.previews)) if (!previews.some((e) => e.name === name)) delete state.previews[name];
  let summary = '';
  let removed: PrunedPreview[] = [];
  let siteEntries = root.filter((e) => e.name !== 'preview' && e.name !== '.nojekyll');

  if (mode === 'production') {
    const published = state.production?.commit;
    // merge-base fails when either commit is unknown here: then the export is published.
    if (published && published !== sourceCommit && gitOk(['merge-base', '--is-ancestor', sourceCommit, published])) {
      return { kind: 'skip', message: `skipped: ${sourceCommit} is older than ${published}, which production already shows.` };
    }
    siteEntries = readTree(exportTree(exportDir!, SITE_EXCLUDES));
    state.production = { commit: sourceCommit, published: now };
    summary = `production ← ${sourceCommit}`;
  } else if (mode === 'preview') {
    const tree = exportTree(exportDir!, [...SITE_EXCLUDES, ...PREVIEW_EXCLUDES]);
    const before = previews.find((e) => e.name === slug);
    previews = [...previews.filter((e) => e.name !== slug), { mode: '040000', type: 'tree', oid: tree, name: slug }];
    const record = state.previews[slug];
    state.previews[slug] = {
      branch: sourceBranch,
      commit: sourceCommit,
      // An identical rebuild is no change: the preview's age counts from its last real change.
      updated: before?.oid === tree && record ? record.updated : now,
      ...((pullRequest ?? record?.pullRequest) ? { pullRequest: pullRequest ?? record?.pullRequest } : {}),
    };
    summary = `preview/${slug} ← ${sourceBranch} ${sourceCommit}`;
  } else if (mode === 'remove') {
    previews = previews.filter((e) => e.name !== slug);
    delete state.previews[slug];
    summary = `preview/${slug} removed`;
  } else {
    removed = previewsToPrune(state, now, maxAgeDays, maxCount);
    const gone = new Set(removed.map((p) => p.slug));
    previews = previews.filter((e) => !gone.has(e.name));
    for (const name of gone) delete state.previews[name];
    summary = removed.length ? `pruned ${removed.map((p) => `preview/${p.slug} (${p.reason})`).join(', ')}` : 'pruned nothing';
  }

  const nojekyll = git(['hash-object', '-w', '--stdin'], { input: '' });
  const entries = [...siteEntries, { mode: '100644', type: 'blob', oid: nojekyll, name: '.nojekyll' }];
  if (previews.length) entries.push({ mode: '040000', type: 'tree', oid: makeTree(previews), name: 'preview' });
  const tree = makeTree(entries);
  if (head) checkScope(head, tree);
  return { kind: 'commit', tree, state, summary, removed };
}

/** Fails unless every path that differs between the head and the new tree is this mode's own. */
function checkScope(head: string, tree: string): void {
  const changed = git(['diff', '--name-only', '-z', '--no-renames', head, tree]).split('\0').filter(Boolean);
  const outside =
    mode === 'production'
      ? changed.filter((f) => f.startsWith('preview/'))
      : mode === 'prune'
        ? changed.filter((f) => !f.startsWith('preview/'))
        : changed.filter((f) => !f.startsWith(`preview/${slug}/`));
  if (outside.length) fail(`refusing to publish: ${mode} would change ${outside.slice(0, 3).join(', ')}${outside.length > 3 ? ', …' : ''}.`);
}

/** Prints `text` and adds it to the run summary (`$GITHUB_STEP_SUMMARY`) when there is one. */
function tell(text: string): void {
  console.log(text);
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### Pages site\n\n\`\`\`\n${text}\n\`\`\`\n\n`);
}

/** Prints (and adds to the run summary) the published sizes. */
function report(tree: string, changedFiles: number): void {
  const { site, previews } = sizes(tree);
  const lines = [
    `${branch}: site ${mib(site)} (Pages allows 1 GB), ${Object.keys(previews).length} preview(s); ${changedFiles} file(s) changed by this publish.`,
    ...Object.entries(previews)
      .sort((a, b) => b[1] - a[1])
      .map(([name, bytes]) => `  preview/${name}: ${mib(bytes)}`),
  ];
  tell(lines.join('\n'));
}

/** `prune`: prints the removed previews as JSON and hands them to the workflow (`removed=` output). */
function announceRemoved(removed: PrunedPreview[]): void {
  if (mode !== 'prune') return;
  console.log(JSON.stringify(removed));
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `removed=${JSON.stringify(removed)}\n`);
}

for (let attempt = 1; attempt <= 5; attempt++) {
  const head = fetchHead();
  const outcome = update(head);
  if (outcome.kind === 'skip') {
    tell(`${branch}: ${outcome.message}`);
    process.exit(0);
  }
  const headTree = head ? git(['rev-parse', `${head}^{tree}`]) : null;
  const message = formatPagesMessage(outcome.state);
  if (headTree === outcome.tree) {
    announceRemoved([]);
    console.log(`${branch}: nothing to change for ${mode}${slug ? ` preview/${slug}` : ''}.`);
    process.exit(0);
  }
  const changedFiles = git(['diff', '--name-only', '-z', '--no-renames', headTree ?? EMPTY_TREE, outcome.tree])
    .split('\0')
    .filter(Boolean).length;
  const [name, email] = ['github-actions[bot]', '41898282+github-actions[bot]@users.noreply.github.com'];
  const identity = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
  const commit = git(['commit-tree', outcome.tree, '-F', '-'], { input: message, env: identity });
  // Replaces exactly the head this update was computed from (none: the branch must not exist yet).
  const push = spawnSync('git', ['push', '-q', `--force-with-lease=refs/heads/${branch}:${head ?? ''}`, remote, `${commit}:refs/heads/${branch}`], {
    encoding: 'utf8',
  });
  if (push.status === 0) {
    console.log(`${branch}: ${outcome.summary}`);
    report(outcome.tree, changedFiles);
    announceRemoved(outcome.removed);
    process.exit(0);
  }
  console.error(`${branch} moved while publishing (attempt ${attempt}); redoing the update on its new head. ${push.stderr.trim()}`);
  spawnSync('sleep', [String(attempt)]);
}
fail(`could not push ${branch} after 5 attempts.`);
