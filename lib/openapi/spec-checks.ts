/**
 * Checks of an OpenAPI document beyond its meta-schema, for what the site does with it:
 *
 * - header names that are not RFC 9110 tokens (a header parameter, an `apiKey` scheme in a header,
 *   a response or encoding header): no client can send or receive such a field, and Try-it would
 *   fail on it; reported as warnings (errors with `--strict`);
 * - links in descriptions (the CommonMark the pages render) with a scheme that runs code or
 *   carries a document (`javascript:`, `vbscript:`, `data:`), refused as MDX refuses them.
 *
 * Each finding names its JSON pointer (RFC 6901); the loader adds file and line.
 */
import { unsafeLinkMessage, unsafeLinkScheme } from '../markdown/url-scheme';
import { fieldNameSuggestion, isFieldName, TOKEN_CHARACTERS } from './http-token';
import { isDataKey, toPointer, walkObjects, type JsonPath as Path } from './json-pointer';
import { markdownImages, markdownLinks } from './markdown-text';
import type { PointedProblem } from './errors';

/** Whether `path` is a map of Header Objects: a Response's or an Encoding's `headers`, or `#/components/headers`. */
function isHeaderMap(path: Path): boolean {
  const n = path.length;
  if (path[n - 1] !== 'headers') return false;
  return (n === 2 && path[0] === 'components') || path[n - 3] === 'responses' || path[n - 3] === 'encoding';
}

/**
 * Header names that are not RFC 9110 tokens (§ 5.6.2): the `name` of every Parameter Object and
 * `apiKey` Security Scheme Object with `in: header`, and every key of a Header Object map.
 * @param document - the (bundled) OpenAPI 3.0 or 3.1 document
 */
export function invalidHeaderNames(document: unknown): PointedProblem[] {
  const findings: PointedProblem[] = [];
  const report = (name: string, path: Path, what: string) => {
    const suggestion = fieldNameSuggestion(name);
    findings.push({
      pointer: toPointer(path),
      message:
        `${what} "${name}" is not a valid HTTP header name (RFC 9110 § 5.6.2: ${TOKEN_CHARACTERS} only): no client can send it, and Try-it refuses it. ` +
        `Fix: name the header as the server reads it${suggestion ? `, e.g. "${suggestion}"` : ''}.`,
    });
  };
  walkObjects(
    document,
    (node, path) => {
      if (node.in === 'header' && typeof node.name === 'string' && !isFieldName(node.name)) {
        report(node.name, [...path, 'name'], node.type === 'apiKey' ? 'the API key header' : 'the header parameter');
      }
      if (isHeaderMap(path)) for (const name of Object.keys(node)) if (!isFieldName(name)) report(name, [...path, name], 'the header');
    },
    isDataKey,
  );
  return findings;
}

/**
 * Links and images in the Markdown the pages render (every `description`, and an operation's `summary`,
 * shown when it has no description) whose scheme runs code or carries a document
 * (url-scheme.ts: `javascript:`, `vbscript:`, `data:`), as the MDX compile refuses them.
 * @param document - the (bundled) OpenAPI 3.0 or 3.1 document
 */
export function unsafeDescriptionLinks(document: unknown): PointedProblem[] {
  const findings: PointedProblem[] = [];
  walkObjects(
    document,
    (node, path) => {
      for (const [key, text] of Object.entries(node)) {
        if ((key !== 'description' && key !== 'summary') || typeof text !== 'string') continue;
        for (const url of markdownLinks(text)) {
          const scheme = unsafeLinkScheme(url);
          if (scheme) findings.push({ pointer: toPointer([...path, key]), message: `${key} has a ${unsafeLinkMessage(url, scheme)}` });
        }
        for (const url of markdownImages(text)) {
          const scheme = unsafeLinkScheme(url);
          if (scheme)
            findings.push({ pointer: toPointer([...path, key]), message: `${key} has an ${unsafeLinkMessage(url, scheme).replace(/^link/, 'image')}` });
        }
      }
    },
    isDataKey,
  );
  return findings;
}
