/**
 * The framework floor: what any App Router page costs before the site adds anything. A bare
 * export — a root layout with `<html><body>`, one page with one `next/link` — built with the
 * repository's own `next` and `react` (its node_modules) and its own next.config.mjs (re-exported,
 * so every option and the environment it reads are the same). The benchmark measures its page
 * exactly like the site's (./page-weight.ts), and its Lighthouse TBT in the same run.
 *
 * The floor project is written inside the repository (`.generated/bench-floor/`) because Turbopack
 * resolves packages only inside its workspace root (the folder of the nearest lockfile); a
 * node_modules symlink from a temporary folder points outside it and fails. The export is moved to
 * a temporary folder and the project removed as soon as the build ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probeOrThrow } from './process-probe';

/** The floor project's files, relative to its folder. */
const FLOOR_FILES: Readonly<Record<string, string>> = {
  'package.json': `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`,
  // Two levels below the repository root (FLOOR_DIR).
  'next.config.mjs': "export { default } from '../../next.config.mjs';\n",
  // No tsconfig.json: next build writes its own default one.
  'app/layout.tsx': `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <Link href="/">Home</Link>
    </main>
  );
}
`,
};

/** Where the floor project is built, relative to the repository root. */
const FLOOR_DIR = path.join('.generated', 'bench-floor');

/** The floor page's HTML file in its export. */
export const FLOOR_PAGE = 'index.html';

/** A built floor: its export and how long `next build` took. */
export interface FloorBuild {
  /** The floor's export, in a temporary folder (`close` removes it). */
  outDir: string;
  wallSeconds: number;
  close(): void;
}

/**
 * Builds the floor with the repository's `next build`.
 * @param root - the repository root (with node_modules and next.config.mjs)
 * @throws Error with the build's output in a log file when `next build` fails
 */
export async function buildFloor(root: string): Promise<FloorBuild> {
  const dir = path.join(root, FLOOR_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(FLOOR_FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const next = path.join(root, 'node_modules', '.bin', 'next');
    const probe = await probeOrThrow('The framework floor build', next, ['build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (!fs.existsSync(path.join(dir, 'out', FLOOR_PAGE))) throw new Error(`The framework floor build wrote no out/${FLOOR_PAGE}.`);
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
    fs.cpSync(path.join(dir, 'out'), outDir, { recursive: true });
    return { outDir, wallSeconds: probe.wallSeconds, close: () => fs.rmSync(outDir, { recursive: true, force: true }) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
