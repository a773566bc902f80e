/**
 * The API pages' markup in the compiled content model, read side. The prebuild renders every
 * description of the committed API models (CommonMark) and highlights every request sample and
 * example once, into hast trees in `api.json` beside `model.json`; the API page view turns those
 * trees into elements and parses no Markdown and runs no highlighter.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent } from 'hast';
import { compiledDir } from './compiled';
import { fileMemo } from './process-memo';

/** An operation page's code: each sample's and each example's highlighted `<pre>`. */
export interface ApiPageCode {
  /** One per `operation.samples` entry, same order. */
  samples: Element[];
  /** By {@link exampleKey}. */
  examples: Record<string, Element>;
}

/** The content of `api.json`. */
export interface ApiHtml {
  /** Each description of the API models (and each operation summary), as hast, by its Markdown source. */
  markdown: Record<string, ElementContent[]>;
  /** By content id, for operation pages. */
  code: Record<string, ApiPageCode>;
}

/**
 * The key of an example: `${status} ${mediaType}` for the response example shown, with `#${i}`
 * for the i-th named example (responses and the request body, `status` = `request`).
 */
export const exampleKey = (status: string, mediaType: string, index?: number) => `${status} ${mediaType}${index === undefined ? '' : `#${index}`}`;

/** The file name of the API markup in the compiled model's folder. */
export const API_HTML_FILE = 'api.json';

/**
 * Reads `api.json` of the compiled model: once per production build process, in development once
 * per change of the file (so `npm run dev` shows an edited spec).
 * @throws Error naming the file and the command when it is missing
 */
export function readApiHtml(): ApiHtml {
  const file = path.join(compiledDir(), API_HTML_FILE);
  return fileMemo('api-html', file, () => {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run prebuild\` (npm run build and npm run dev run it).`);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiHtml;
  });
}
