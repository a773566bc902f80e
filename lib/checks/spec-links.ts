/**
 * Links inside the Markdown descriptions of the published OpenAPI specs, checked against the
 * content routes before the build: each problem names the spec file, the line of the description
 * and its JSON pointer (RFC 6901), so a broken link is fixed in the spec rather than found in HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ContentIndex } from '../content';
import { listApiSpecs } from '../openapi/config';
import { toPointer } from '../openapi/json-pointer';
import { markdownLinks } from '../openapi/markdown-text';
import { createLocator } from '../openapi/source-location';
import { anchorsOf, checkLink, knownPaths, type Problem } from './content-check';

/** A link found in a spec description. */
export interface SpecLink {
  url: string;
  /** JSON pointer of the `description` string that holds it (`#/info/description`). */
  pointer: string;
}

/** Keys whose values are data (examples, defaults, enums), not documentation: not searched. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/**
 * Every link in every `description` string of an OpenAPI document (CommonMark, as the spec
 * defines descriptions), in document order. Example and default values are skipped.
 */
export function specDescriptionLinks(document: unknown): SpecLink[] {
  const links: SpecLink[] = [];
  const walk = (node: unknown, segments: (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, [...segments, i]);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (DATA_KEYS.has(key)) continue;
        if (key === 'description' && typeof value === 'string') {
          const pointer = toPointer([...segments, key]);
          for (const url of markdownLinks(value)) links.push({ url, pointer });
        } else walk(value, [...segments, key]);
      }
    }
  };
  walk(document, []);
  return links;
}

/**
 * Checks the description links of one spec file against the site's routes and anchors.
 * @param file the spec, relative to `root` (`openapi/nilai.yaml`)
 * @returns errors for unknown routes and relative links, warnings for unknown anchors; the
 *   message names the JSON pointer of the description
 */
export function checkSpecFileLinks(
  file: string,
  index: Pick<ContentIndex, 'entries'>,
  root: string = process.cwd(),
  paths: Set<string> = knownPaths(index),
): Problem[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const anchors = anchorsOf(index);
  const problems: Problem[] = [];
  // The text is parsed for positions once, and only when there is a problem to place.
  let locate: ReturnType<typeof createLocator> | undefined;
  for (const link of specDescriptionLinks(parseYaml(text))) {
    const verdict = checkLink(link.url, '', paths, anchors);
    if (!verdict) continue;
    locate ??= createLocator(text);
    const line = locate(link.pointer)?.line ?? 1;
    problems.push({ file, line, severity: verdict.severity, message: `${link.pointer}: ${verdict.message}` });
  }
  return problems;
}

/** {@link checkSpecFileLinks} over every spec in `openapi/`. */
export function checkSpecLinks(index: Pick<ContentIndex, 'entries'>, root: string = process.cwd()): Problem[] {
  const paths = knownPaths(index);
  return listApiSpecs(root).flatMap((spec) => checkSpecFileLinks(spec.spec, index, root, paths));
}
