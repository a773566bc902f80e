/**
 * `npm run gen:api`: regenerates the committed API models, one per `openapi/<name>.yaml|json`.
 * `npm run gen:api -- --spec <file> --out <dir> [--route-prefix api/name]`: models any OpenAPI
 * 3.x file into `<dir>/<name>.json`. `--check`: compare instead of writing; exits 1 when a model is
 * missing or stale. Exits 1 with the file, JSON pointer and fix for an invalid spec; prints the
 * usage and exits 2 when the command line is wrong. Warnings (accepted deviations from OpenAPI
 * such as array-valued `items`, each with file, line and JSON pointer; renamed slugs, callbacks
 * without a page, pages over the page-weight budget) are printed and do not fail the run, unless
 * `--strict` makes them errors (the build checks the site's own specs so).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultRoutePrefix, listApiSpecs, modelFileFor } from '../lib/openapi/config';
import { checkApiModel, displayPath, writeApiModel } from '../lib/openapi/generate';

/** The usage text printed on a command-line mistake and for `--help`. */
export const USAGE = [
  'Usage:',
  '  npm run gen:api [-- --check]',
  '      regenerate (or, with --check, compare) the model of every spec in openapi/',
  '  npm run gen:api -- --spec <file> --out <dir> [--route-prefix <api/name>] [--check]',
  '      model one OpenAPI 3.0/3.1 file into <dir>/<name>.json',
  'Options:',
  '  --spec <file>          the OpenAPI document (.yaml, .yml or .json)',
  '  --out <dir>            folder of the model file; required with --spec',
  '  --route-prefix <path>  route prefix of the pages (default: api/<file name>)',
  '  --check                compare with the file on disk instead of writing; exit 1 when stale',
  '  --strict               treat every warning (deviations from OpenAPI the generator accepts) as an error',
  '  --help                 print this text',
].join('\n');

/** One model to generate or check. */
export interface GenApiJob {
  spec: string;
  model: string;
  routePrefix: string;
}

/** What the command line asks for. */
export type GenApiCommand = { kind: 'run'; check: boolean; strict: boolean; jobs: GenApiJob[] } | { kind: 'help' } | { kind: 'usage-error'; message: string };

/**
 * Reads the command line with `util.parseArgs` (strict: unknown flags, missing values and stray
 * arguments are errors).
 * @param argv - the arguments after the script name
 */
export function parseGenApiArgs(argv: string[]): GenApiCommand {
  let values: { spec?: string; out?: string; 'route-prefix'?: string; check?: boolean; strict?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        spec: { type: 'string' },
        out: { type: 'string' },
        'route-prefix': { type: 'string' },
        check: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  if (Boolean(values.spec) !== Boolean(values.out)) {
    return { kind: 'usage-error', message: 'give both --spec <file> and --out <dir>, or neither (regenerates every spec in openapi/).' };
  }
  if (values['route-prefix'] !== undefined && !values.spec) return { kind: 'usage-error', message: '--route-prefix needs --spec and --out.' };
  const jobs = values.spec
    ? [{ spec: values.spec, model: modelFileFor(values.spec, values.out!), routePrefix: values['route-prefix'] ?? defaultRoutePrefix(values.spec) }]
    : listApiSpecs().map((s) => ({ spec: s.spec, model: s.model, routePrefix: s.routePrefix }));
  return { kind: 'run', check: values.check === true, strict: values.strict === true, jobs };
}

async function main(argv: string[]): Promise<number> {
  const command = parseGenApiArgs(argv);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command.kind === 'usage-error') {
    console.error(`gen:api: ${command.message}\n\n${USAGE}`);
    return 2;
  }
  let failed = 0;
  const onWarning = ({ message }: { message: string }) => console.warn(`gen:api: warning: ${message}`);
  for (const job of command.jobs) {
    const started = performance.now();
    try {
      if (command.check) {
        const problem = await checkApiModel(job.spec, job.model, { routePrefix: job.routePrefix, onWarning, strict: command.strict });
        if (problem) {
          failed++;
          console.error(`gen:api: ${problem}. Run \`npm run gen:api\` and commit the result.`);
        } else console.log(`gen:api: ${displayPath(job.model)} is up to date`);
      } else {
        const { model, changed } = await writeApiModel(job.spec, job.model, { routePrefix: job.routePrefix, onWarning, strict: command.strict });
        const ms = Math.round(performance.now() - started);
        console.log(
          `gen:api: ${displayPath(job.spec)} → ${displayPath(job.model)} (${model.pages.length} pages, ${changed ? 'written' : 'unchanged'}, ${ms} ms)`,
        );
      }
    } catch (error) {
      failed++;
      console.error(`gen:api: ${(error as Error).message}`);
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main(process.argv.slice(2)));
}
