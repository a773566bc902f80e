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
      'content/a.mdx':
        '---\ntitle: A\n---\n\nSecret values are stored on the network. The network computes on secret values without seeing them. Each node holds a share of the secret.\n',
      'content/guide/index.mdx':
        '# Guide\n\nA program reads secret inputs from parties. The program returns outputs to parties. Parties store secrets before they compute.\n',
      'content/guide/b.md': '# B\n\n```python\nx = {1}\n```\n',
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
    expect(added).toEqual(['scale/page-00001.mdx', 'scale/page-00002.mdx', 'scale/page-00003.mdx', 'scale/page-00004.mdx']);
    expect((fs.readdirSync(path.join(repo, 'content'), { recursive: true }) as string[]).sort()).toEqual([
      'a.mdx',
      'guide',
      'guide/b.md',
      'guide/index.mdx',
      'notes.txt',
    ]);
  });

  it('writes distinct pages in the words of the site: front matter, headings, prose, no copied code or markup', () => {
    copy ??= copyTree(repo);
    const dir = path.join(copy, 'content');
    const files = addScalePages(dir, 30).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    expect(new Set(files).size).toBe(30);
    const vocabulary = new Set(
      'secret values are stored on the network The computes secret without seeing them Each node holds a share of A program reads inputs from parties returns outputs to Parties store secrets before they compute Guide B'
        .toLowerCase()
        .split(' '),
    );
    for (const text of files) {
      expect(text).toMatch(/^---\ntitle: "[^"]+"\ndescription: "[^"]+"\nsidebar: false\n---\n/);
      expect(text).toMatch(/^## \S/m);
      expect(text).not.toMatch(/[{}<>]|x = \{1\}/);
      const prose = text
        .replace(/^---[\s\S]*?---/, '')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/^#+ /gm, '');
      for (const word of prose.split(/\s+/).filter(Boolean)) expect(vocabulary.has(word.replace(/[.,]$/, '').toLowerCase()) || /^\d+$/.test(word)).toBe(true);
    }
  });

  it('refuses a content tree without prose', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-empty-'));
    expect(() => addScalePages(empty, 1)).toThrow(/no sentence to learn from/);
    fs.rmSync(empty, { recursive: true });
  });
});
