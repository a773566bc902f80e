import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes `files` (relative path → text or bytes) into a fresh temporary folder and returns its path.
 * Tests build their own small content trees and exports with it.
 */
export function tempTree(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-test-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A minimal valid page with the given title and body. */
export const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n${body}\n`;
