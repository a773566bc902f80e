/**
 * `npm run check:lock`: fails when strict `npm ci` (what the workflows run) would refuse
 * package-lock.json (lib/checks/lock-file.ts), naming each missing or invalid entry and the fix.
 */
import { checkLockFile } from '../lib/checks/lock-file';

const result = checkLockFile(process.cwd());
if (!result.ok) {
  console.error('package-lock.json is out of sync with package.json; `npm ci` would refuse it:');
  for (const problem of result.problems) console.error(`  ${problem}`);
  console.error('Fix: run `npm install` once (it writes every optional platform entry) and commit the whole package-lock.json.');
  process.exit(1);
}
console.log('package-lock.json: npm ci accepts it.');
