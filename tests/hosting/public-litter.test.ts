import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { dropPublicLitter, isPublicLitter } from '@/lib/hosting/public-litter';
import { tempTree } from '../helpers';

it.each([
  ['.env', true],
  ['.DS_Store', true],
  ['img/.DS_Store', true],
  ['Thumbs.db', true],
  ['docs/desktop.ini', true],
  ['notes.txt~', true],
  ['.page.mdx.swp', true],
  ['.git/config', true],
  ['.well-known/.secret', true],
  ['.well-known/security.txt', false],
  ['.well-known', true],
  ['favicon.svg', false],
  ['img/logo.png', false],
])('%s is litter: %s', (rel, litter) => {
  expect(isPublicLitter(rel)).toBe(litter);
});

it('removes only the export copies of public/ litter, and the folders they leave empty', () => {
  const files = { '.env': 'SECRET=1', '.DS_Store': 'x', 'img/logo.svg': '<svg/>', '.git/config': '[core]', '.well-known/security.txt': 'Contact: x' };
  const publicDir = tempTree(files);
  const outDir = tempTree({ ...files, 'index.html': '<h1>home</h1>', '.generated-by-build': 'kept: not from public/' });
  expect(dropPublicLitter(publicDir, outDir, publicDir)).toEqual({ litter: ['.DS_Store', '.env', '.git/config'], refused: [] });
  const left = (fs.readdirSync(outDir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).sort();
  expect(left).toEqual(['.generated-by-build', '.well-known', '.well-known/security.txt', 'img', 'img/logo.svg', 'index.html']);
});
