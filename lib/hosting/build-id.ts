import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders and files of the repository that hold the site's code (what every page's scripts and
 * markup come from): everything tracked or new, except the content (`content/`, `openapi/`), the
 * tests, the workflows and the Markdown documents. Git pathspecs.
 */
const CODE_PATHSPECS = ['.', ':(exclude)content', ':(exclude)openapi', ':(exclude)tests', ':(exclude).github', ':(exclude)*.md'];

/**
 * Next's build id (next.config `generateBuildId`), stable for identical code: a SHA-256 over the
 * contents of the site's code files (see {@link CODE_PATHSPECS}; `git ls-files`, so ignored files
 * such as `node_modules/` only count through `package-lock.json`) and the site configuration the
 * build was given. Next writes the build id into every page and its navigation payload, so a
 * random id per build (Next's default) rewrote every file of the export on each publish; with this
 * one a change of one page's text changes that page's files (and the search index, sitemap and
 * llms files), not the other pages'. A change of code or configuration changes the id, and so
 * every page, as it must.
 * @param root - the repository root
 * @param config - the build's configuration (any JSON value, e.g. the site configuration)
 * @returns 20 hex digits, or null outside a git checkout (Next then picks a random id)
 */
export function stableBuildId(root: string, config: unknown): string | null {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...CODE_PATHSPECS], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean)
      .sort();
  } catch {
    return null;
  }
  const hash = createHash('sha256').update(JSON.stringify(config));
  for (const file of files) {
    const full = path.join(root, file);
    // A tracked file deleted in the working tree is simply absent from this build.
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
    hash.update(`\0${file}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 20);
}
