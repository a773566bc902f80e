import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addScalePages, copyTree } from '@/scripts/bench/scale';

describe('--scale trees', () => {
  let repo: string;
  let copy: string | undefined;
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-repo-'));
    for (const [file, text] of Object.entries({
      'content/a.mdx': '# A',
      'content/guide/index.mdx': '# Guide',
      'content/guide/b.md': '# B',
      'content/notes.txt': 'not a page',
      'node_modules/x/index.js': '',
      'out/index.html': '',
      '.next/cache': '',
      'package.json': '{}',
    })) {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    }
  });
  afterAll(() => {
    fs.rmSync(repo, { recursive: true, force: true });
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('copies the repository without build output, node_modules hard-linked, and leaves the original alone', () => {
    copy = copyTree(repo);
    expect(fs.readdirSync(copy).sort()).toEqual(['content', 'node_modules', 'package.json']);
    expect(fs.statSync(path.join(copy, 'node_modules/x/index.js')).ino).toBe(fs.statSync(path.join(repo, 'node_modules/x/index.js')).ino);
    const added = addScalePages(path.join(copy, 'content'), 4);
    expect(added).toEqual(['a-scale-0001.mdx', 'guide/b-scale-0002.md', 'guide/index-scale-0003.mdx', 'a-scale-0004.mdx']);
    expect(fs.readFileSync(path.join(copy, 'content/guide/b-scale-0002.md'), 'utf8')).toBe('# B');
    expect((fs.readdirSync(path.join(repo, 'content'), { recursive: true }) as string[]).sort()).toEqual(['a.mdx', 'guide', 'guide/b.md', 'guide/index.mdx', 'notes.txt']);
  });

  it('refuses a content tree without pages', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-empty-'));
    expect(() => addScalePages(empty, 1)).toThrow(/holds no \.md or \.mdx page/);
    fs.rmSync(empty, { recursive: true });
  });
});
