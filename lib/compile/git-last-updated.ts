/**
 * "Last updated" dates from git, for every source file in ONE git invocation per prebuild (not one
 * process per file), omitted gracefully in a shallow clone or outside git.
 *
 * One `git log --name-only` over the content folders lists every commit with the files it
 * touched, newest first; the first commit naming a file is its last change. In a shallow clone the
 * boundary commit is decorated `grafted` and seems to add every file it holds, so files whose
 * newest commit is that one have no known date and get none. Outside git, or without git, every
 * file has no date and the page omits the line.
 */
import { execFile } from 'node:child_process';

/** Runs git with arguments in a folder and resolves with its stdout. */
export type GitRunner = (args: string[], cwd: string) => Promise<string>;

/** File (relative to the project root, `/`-separated) → ISO 8601 committer date of its last change. */
export type LastUpdatedMap = Map<string, string>;

const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * The git arguments of the single pass: commit records (`RS hash US date US decorations`) each
 * followed by the files it changed, relative to `cwd` (`--relative`). `--decorate-refs` with a
 * pattern no ref matches leaves only the `grafted` decoration of a shallow boundary.
 * @param pathspecs - folders to look at (`content`, `openapi`)
 */
export function gitLogArgs(pathspecs: string[]): string[] {
  return [
    '-c',
    'core.quotePath=off',
    'log',
    '--decorate-refs=refs/__no_ref__',
    `--format=${RECORD}%H${FIELD}%cI${FIELD}%D`,
    '--name-only',
    '--relative',
    '--no-renames',
    '--',
    ...pathspecs,
  ];
}

/**
 * Parses the output of {@link gitLogArgs} into the last-change date of each file.
 * Files whose newest commit is a shallow boundary (`grafted`) are left out: their date is unknown.
 */
export function parseGitLog(output: string): LastUpdatedMap {
  const dates: LastUpdatedMap = new Map();
  const unknown = new Set<string>();
  for (const record of output.split(RECORD)) {
    if (!record.trim()) continue;
    const [header = '', ...files] = record.split('\n');
    const [, date = '', decorations = ''] = header.split(FIELD);
    const grafted = decorations.split(', ').includes('grafted');
    for (const file of files) {
      if (!file || dates.has(file) || unknown.has(file)) continue;
      if (grafted) unknown.add(file);
      else dates.set(file, date);
    }
  }
  return dates;
}

/** The real runner: `git` from PATH, output up to 64 MB, 60 s at most. */
export const runGit: GitRunner = (args, cwd) =>
  new Promise((resolve, reject) => {
    execFile('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 60_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });

/**
 * Reads the last-change dates of files below `pathspecs` with one git invocation.
 * Never throws: outside a repository or without git it warns once and returns an empty map.
 */
export async function readLastUpdated(
  pathspecs: string[],
  options: { cwd?: string; run?: GitRunner; warn?: (message: string) => void } = {},
): Promise<LastUpdatedMap> {
  const { cwd = process.cwd(), run = runGit, warn = console.warn } = options;
  try {
    return parseGitLog(await run(gitLogArgs(pathspecs), cwd));
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'git is not installed' : (error as Error).message.split('\n')[0];
    warn(`warning: no "Last updated" dates (${reason}). Pages are built without them.`);
    return new Map();
  }
}

/** Drops a JSON-pointer suffix (`openapi/nildb.yaml#/paths/…` → `openapi/nildb.yaml`): the file git knows. */
export const sourcePath = (file: string) => file.split('#')[0]!.replace(/\\/g, '/');
