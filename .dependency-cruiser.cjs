// Import boundaries, checked on resolved paths (ADR 029, revised by ADR 044). The layers are
// allow-lists: each rule says what a folder MAY import, so a new folder, a renamed file or a new
// package is refused until the rules name it.
const fs = require('node:fs');
const path = require('node:path');

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const SHARED = '^packages/shared/';
// Tests and their fixtures may import what they need to set up (test/render.tsx builds the real store).
const TESTS = '(\\.test\\.tsx?$|^apps/(web|server)/src/test/)';

/** A package as its files resolve: `(^|/)node_modules/name/`, for each name. */
const packages = (names) => names.map((name) => `(^|/)node_modules/${name.replace(/[.+]/g, '\\$&')}/`);
function declaredPackages(manifest) {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(
    fs.readFileSync(path.join(__dirname, manifest), 'utf8'),
  );
  return packages(
    Object.keys({ ...dependencies, ...devDependencies }).filter((name) => !name.startsWith('@shop/')),
  );
}

// ---- the web app: app -> features -> components, lib, stores, config -> packages/shared
const WEB_FOLDERS = ['app', 'features', 'components', 'lib', 'stores', 'config', 'test'];
const WEB_LOWER = `${WEB}(components|lib|stores|config)/`;
// The files of a feature that other features may import, declared here and only here (ADR 008: the
// home page shows the catalog's product grid; product cards and pages carry the wishlist's heart,
// and the wishlist adds to the cart as cards do). Anything else two features share moves down.
const SHARED_FEATURE_FILES = [
  'catalog/components/product-grid.tsx',
  'catalog/api/get-products.ts',
  'catalog/use-add-to-cart.ts',
  'wishlist/wishlist-heart.tsx',
  // The product page offers back-in-stock alerts under its sizes and in its size advice.
  'stock-alerts/components/sold-out-sizes.tsx',
  'stock-alerts/components/back-in-stock-request.tsx',
];
// What the browser's code may import from outside the web app: its own declared packages and the
// shared package, nothing the server runs on (drizzle-orm, fastify, node: built-ins).
const WEB_PACKAGES = [SHARED, ...declaredPackages('apps/web/package.json')];

// ---- the server: main, app* -> plugins -> modules -> lib, db -> packages/shared
const SERVER_FOLDERS = ['modules', 'plugins', 'lib', 'db', 'test'];
/** A module's face: the one file other code may import of it. */
const MODULE_INDEX = `${SERVER}modules/[^/]+/index\\.ts$`;
/** A module's tables: referenced by other tables (foreign keys), gathered by db/schema.ts. */
const TABLES = `${SERVER}modules/[^/]+/[^/]+\\.schema\\.ts$`;
/** A module's tables in one of its sub-folders (catalog/categories). */
const FOLDER_TABLES = `${SERVER}modules/[^/]+/[^/]+/[^/]+\\.schema\\.ts$`;
// The session lookup, run on every request, reads the session and its user in one query.
const SESSION_LOOKUP = `${SERVER}modules/auth/sessions\\.queries\\.ts$`;
const BELOW_MODULES = [`${SERVER}(lib|db)/`, SHARED];

const CHECKED = '^(apps|packages|scripts|e2e)/';
// Anything but lower-case words joined by single hyphens, with dots between name parts.
const NOT_KEBAB = '[^a-z0-9./-]|--|\\.\\.|(^|/)[-.]|[-.](/|$)|-\\.|\\.-';
const NOT_KEBAB_IN_CHECKED = `${CHECKED}.*(${NOT_KEBAB})`;

