import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The folder {@link copyCheckout} copies this checkout into for `name`: under the system's temporary
 * folder, one per checkout and name, so parallel runs on one machine do not share it.
 * @returns `{ parent, root }`: the folder with the stray lock file, and the copy's root in it
 */
export function checkoutCopyPaths(name: string): { parent: string; root: string } {
  const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
  const parent = path.join(os.tmpdir(), `${name}-${checkout}`);
  return { parent, root: path.join(parent, 'checkout') };
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * Copies this checkout as a fresh clone would be laid out, inside a folder whose parent holds a
 * stray `package-lock.json` (as a home folder often does): the files git knows (committed or not,
 * ignored ones left out), a `.git` folder of its own at the same commit (sharing this repository's
 * objects), `node_modules` as hard links (the temporary folder must be on this checkout's file
 * system: set TMPDIR otherwise), and the page cache, so the copy compiles no page twice.
 * Tests that edit files edit the copy, never this checkout. A copy left by an earlier run is replaced.
 * @param name - names the copy ({@link checkoutCopyPaths})
 * @returns the copy's root folder
 * @throws Error from git or `cp` when a step fails
 */
export function copyCheckout(name: string): string {
  const source = process.cwd();
  const { parent: temp, root } = checkoutCopyPaths(name);
  fs.rmSync(temp, { recursive: true, force: true, maxRetries: 5 });
  fs.mkdirSync(temp, { recursive: true });
  // A lock file of an unrelated project above the copy: Next must not take its folder as the root.
  fs.writeFileSync(path.join(temp, 'package-lock.json'), '{"name":"home","lockfileVersion":3,"requires":true,"packages":{}}\n');
  fs.mkdirSync(root);
  const files = git(source, 'ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) {
    // A file deleted but not yet committed is still listed by --cached.
    if (!fs.existsSync(path.join(source, file))) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(source, file), path.join(root, file));
  }
  // A repository of its own, detached at this checkout's commit, reading this one's objects.
  git(root, 'init', '--quiet');
  const objects = path.resolve(source, git(source, 'rev-parse', '--git-common-dir'), 'objects');
  fs.writeFileSync(path.join(root, '.git', 'objects', 'info', 'alternates'), `${objects}\n`);
  const shallow = path.resolve(source, git(source, 'rev-parse', '--git-path', 'shallow'));
  if (fs.existsSync(shallow)) fs.copyFileSync(shallow, path.join(root, '.git', 'shallow'));
  git(root, 'update-ref', '--no-deref', 'HEAD', git(source, 'rev-parse', 'HEAD'));
  execFileSync('cp', ['-al', path.join(source, 'node_modules'), path.join(root, 'node_modules')]);
  const cache = path.join(source, '.generated', 'cache');
  if (fs.existsSync(cache)) fs.cpSync(cache, path.join(root, '.generated', 'cache'), { recursive: true });
  return root;
}
