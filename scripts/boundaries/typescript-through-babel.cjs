// dependency-cruiser reads TypeScript through Babel, because its own TypeScript support needs the
// compiler API that TypeScript 7 no longer ships (ADR 029). Babel drops `import type` and
// `{ type X }` before dependency-cruiser sees the code, so the plugin below turns them into plain
// imports first: a type is a dependency too, and a feature may not borrow another feature's types.
function keepTypeImports() {
  return {
    name: 'keep-type-imports',
    visitor: {
      Program: {
        // Plugins' Program.enter runs before the TypeScript preset's, which is where it elides imports.
        enter(program) {
          for (const statement of program.get('body')) {
            const node = statement.node;
            if (
              node.type === 'ImportDeclaration' ||
              node.type === 'ExportNamedDeclaration' ||
              node.type === 'ExportAllDeclaration'
            ) {
              if (node.importKind === 'type') node.importKind = 'value';
              if (node.exportKind === 'type' && node.source) node.exportKind = 'value';
              for (const specifier of node.specifiers ?? []) {
                if (specifier.importKind === 'type') specifier.importKind = 'value';
                if (specifier.exportKind === 'type') specifier.exportKind = 'value';
              }
            }
          }
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
