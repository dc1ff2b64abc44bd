// Cycles between server modules, checked on their folders (ADR 044): orders -> promotions and
// promotions -> orders through two different files is a cycle even when no file cycle shows.
// Only the modules are in this graph (db/schema.ts gathers every module's tables, which would make
// db/ a path between any two), and not their tests (package.json's lint:boundaries leaves them out
// of the files it names, as the folders' sums count every file named): a test may set up through
// any module.
const base = require('../../.dependency-cruiser.cjs');

const MODULE = '^apps/server/src/modules/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Modules depend one way: a cycle between two modules makes neither the lower one.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULE },
      to: { circular: true, path: MODULE },
    },
  ],
  options: {
    ...base.options,
    includeOnly: { path: '^apps/server/src/modules/(?!.*\\.test\\.ts$)' },
  },
};
