/**
 * `npm run dev`: compiles the content model in development mode (problems become warnings and a
 * banner on the affected page), starts `next dev`, and recompiles the model when a file under
 * `content/` or `openapi/` changes, so the TOC, sidebars and search follow the edit.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { compileAndCheck, writeGeneratedInputs } from './prebuild';

await writeGeneratedInputs();
await compileAndCheck(true);

const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
next.on('exit', (code) => process.exit(code ?? 0));

let timer: NodeJS.Timeout | undefined;
let running = Promise.resolve(0);
const recompile = () => {
  clearTimeout(timer);
  // Editors write a file in several steps; wait for the burst to settle before reading it.
  timer = setTimeout(() => (running = running.then(() => compileAndCheck(true))), 150);
};
for (const dir of ['content', 'openapi']) fs.watch(dir, { recursive: true }, recompile);
