/**
 * What a code block takes from other modules, in one shape for Python and TypeScript: its imports,
 * the attributes it reads from an imported name (`na.array`, `NadaValue.new_secret_integer`), the
 * names it binds, and the names it reads without binding them. Python blocks are read by
 * scripts/py/check_python_blocks.py (python3 `ast`); TypeScript and JavaScript blocks here, with
 * Babel's parser (@babel/core with its TypeScript preset).
 */
import { parseSync, traverse, types as t } from '@babel/core';
import { createRequire } from 'node:module';

/** One imported name. `name` is null for a whole module (`import x`, `import * as x`), `*` for a star import, `default` for a default import. */
export interface BlockImport {
  module: string;
  name: string | null;
  /** The local name, when it differs from `name` (`import nada_numpy as na`). */
  alias: string | null;
  /** 1-based line in the block. */
  line: number;
  /** TypeScript `import type`: a type is not checked as a value. */
  typeOnly?: boolean;
  /** Python: the module is in the standard library of the python3 that read the block. */
  stdlib?: boolean;
}

/** A read of `base.attrs[0].attrs[1]…` where `base` is a plain name. */
export interface BlockUse {
  base: string;
  attrs: string[];
  line: number;
}

/** The names facts of one block. */
export interface BlockNames {
  imports: BlockImport[];
  uses: BlockUse[];
  /** Names the block binds (assignments, definitions, parameters, imports). */
  bound: string[];
  /** Names read but never bound in the block and not built in (Python only). */
  free: { name: string; line: number }[];
  /** Names bound exactly once, to the result of calling `base.attrs…` (Python only): `client = await VmClient.create(…)`. */
  assigns?: { var: string; base: string; attrs: string[]; line: number }[];
}

/** Languages read as TypeScript or JavaScript. */
export const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs']);

const require = createRequire(import.meta.url);
const presetTypescript = require.resolve('@babel/preset-typescript');

/**
 * Reads a TypeScript or JavaScript block.
 * @returns null when the block does not parse (`error` says why, `line` where)
 */
export function scriptBlockNames(code: string, lang: string): { names: BlockNames | null; error?: string; line?: number } {
  const tsx = lang === 'tsx' || lang === 'jsx';
  let ast: t.File | null;
  try {
    ast = parseSync(code, {
      filename: tsx ? 'block.tsx' : 'block.ts',
      babelrc: false,
      configFile: false,
      presets: [[presetTypescript, { isTSX: tsx, allExtensions: true }]],
      parserOpts: { errorRecovery: false },
    });
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    return { names: null, error: (error as Error).message.replace(/^.*?: /, '').split('\n')[0], line: loc?.line };
  }
  if (!ast) return { names: null, error: 'empty parse' };
  const imports: BlockImport[] = [];
  const uses: BlockUse[] = [];
  const bound = new Set<string>();
  for (const node of ast.program.body) {
    if (node.type !== 'ImportDeclaration') continue;
    const typeOnly = node.importKind === 'type';
    for (const s of node.specifiers) {
      const line = s.loc?.start.line ?? node.loc?.start.line ?? 1;
      bound.add(s.local.name);
      if (s.type === 'ImportNamespaceSpecifier') imports.push({ module: node.source.value, name: null, alias: s.local.name, line, typeOnly });
      else if (s.type === 'ImportDefaultSpecifier') imports.push({ module: node.source.value, name: 'default', alias: s.local.name, line, typeOnly });
      else {
        const name = s.imported.type === 'Identifier' ? s.imported.name : s.imported.value;
        imports.push({
          module: node.source.value,
          name,
          alias: name === s.local.name ? null : s.local.name,
          line,
          typeOnly: typeOnly || s.importKind === 'type',
        });
      }
    }
  }
  const imported = new Set(imports.map((i) => i.alias ?? i.name ?? ''));
  traverse(ast, {
    MemberExpression(p) {
      if (p.parentPath.isMemberExpression({ object: p.node })) return; // the outermost member reads the chain
      const attrs: string[] = [];
      let node: t.Expression = p.node;
      while (t.isMemberExpression(node)) {
        if (node.computed || !t.isIdentifier(node.property)) {
          attrs.length = 0;
        } else attrs.unshift(node.property.name);
        node = node.object;
      }
      if (t.isIdentifier(node) && imported.has(node.name) && attrs.length && p.scope.getBinding(node.name)?.kind === 'module') {
        uses.push({ base: node.name, attrs, line: p.node.loc?.start.line ?? 1 });
      }
    },
  });
  return { names: { imports, uses, bound: [...bound], free: [] } };
}
