/**
 * `npm run bench:scale -- <N>`: what growth costs, which no budget tool measures. Copies the
 * repository (node_modules as hard links; no build output, no git data) into a temporary folder,
 * adds N pages of distinct text there (sentences of the site's own pages, picked and ordered
 * differently for each page, so they neither repeat nor compress and index unrealistically well),
 * runs `npm run build` in it and prints the HTML pages, the build's wall time, the peak resident
 * memory of its whole process tree (the sum of `VmRSS` over the tree, sampled every 200 ms from
 * Linux `/proc`, proc(5)) and the size of `out/`. The working tree is never written to.
 * @throws Error with the build's output when the build fails
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) throw new Error('Usage: npm run bench:scale -- <number of pages to add, e.g. 1000>');

const ROOT = process.cwd();
/** Top-level entries the copy leaves out: dependencies (linked instead), build output and git data. */
const NOT_COPIED = new Set(['node_modules', '.git', '.next', 'out', 'out-e2e', 'out-e2e-algolia', '.generated', 'test-results', '.lighthouseci']);

/** Mirrors `src` at `dest` with hard links: Turbopack needs node_modules inside the tree, not a symlink out of it. */
function linkTree(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const [from, to] = [path.join(src, entry.name), path.join(dest, entry.name)];
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else fs.linkSync(from, to);
  }
}

/** Resident memory of `pid` and all its descendants, in bytes (0 once they are gone). */
function treeRss(pid: number): number {
  let total = 0;
  try {
    total += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    for (const task of fs.readdirSync(`/proc/${pid}/task`))
      for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) total += treeRss(Number(child));
  } catch {
    // exited while sampled
  }
  return total;
}

/** Sizes of every file below `dir`, in bytes. */
const folderBytes = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .reduce((sum, e) => sum + (e.isFile() ? fs.statSync(path.join(e.parentPath, e.name)).size : 0), 0);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
try {
  for (const entry of fs.readdirSync(ROOT)) if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(tmp, entry), { recursive: true });
  linkTree(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'));

  // Plain-prose sentences of the site's pages: no front matter, code, JSX, links or Markdown marks.
  const mdx = (fs.readdirSync('content', { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f));
  const sentences = mdx
    .flatMap((f) =>
      fs
        .readFileSync(path.join('content', f), 'utf8')
        .replace(/^---[\s\S]*?\n---|```[\s\S]*?```|<[^>]*>|\{[^}]*\}|\]\([^)]*\)|https?:\/\/\S+/g, ' ')
        .split(/(?<=[.!?])\s+/),
    )
    .map((s) =>
      s
        .replace(/[#*_`>|[\]\\~^$%=]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => /^[A-Z][\w\s,.;:'’()/-]{30,300}[.!?]$/.test(s));
  let seed = 1;
  // A linear congruential generator: the same pages on every run.
  const pick = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return sentences[seed % sentences.length]!;
  };
  fs.mkdirSync(path.join(tmp, 'content', 'scale'));
  for (let n = 1; n <= count; n++) {
    const sections = Array.from({ length: 4 }, (_, s) => `## Part ${s + 1} of page ${n}\n\n${Array.from({ length: 8 }, pick).join(' ')}`);
    const page = `---\ntitle: "Scale page ${n}"\ndescription: ${JSON.stringify(pick())}\nsidebar: false\n---\n\n${pick()} ${pick()}\n\n${sections.join('\n\n')}\n`;
    fs.writeFileSync(path.join(tmp, 'content', 'scale', `page-${n}.mdx`), page);
  }

  console.log(`${count} pages added in ${tmp}; npm run build …`);
  const started = performance.now();
  const build = spawn('npm', ['run', 'build'], { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  build.stdout.on('data', (c: Buffer) => (output += c));
  build.stderr.on('data', (c: Buffer) => (output += c));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, build.pid ? treeRss(build.pid) : 0)), 200);
  const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build of the scaled copy failed (exit ${code}):\n${output.slice(-4000)}`);
  const seconds = (performance.now() - started) / 1000;
  const out = path.join(tmp, 'out');
  const pages = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).length;
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `HTML pages ${pages} · build wall time ${seconds.toFixed(1)} s · peak RSS of the build's process tree ${mib(peak)} MiB · out/ ${mib(folderBytes(out))} MiB`,
  );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
