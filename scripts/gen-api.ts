/**
 * `npm run gen:api -- --spec <file> --out <dir> [--route-prefix api/name] [--strict]`: models any
 * OpenAPI 3.x file into `<dir>/<name>.json` (the site's own specs in `openapi/` are modelled by the
 * content compile, `npm run prebuild`; this command is for looking at any other spec). Exits 1 with
 * the file, JSON pointer and fix for an invalid spec; prints the usage and exits 2 when the command
 * line is wrong. Warnings (accepted deviations from OpenAPI such as array-valued `items`, each with
 * file, line and JSON pointer; renamed slugs, callbacks without a page, pages over the page-weight
 * budget) are printed and do not fail the run, unless `--strict` makes them errors (the build
 * checks the site's own specs so).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultRoutePrefix, modelFileFor } from '../lib/openapi/config';
import { displayPath, writeApiModel } from '../lib/openapi/generate';

/** The usage text printed on a command-line mistake and for `--help`. */
export const USAGE = [
  'Usage:',
  '  npm run gen:api -- --spec <file> --out <dir> [--route-prefix <api/name>] [--strict]',
  '      model one OpenAPI 3.0/3.1 file into <dir>/<name>.json',
  '      (the specs in openapi/ are modelled by `npm run prebuild`)',
  'Options:',
  '  --spec <file>          the OpenAPI document (.yaml, .yml or .json)',
  '  --out <dir>            folder of the model file',
  '  --route-prefix <path>  route prefix of the pages (default: api/<file name>)',
  '  --strict               treat every warning (deviations from OpenAPI the generator accepts) as an error',
  '  --help                 print this text',
].join('\n');

/** What the command line asks for. */
export type GenApiCommand =
  | { kind: 'run'; strict: boolean; spec: string; model: string; routePrefix: string }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

/**
 * Reads the command line with `util.parseArgs` (strict: unknown flags, missing values and stray
 * arguments are errors).
 * @param argv - the arguments after the script name
 */
export function parseGenApiArgs(argv: string[]): GenApiCommand {
  let values: { spec?: string; out?: string; 'route-prefix'?: string; strict?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        spec: { type: 'string' },
        out: { type: 'string' },
        'route-prefix': { type: 'string' },
        strict: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  if (!values.spec || !values.out) return { kind: 'usage-error', message: 'give --spec <file> and --out <dir>.' };
  return {
    kind: 'run',
    strict: values.strict === true,
    spec: values.spec,
    model: modelFileFor(values.spec, values.out),
    routePrefix: values['route-prefix'] ?? defaultRoutePrefix(values.spec),
  };
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
  const started = performance.now();
  const onWarning = ({ message }: { message: string }) => console.warn(`gen:api: warning: ${message}`);
  try {
    const { model, changed } = await writeApiModel(command.spec, command.model, { routePrefix: command.routePrefix, onWarning, strict: command.strict });
    const ms = Math.round(performance.now() - started);
    console.log(
      `gen:api: ${displayPath(command.spec)} → ${displayPath(command.model)} (${model.pages.length} pages, ${changed ? 'written' : 'unchanged'}, ${ms} ms)`,
    );
    return 0;
  } catch (error) {
    console.error(`gen:api: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main(process.argv.slice(2)));
}
