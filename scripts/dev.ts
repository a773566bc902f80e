/**
 * `npm run dev`: compiles the content model in development mode (problems become warnings and a
 * banner on the affected page), starts `next dev`, and follows the file system while it runs:
 * a page added, renamed, edited or deleted under `content/` recompiles the model (unchanged pages
 * come from the page cache); a spec added or edited under `openapi/` regenerates its API model
 * (`npm run gen:api`) first; an edit of the sidebars (lib/content/sidebars.ts) recompiles the model,
 * which holds them resolved. Other TypeScript sources are reloaded by Next itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { compileAndCheck, writeGeneratedInputs } from './prebuild';

/** Regenerates the API models from the specs in `openapi/` (their problems are printed, not fatal). */
function generateApiModels(): void {
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-api.ts'], { stdio: 'inherit' });
}

// The models were just written from the specs: checking them again would only cost time.
generateApiModels();
await writeGeneratedInputs({ checkApiModels: false });
await compileAndCheck(true);

const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
next.on('exit', (code) => process.exit(code ?? 0));

let timer: NodeJS.Timeout | undefined;
let specsChanged = false;
let running = Promise.resolve(0);
const recompile = () => {
  clearTimeout(timer);
  // Editors write a file in several steps; wait for the burst to settle before reading it.
  timer = setTimeout(() => {
    const regenerate = specsChanged;
    specsChanged = false;
    running = running.then(() => {
      if (regenerate) generateApiModels();
      return compileAndCheck(true);
    });
  }, 150);
};
fs.watch('content', { recursive: true }, recompile);
// The folder, not the file: an editor that saves by replacing the file would end a watch on it.
fs.watch('lib/content', (_event, file) => {
  if (file && String(file) === 'sidebars.ts') recompile();
});
fs.watch('openapi', { recursive: true }, (_event, file) => {
  // The generated models are this watcher's own output.
  if (file && String(file).split(path.sep)[0] === 'generated') return;
  specsChanged = true;
  recompile();
});
