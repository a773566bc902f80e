import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableBuildId } from '@/lib/hosting/build-id';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('lib/page.ts', 'export const a = 1;\n');
  write('content/welcome.mdx', '# Welcome\n');
  write('openapi/nildb.yaml', 'openapi: 3.1.0\n');
  write('README.md', 'Read me\n');
  write('.gitignore', 'node_modules/\n');
  write('node_modules/x/index.js', 'ignored\n');
  execFileSync('git', ['add', '.'], { cwd: root });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('stableBuildId', () => {
  it('is the same for the same code and configuration, build after build', () => {
    const id = stableBuildId(root, { url: 'https://docs.example.com' });
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(stableBuildId(root, { url: 'https://docs.example.com' })).toBe(id);
  });

  it('ignores content, specs, Markdown documents and ignored files', () => {
    const id = stableBuildId(root, {});
    write('content/welcome.mdx', '# Welcome, edited\n');
    write('content/new-page.mdx', '# New\n');
    write('openapi/nildb.yaml', 'openapi: 3.1.1\n');
    write('README.md', 'Read me again\n');
    write('node_modules/x/index.js', 'changed\n');
    expect(stableBuildId(root, {})).toBe(id);
  });

  it('changes with the code (edited, new or untracked files) and with the configuration', () => {
    const id = stableBuildId(root, {});
    expect(stableBuildId(root, { basePath: '/preview/x' })).not.toBe(id);
    write('lib/page.ts', 'export const a = 2;\n');
    const edited = stableBuildId(root, {});
    expect(edited).not.toBe(id);
    write('components/new.tsx', 'export const B = 1;\n');
    expect(stableBuildId(root, {})).not.toBe(edited);
  });

  it('is null outside a git checkout, so Next picks its own', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-nogit-'));
    try {
      expect(stableBuildId(bare, {})).toBeNull();
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
