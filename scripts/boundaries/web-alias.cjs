// The web app's `@/` alias (apps/web/tsconfig.json paths) for dependency-cruiser, given the way it takes
// aliases without the TypeScript compiler API: as a webpack resolve configuration.
const path = require('node:path');

module.exports = {
  resolve: { alias: { '@': path.resolve(__dirname, '../../apps/web/src') } },
};
