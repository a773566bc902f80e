import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '@/lib/compile';
import { dropPublicLitter } from '@/lib/hosting/public-litter';
import { listSourceFiles } from '@/lib/hosting/source-files';
import { page, tempTree } from '../helpers';

/**
 * A repository with a secret, and a folder outside it holding a page and a secret: links in
 * `public/` and `content/` are made by each test.
 */
function repository() {
  const outside = tempTree({ 'evil.mdx': page('From elsewhere', 'Published by accident.'), 'secret.txt': 'TOKEN=outside' });
  const root = tempTree({
    '.env.local': 'SECRET=1',
    '.git/config': '[core]',
    'assets/shared.svg': '<svg/>',
    'README.md': '# Readme',
    'shared/intro.mdx': page('Intro', 'Shared text.'),
    'public/favicon.svg': '<svg/>',
    'content/home.mdx': page('Home', 'Hello.'),
  });
  const link = (target: string, at: string) => {
    fs.mkdirSync(path.dirname(path.join(root, at)), { recursive: true });
    fs.symlinkSync(target, path.join(root, at));
  };
  return { root, outside, link };
}

describe('listSourceFiles', () => {
  it('keeps regular files and links to files inside the repository; refuses links out of it, to dotfiles, to folders, dangling ones and FIFOs', () => {
    const { root, outside, link } = repository();
    link('../.env.local', 'public/.env.production');
    link('../../.git/config', 'public/img/git-config');
    link(path.join(outside, 'secret.txt'), 'public/secret.txt');
    link('../../../../../../../../../../etc/hostname', 'public/hostname');
    link('..', 'public/everything');
    link('/', 'public/root');
    link('../assets/shared.svg', 'public/shared.svg');
    link('shared.svg', 'public/chained.svg');
    link('../nowhere.svg', 'public/dangling.svg');
    expect(spawnSync('mkfifo', [path.join(root, 'public/pipe')]).status).toBe(0);

    const { files, refused } = listSourceFiles(path.join(root, 'public'), root);
    expect(files).toEqual(['chained.svg', 'favicon.svg', 'shared.svg']);
    const reasons = Object.fromEntries(refused.map((r) => [r.rel, r.reason]));
    expect(Object.keys(reasons)).toEqual(['.env.production', 'dangling.svg', 'everything', 'hostname', 'img/git-config', 'pipe', 'root', 'secret.txt']);
    expect(reasons['.env.production']).toMatch(/^is a symbolic link to \.env\.local, a dotfile .* never published/);
    expect(reasons['img/git-config']).toMatch(/^is a symbolic link to \.git\/config, a dotfile or a file in a dot-folder/);
    expect(reasons['secret.txt']).toBe(
      `is a symbolic link to ${fs.realpathSync(path.join(outside, 'secret.txt'))}, outside the repository: the export holds only files from inside the repository. Replace the link with a copy of the file, or delete it.`,
    );
    expect(reasons.hostname).toMatch(/^is a symbolic link to \/etc\/hostname, outside the repository/);
    expect(reasons.root).toMatch(/^is a symbolic link to \/, outside the repository/);
    expect(reasons.everything).toMatch(/^is a symbolic link to .*, outside the repository/);
    expect(reasons['dangling.svg']).toMatch(/^is a symbolic link to \.\.\/nowhere\.svg, which does not exist/);
    expect(reasons.pipe).toMatch(/^is not a regular file/);
  });

  it('never walks into a linked folder, even one inside the repository', () => {
    const { root, link } = repository();
    link('../assets', 'public/assets');
    const { files, refused } = listSourceFiles(path.join(root, 'public'), root);
    expect(files).toEqual(['favicon.svg']);
    expect(refused).toEqual([
      { rel: 'assets', reason: 'is a symbolic link to the folder assets: only links to files are followed. Replace it with a real folder.' },
    ]);
  });

  it('refuses a source folder that is itself a link', () => {
    const { root, outside } = repository();
    fs.rmSync(path.join(root, 'public'), { recursive: true });
    fs.symlinkSync(outside, path.join(root, 'public'));
    const { files, refused } = listSourceFiles(path.join(root, 'public'), root);
    expect(files).toEqual([]);
    expect(refused.map((r) => r.rel)).toEqual(['.']);
    expect(refused[0]!.reason).toMatch(/outside the repository/);
  });
});

describe('the prebuild (compileContent)', () => {
  it('refuses a symlink to ../.env.local in public/ and a page symlinked from outside the repository, naming each path; the page is never read', async () => {
    const { root, outside, link } = repository();
    link('../.env.local', 'public/.env.production');
    link(path.join(outside, 'evil.mdx'), 'content/evil.mdx');
    link('../shared/intro.mdx', 'content/intro.mdx');
    const { compiled } = await compileContent({ dirs: [path.join(root, 'content')], root, api: false, publicDir: path.join(root, 'public') });
    const errors = compiled.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.file, p.message.split(',')[0]])).toEqual([
      ['public/.env.production', '.env.production is a symbolic link to .env.local'],
      ['content/evil.mdx', `evil.mdx is a symbolic link to ${fs.realpathSync(path.join(outside, 'evil.mdx'))}`],
    ]);
    // A link that stays inside the repository and leads to no dotfile is read like a file.
    expect(compiled.entries.map((e) => e.route).sort()).toEqual(['/home', '/intro']);
    expect(JSON.stringify(compiled)).not.toContain('Published by accident');
  });
});

describe('the postbuild (dropPublicLitter)', () => {
  it("removes the export's copies of refused links, which Next copies with what they lead to, and reports them", () => {
    const { root, link } = repository();
    link('../.env.local', 'public/.env.production');
    link('..', 'public/everything');
    link('../assets/shared.svg', 'public/shared.svg');
    // What `next build` leaves: each link copied as the file or folder it leads to.
    const outDir = tempTree({
      'index.html': '<h1>home</h1>',
      'favicon.svg': '<svg/>',
      'shared.svg': '<svg/>',
      '.env.production': 'SECRET=1',
      'everything/.env.local': 'SECRET=1',
      'everything/README.md': '# Readme',
    });
    const dropped = dropPublicLitter(path.join(root, 'public'), outDir, root);
    expect(dropped.litter).toEqual([]);
    expect(dropped.refused.map((r) => r.rel)).toEqual(['.env.production', 'everything']);
    expect((fs.readdirSync(outDir, { recursive: true }) as string[]).sort()).toEqual(['favicon.svg', 'index.html', 'shared.svg']);
  });
});