/** A rule for files that import something, and one for files that import nothing (orphans). */
const anyFile = (rule) => [
  { ...rule, from: { ...rule.from }, to: {} },
  { ...rule, name: `${rule.name}-lone`, from: { ...rule.from, orphan: true }, to: {} },
];

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order matter and hide which side owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...anyFile({
      name: 'kebab-case-file-names',
      comment: 'File and folder names are kebab-case, named for what they hold.',
      severity: 'error',
      from: { path: NOT_KEBAB_IN_CHECKED, pathNot: '/node_modules/' },
    }),
    {
      name: 'kebab-case-file-names-of-imported-files',
      comment: 'File and folder names are kebab-case, named for what they hold.',
      severity: 'error',
      from: {},
      to: { path: NOT_KEBAB_IN_CHECKED, pathNot: '/node_modules/' },
    },
    {
      name: 'unresolvable-import',
      comment: 'An import the checker cannot resolve is an import it cannot check.',
      severity: 'error',
      from: { path: CHECKED },
      to: { couldNotResolve: true, dependencyTypesNot: ['core'] },
    },
    {
      name: 'apps-apart',
      comment: 'The web app and the server share code only through packages/shared.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },

    // ---- packages/shared ships to the browser as well as the server
    {
      name: 'shared-package-imports-only-itself-and-zod',
      comment:
        'packages/shared runs in the browser and on the server: it imports itself and zod, no Node built-in, no app and no other package.',
      severity: 'error',
      from: { path: SHARED, pathNot: TESTS },
      to: { pathNot: [SHARED, ...packages(['zod'])] },
    },

    // ---- the web app
    ...anyFile({
      name: 'web-folder-not-on-the-allow-list',
      comment: `apps/web/src holds ${WEB_FOLDERS.join(', ')} and its entry files; a new top-level folder is added to the rules with its place in the layers.`,
      severity: 'error',
      from: { path: `${WEB}[^/]+/`, pathNot: `${WEB}(${WEB_FOLDERS.join('|')})/` },
    }),
    {
      name: 'web-imports-an-undeclared-or-server-package',
      comment:
        "The browser's code imports the web app, packages/shared and the packages apps/web/package.json declares: nothing the server runs on.",
      severity: 'error',
      from: { path: WEB, pathNot: [TESTS, `${WEB}entry-server\\.tsx$`] },
      to: { pathNot: [WEB, ...WEB_PACKAGES] },
    },
    {
      name: 'web-feature-imports-another-feature',
      comment:
        'A feature imports itself and the folders below it: what two features share moves down to components/, lib/, stores/ or config/ (or is listed in SHARED_FEATURE_FILES).',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: {
        path: WEB,
        pathNot: [
          `${WEB}features/$1/`,
          ...SHARED_FEATURE_FILES.map((file) => `${WEB}features/${file}$`),
          WEB_LOWER,
        ],
      },
    },
    {
      name: 'web-lower-folder-imports-a-feature-or-the-app',
      comment:
        'components/, lib/, stores/ and config/ import only each other (and packages): features and the app shell use them, never the other way round.',
      severity: 'error',
      from: { path: WEB_LOWER, pathNot: TESTS },
      to: { path: WEB, pathNot: WEB_LOWER },
    },

    // ---- the server
    ...anyFile({
      name: 'server-folder-not-on-the-allow-list',
      comment: `apps/server/src holds ${SERVER_FOLDERS.join(', ')} and the files that start and compose the app; a new top-level folder is added to the rules with its place in the layers.`,
      severity: 'error',
      from: { path: `${SERVER}[^/]+/`, pathNot: `${SERVER}(${SERVER_FOLDERS.join('|')})/` },
    }),
    {
      name: 'server-lib-imports-above-itself',
      comment:
        'lib/ is the bottom layer: it imports lib/ and packages/shared (and packages), no module, no table, no db/, plugin or app file.',
      severity: 'error',
      from: { path: `${SERVER}lib/`, pathNot: TESTS },
      to: { path: '^(apps|packages)/', pathNot: [`${SERVER}lib/`, SHARED] },
    },
    {
      name: 'server-db-imports-above-itself',
      comment:
        "db/ sits below the modules: it imports db/, lib/ and packages/shared; db/schema.ts gathers the modules' tables for Drizzle and nothing else of theirs.",
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: TESTS },
      to: { path: '^(apps|packages)/', pathNot: [...BELOW_MODULES, TABLES, FOLDER_TABLES] },
    },
    {
      name: 'server-module-imports-beyond-its-layer',
      comment:
        "A module imports itself, another module only through that module's index.ts, and lib/, db/ and packages/shared: no plugin, app, main or config file (a route gets its guard from the scope it is registered in).",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: [TESTS, '\\.schema\\.ts$', SESSION_LOOKUP] },
      to: {
        path: '^(apps|packages)/',
        pathNot: [`${SERVER}modules/$1/`, MODULE_INDEX, ...BELOW_MODULES],
      },
    },
    {
      name: 'server-tables-reference-only-tables',
      comment:
        "A module's tables import its own files, other modules' tables (foreign keys) and what is below the modules.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/[^/]+\\.schema\\.ts$` },
      to: {
        path: '^(apps|packages)/',
        pathNot: [`${SERVER}modules/$1/`, TABLES, FOLDER_TABLES, ...BELOW_MODULES],
      },
    },
    {
      name: 'server-session-lookup-reads-only-the-users-table',
      comment:
        'The session lookup, run on every request, reads the session and its user in one query: it may use the users table, nothing else of another module.',
      severity: 'error',
      from: { path: SESSION_LOOKUP },
      to: {
        path: '^(apps|packages)/',
        pathNot: [
          `${SERVER}modules/auth/`,
          `${SERVER}modules/users/users\\.schema\\.ts$`,
          MODULE_INDEX,
          ...BELOW_MODULES,
        ],
      },
    },
    {
      name: 'server-plugin-imports-beyond-its-layer',
      comment:
        "plugins/ import plugins/, a module's index.ts, lib/, db/ and packages/shared: never app.ts, main.ts or a module's own files.",
      severity: 'error',
      from: { path: `${SERVER}plugins/`, pathNot: TESTS },
      to: { path: '^(apps|packages)/', pathNot: [`${SERVER}plugins/`, MODULE_INDEX, ...BELOW_MODULES] },
    },
    {
      name: 'server-app-reaches-into-a-module',
      comment:
        'main.ts, app.ts and the other files that start and compose the app use a module through its index.ts (seed.ts writes the demo tables besides).',
      severity: 'error',
      from: { path: `${SERVER}[^/]+\\.ts$`, pathNot: TESTS },
      to: { path: `${SERVER}(modules/|test/)`, pathNot: [MODULE_INDEX, TABLES, FOLDER_TABLES] },
    },

    // ---- scripts and the end-to-end tests
    {
      name: 'scripts-reach-the-server-beyond-its-faces',
      comment:
        "Scripts and e2e tests reach the server through app.ts, a module's index.ts or tables, lib/, db/ and the test support in src/test/: never a module's own files or plugins/.",
      severity: 'error',
      from: { path: '^(scripts|e2e)/' },
      to: {
        path: SERVER,
        pathNot: [
          `${SERVER}(app|seed)\\.ts$`,
          MODULE_INDEX,
          TABLES,
          FOLDER_TABLES,
          `${SERVER}(lib|db|test)/`,
        ],
      },
    },
    {
      name: 'e2e-imports-the-apps',
      comment: 'End-to-end tests drive the built app through a browser and HTTP; they import no web code.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay in the graph (not followed): the rules must see what a folder imports from npm.
    exclude: { path: ['/dist/'] },
    babelConfig: { fileName: 'scripts/boundaries/typescript-through-babel.cjs' },
    webpackConfig: { fileName: 'scripts/boundaries/web-alias.cjs' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
