/**
 * Loads an OpenAPI 3.0/3.1 file: reads and parses it, rejects Swagger 2.0 and other versions,
 * refuses `$ref`s that leave the spec's folder or name a URL (ref-scope.ts), bundles the other
 * external `$ref`s so the model builder only meets internal ones, accepts the deviations
 * of leniency.ts (each becomes a warning with file, line and JSON pointer), refuses repeated
 * `operationId`s naming every place, and validates the rest with @readme/openapi-parser (which
 * dereferences it internally with circular references allowed, so a `$ref` cycle neither hangs
 * nor crashes). Beyond the meta-schema (spec-checks.ts): a header name that is not an RFC 9110
 * token is a warning like the deviations, and a description link with a `javascript:`,
 * `vbscript:` or `data:` scheme is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { bundle, validate } from '@readme/openapi-parser';
import { OpenApiError, type PointedProblem } from './errors';
import { createLocator } from './source-location';
import { findRefs, locateSchemaErrors } from './validation-errors';
import { duplicateOperationIds, relaxDocument } from './leniency';
import { getAtPointer, type JsonObject } from './json-pointer';
import { invalidHeaderNames, unsafeDescriptionLinks } from './spec-checks';
import { refsOutOfScope } from './ref-scope';

/** A validated, bundled document. */
export interface LoadedSpec {
  /** The file as shown in messages and the model (repository-relative), with `/` separators. */
  file: string;
  /** SHA-256 of the file's bytes. */
  sha256: string;
  /** The file's text, for the line of a JSON pointer. */
  text: string;
  /** The bundled document: every `$ref` is internal (`#/…`), accepted deviations rewritten. */
  document: JsonObject;
  /**
   * The accepted deviations (leniency.ts), in document order, each message starting with
   * `file:line:column (pointer)` (without line when the place is in another file of a bundled spec).
   */
  deviations: PointedProblem[];
}

/**
 * Reads, validates and bundles an OpenAPI document.
 * @param file - path to a `.yaml`, `.yml` or `.json` file
 * @param display - the name shown for the file in the result and in messages (repository-relative)
 * @throws OpenApiError for an unreadable file, a syntax error, Swagger 2.0 or another unsupported
 *   version, an invalid document (the validator's messages, each with its JSON pointer and line),
 *   or description links with an unsafe scheme (each with its JSON pointer and line)
 */
export async function loadOpenApi(file: string, display: string): Promise<LoadedSpec> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new OpenApiError(`${display}: cannot read the OpenAPI file (${(error as Error).message}).`, display);
  }
  const text = bytes.toString('utf8');
  const raw = parseSource(text, display);
  const version = checkVersion(raw, display);

  const absolute = path.resolve(file);
  // Nothing outside the spec's folder is read, and nothing is fetched: checked before bundling.
  const outOfScope = refsOutOfScope(raw, absolute);
  if (outOfScope.length) {
    const locate = createLocator(text);
    const lines = outOfScope.map((p) => {
      const position = p.in ? undefined : locate(p.pointer);
      return `  ${p.in || display}${position ? `:${position.line}:${position.column}` : ''} (${p.pointer}): ${p.message}`;
    });
    throw new OpenApiError(
      [`${display}: $refs may only point inside the spec or to files in its folder:`, ...lines].join('\n'),
      display,
      outOfScope.find((p) => !p.in)?.pointer,
    );
  }
  // A multi-file spec is bundled first, so the checks below see one document.
  let base: JsonObject = raw;
  if (findRefs(raw, (ref) => !ref.startsWith('#') && !/^\.\/?#/.test(ref)).length) {
    try {
      base = (await bundle(absolute)) as unknown as JsonObject;
    } catch (error) {
      if ((error as Error).name === 'MissingPointerError') throw invalidDocumentError(display, text, raw, version, [(error as Error).message]);
      throw resolverError(display, text, raw, (error as Error).message);
    }
  }

  const relaxed = relaxDocument(base, version);
  // Parsed for positions only when there is something to report (a large spec takes seconds).
  let locate: ReturnType<typeof createLocator> | undefined;
  // A place in another file of a bundled spec has no line in this one.
  const where = (pointer: string) => {
    locate ??= createLocator(text);
    const position = getAtPointer(raw, pointer) !== undefined ? locate(pointer) : undefined;
    return position ? `${display}:${position.line}:${position.column} (${pointer})` : `${display} (${pointer})`;
  };
  // Header names that are not tokens are reported like the deviations: warnings, errors with --strict.
  const deviations = [...relaxed.deviations, ...invalidHeaderNames(relaxed.document)].map((d) => ({
    pointer: d.pointer,
    message: `${where(d.pointer)}: ${d.message}`,
  }));

  const duplicates = duplicateOperationIds(relaxed.document);
  if (duplicates.length) {
    const lines = duplicates.map(
      ({ operationId, pointers }) => `  operationId "${operationId}" is used ${pointers.length} times: ${pointers.map(where).join(', ')}`,
    );
    throw new OpenApiError(
      [`${display}: operationIds must be unique (OpenAPI ${version}); give each operation its own.`, ...lines].join('\n'),
      display,
      duplicates[0]!.pointers[1],
    );
  }

  let result: Awaited<ReturnType<typeof validate>>;
  try {
    // The validator dereferences in place: it gets its own copy.
    result = await validate(structuredClone(relaxed.forValidation) as Parameters<typeof validate>[0], { validate: { errors: { colorize: false } } });
  } catch (error) {
    throw resolverError(display, text, raw, (error as Error).message);
  }
  if (!result.valid) {
    // Problems inside a tuple are reported where the author wrote them: `items/0`, not the `items/anyOf/0` validated.
    const inSource = (pointer: string) =>
      relaxed.tuples.reduce((p, tuple) => (p.startsWith(`${tuple}/anyOf/`) ? `${tuple}/${p.slice(tuple.length + 7)}` : p), pointer);
    throw invalidDocumentError(
      display,
      text,
      relaxed.forValidation,
      version,
      result.errors.map((e) => e.message),
      inSource,
    );
  }

  const unsafeLinks = unsafeDescriptionLinks(relaxed.document);
  if (unsafeLinks.length) {
    throw new OpenApiError(
      [
        `${display}: links whose scheme can run code in the reader's browser, refused as in MDX pages:`,
        ...unsafeLinks.map((f) => `  ${where(f.pointer)}: ${f.message}`),
      ].join('\n'),
      display,
      unsafeLinks[0]!.pointer,
    );
  }

  return { file: display, sha256: createHash('sha256').update(bytes).digest('hex'), text, document: relaxed.document, deviations };
}

