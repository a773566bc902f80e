// @ts-check
/**
 * How dependency-cruiser reads TypeScript (see .dependency-cruiser.cjs): Babel strips the types and
 * the cruiser reads the imports of the result. Type-only imports (`import type`, `export type … from`,
 * `import { type A }`) would vanish with the types, so they are first turned into bare imports: a
 * type-only import across layers breaks the rules like any other. Not named `.babelrc` or
 * `babel.config.*`, so Next.js keeps compiling with SWC.
 */

/** @param {{ types: typeof import('@babel/types') }} babel */
function keepTypeOnlyImports({ types: t }) {
  return {
    visitor: {
      /** @param {import('@babel/core').NodePath<import('@babel/types').Program>} program */
      Program(program) {
        for (const statement of program.get('body')) {
          const node = statement.node;
          if (node.type === 'ImportDeclaration') {
            const types = node.specifiers.filter((s) => s.type === 'ImportSpecifier' && s.importKind === 'type');
            if (node.importKind === 'type' || (types.length && types.length === node.specifiers.length)) {
              statement.replaceWith(t.importDeclaration([], node.source));
            } else if (types.length) {
              node.specifiers = node.specifiers.filter((s) => !types.includes(s));
            }
          } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source && node.exportKind === 'type') {
            statement.replaceWith(t.importDeclaration([], node.source));
          }
        }
      },
    },
  };
}

module.exports = {
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true, allowDeclareFields: true }]],
  plugins: [keepTypeOnlyImports],
};
