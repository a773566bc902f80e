/**
 * Where a `$ref` may point: inside the spec file itself (`#/…`) or to a file in the spec's own
 * folder or below it (`a.yaml#/Pet`, `./common/b.yaml`). Anything else — an absolute
 * path, a path that climbs out of the folder (`../..`, `../.env.local`), a dotfile, a file whose
 * real path (symbolic links followed) leaves the folder, or a URL of any scheme (`http:`,
 * `file:`) — is refused before the bundler reads a byte, so a spec cannot publish a file of the
 * machine that builds it, and the build never goes to the network. The referenced files are
 * checked the same way, each `$ref` with its file and JSON pointer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { PointedProblem } from './errors';
import { toPointer, walkObjects } from './json-pointer';

/** A `$ref` outside the spec's folder, with the file it is in (as shown) and its JSON pointer. */
export interface RefOutOfScope extends PointedProblem {
  /** The file that holds the `$ref`, relative to the spec's folder (`''` for the spec itself). */
  in: string;
}

/** Why a `$ref`'s file part may not be read, or `null` when it is inside `root`. */
function refusal(target: string, fromDir: string, root: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//'))
    return 'is a URL: the generator never fetches anything; copy the document into the spec’s folder';
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return 'is not a valid relative URL';
  }
  if (path.isAbsolute(decoded) || /^[\\/]/.test(decoded) || /^[a-z]:/i.test(decoded)) return 'is an absolute path: refer to a file next to the spec';
  const resolved = path.resolve(fromDir, decoded);
  const rel = path.relative(root, resolved);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return 'leaves the spec’s folder: refer only to files next to the spec (or below it)';
  if (rel.split(path.sep).some((segment) => segment.startsWith('.'))) return 'names a dotfile or dot folder, which is never published';
  if (fs.existsSync(resolved)) {
    const real = path.relative(fs.realpathSync(root), fs.realpathSync(resolved));
    if (real.startsWith('..') || path.isAbsolute(real)) return 'is a symbolic link that leaves the spec’s folder';
  }
  return null;
}

/**
 * Every `$ref` of a spec (and of the files it refers to, transitively) that points outside the
 * spec's folder, in document order. Files that do not exist or do not parse are left to the
 * bundler, which names them.
 * @param document - the spec, parsed
 * @param specFile - the spec's path (its folder is the scope)
 */
export function refsOutOfScope(document: unknown, specFile: string): RefOutOfScope[] {
  const root = path.dirname(path.resolve(specFile));
  const problems: RefOutOfScope[] = [];
  const seen = new Set<string>([path.resolve(specFile)]);
  const queue: { document: unknown; file: string }[] = [{ document, file: path.resolve(specFile) }];
  while (queue.length) {
    const { document: doc, file } = queue.shift()!;
    const shown = path.relative(root, file) === path.basename(specFile) ? '' : path.relative(root, file).split(path.sep).join('/');
    walkObjects(doc, (node, at) => {
      const ref = node.$ref;
      if (typeof ref !== 'string' || ref.startsWith('#')) return;
      const target = ref.split('#')[0]!;
      if (!target) return;
      const why = refusal(target, path.dirname(file), root);
      if (why) {
        problems.push({ in: shown, pointer: toPointer(at), message: `$ref "${ref.slice(0, 80)}" ${why}` });
        return;
      }
      const next = path.resolve(path.dirname(file), decodeURIComponent(target));
      if (seen.has(next) || !fs.existsSync(next)) return;
      seen.add(next);
      try {
        queue.push({ document: parseYaml(fs.readFileSync(next, 'utf8'), { maxAliasCount: -1 }), file: next });
      } catch {
        // The bundler reports a file it cannot parse, with its name.
      }
    });
  }
  return problems;
}