/**
 * Parses JSON or YAML text into an object.
 * @throws OpenApiError with `file:line:column` of the first syntax error
 */
function parseSource(text: string, file: string): JsonObject {
  let value: unknown;
  if (/^\s*\{/.test(text)) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      // V8 names the place: "… in JSON at position 74 (line 3 column 16)".
      const [said, where] = (error as Error).message.split(/ \(line (\d+ column \d+)\)/);
      throw new OpenApiError(`${file}${where ? `:${where.replace(' column ', ':')}` : ''}: not valid JSON: ${said}`, file);
    }
  } else {
    try {
      value = parseYaml(text, { maxAliasCount: -1 });
    } catch (error) {
      const where = error instanceof YAMLParseError && error.linePos ? `:${error.linePos[0].line}:${error.linePos[0].col}` : '';
      throw new OpenApiError(`${file}${where}: not valid YAML: ${(error as Error).message.split('\n')[0]}`, file);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new OpenApiError(`${file}: an OpenAPI document must be an object with "openapi", "info" and "paths".`, file);
  }
  return value as JsonObject;
}

/** Accepts OpenAPI 3.0.x and 3.1.x; rejects Swagger 2.0 and anything else with the fix. */
function checkVersion(raw: JsonObject, file: string): '3.0' | '3.1' {
  if ('swagger' in raw) {
    throw new OpenApiError(
      `${file}: this is a Swagger ${String(raw.swagger)} document; the API generator reads OpenAPI 3.0 and 3.1 only. ` +
        'Convert it first (for example `npx swagger2openapi in.yaml -o out.yaml`) and point the generator at the result.',
      file,
      '#/swagger',
    );
  }
  const version = typeof raw.openapi === 'string' ? raw.openapi : '';
  if (/^3\.0\.\d+$/.test(version)) return '3.0';
  if (/^3\.1\.\d+$/.test(version)) return '3.1';
  throw new OpenApiError(`${file}: unsupported "openapi" version ${JSON.stringify(raw.openapi ?? null)}; expected 3.0.x or 3.1.x.`, file, '#/openapi');
}

/** `  at <pointer> (<file>:<line>:<column>): <message>` for each problem, its line and column found in `text`. */
function locatedLines(file: string, text: string, problems: PointedProblem[]): string[] {
  const locate = createLocator(text);
  return problems.map(({ pointer, message }) => {
    const position = locate(pointer);
    return `  at ${pointer}${position ? ` (${file}:${position.line}:${position.column})` : ''}: ${message}`;
  });
}

/** The validator could not resolve an external `$ref` (a missing file, a bad URL): name the `$ref`s to that file. */
function resolverError(file: string, text: string, raw: JsonObject, message: string): OpenApiError {
  const missing = /(?:opening|reading|resolving|downloading) (?:file )?(\S+?):/.exec(message)?.[1];
  const base = missing ? missing.split(/[\\/]/).pop()! : undefined;
  const pointers = base ? findRefs(raw, (ref) => !ref.startsWith('#') && ref.split('#')[0]!.endsWith(base)) : [];
  const lines = locatedLines(
    file,
    text,
    pointers.slice(0, 10).map((pointer) => ({ pointer, message: `$ref to ${base} cannot be resolved` })),
  );
  const more = pointers.length > 10 ? [`  … and ${pointers.length - 10} more $refs to ${base}`] : [];
  return new OpenApiError([`${file}: the OpenAPI validator failed: ${message}`, ...lines, ...more].join('\n'), file, pointers[0]);
}

/** Builds the error for an invalid document: each problem with its pointer and line. */
function invalidDocumentError(
  file: string,
  text: string,
  raw: JsonObject,
  version: '3.0' | '3.1',
  messages: string[],
  inSource: (pointer: string) => string = (pointer) => pointer,
): OpenApiError {
  let located: PointedProblem[] = locateSchemaErrors(raw, version).map((error) => ({ ...error, pointer: inSource(error.pointer) }));
  if (!located.length) {
    // Not a meta-schema problem: a dangling $ref or a rule the parser checks itself.
    located = messages.flatMap((message) => {
      const missing = /Missing \$ref pointer "([^"]+)"/.exec(message)?.[1];
      const refs = missing ? findRefs(raw, missing.replace(/^[^#]*/, '')) : [];
      return refs.map((pointer) => ({ pointer, message: `$ref "${missing}" points to nothing` }));
    });
  }
  const lines = locatedLines(file, text, located);
  // The validator's own messages, without the code frames it draws on its JSON rendering.
  const said = messages.map((m) => `  ${m.split('\n\n')[0]!.replace(/\n/g, ' ')}`);
  return new OpenApiError(
    [`${file}: invalid OpenAPI ${version} document.`, ...lines, 'The validator (@readme/openapi-parser) reported:', ...said].join('\n'),
    file,
    located[0]?.pointer,
  );
}
