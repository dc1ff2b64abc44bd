// Import boundaries of the web app and the server, checked on resolved paths (ADR 029).
// Rules name folders by pattern, so a new feature or module is covered the day it is added.

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
// Tests and their fixtures may import what they need to set up (test/render.tsx builds the real store).
const TESTS = '(\\.test\\.tsx?$|^apps/(web|server)/src/test/)';

// The files of a feature that other features may import, declared here and only here (ADR 008: the
// home page shows the catalog's product grid). Anything else two features share moves down to
// components/, lib/, stores/ or config/.
const SHARED_FEATURE_FILES = ['catalog/components/product-grid.tsx', 'catalog/api/get-products.ts'];
const OWN_OR_SHARED_FEATURE_FILE = [
  `${WEB}features/$1/`,
  ...SHARED_FEATURE_FILES.map((file) => `${WEB}features/${file}$`),
];

// A module's public face: its services, and the interfaces other modules receive through their deps
// (a mailer, the shop's inbox, an image store, a payment provider). Everything else in a module
// folder is its own business.
const PORT_FILES = [
  'mail/mailer.ts',
  'mail/shop-inbox.ts',
  'uploads/image-store.ts',
  'payments/payment-provider.ts',
];
const MODULE_FACE = [
  '\\.service\\.ts$',
  '/modules/[^/]+/index\\.ts$',
  ...PORT_FILES.map((file) => `${SERVER}modules/${file}$`),
];
const SESSION_LOOKUP = `${SERVER}modules/auth/sessions\\.queries\\.ts$`;
const TABLES = `${SERVER}modules/[^/]+/[^/]+\\.schema\\.ts$`;

const CHECKED = '^(apps|packages|scripts|e2e)/';
// Anything but lower-case words joined by single hyphens, with dots between name parts.
const NOT_KEBAB = '[^a-z0-9./-]|--|\\.\\.|(^|/)[-.]|[-.](/|$)|-\\.|\\.-';
const NOT_KEBAB_IN_CHECKED = `${CHECKED}.*(${NOT_KEBAB})`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order matter and hide which side owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kebab-case-file-names',
      comment: 'File and folder names are kebab-case, named for what they hold.',
      severity: 'error',
      from: { path: NOT_KEBAB_IN_CHECKED, pathNot: '/node_modules/' },
      to: {},
    },
    {
      name: 'kebab-case-file-names-of-imported-files',
      comment: 'File and folder names are kebab-case, named for what they hold.',
      severity: 'error',
      from: {},
      to: { path: NOT_KEBAB_IN_CHECKED, pathNot: '/node_modules/' },
    },
    {
      name: 'kebab-case-file-names-of-lone-files',
      comment:
        'File and folder names are kebab-case, named for what they hold (a file nothing imports, that imports nothing).',
      severity: 'error',
      from: { orphan: true, path: NOT_KEBAB_IN_CHECKED, pathNot: '/node_modules/' },
      to: {},
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
    {
      name: 'shared-package-below-apps',
      comment: 'packages/shared is below both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },

    // The web app: app -> features -> components, lib, stores, config -> packages/shared.
    {
      name: 'web-feature-imports-another-feature',
      comment:
        'A feature never imports another feature: what two share moves down to components/, lib/, stores/ or config/ (or is listed in SHARED_FEATURE_FILES).',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: OWN_OR_SHARED_FEATURE_FILE },
    },
    {
      name: 'web-feature-imports-the-app-shell',
      comment: 'The app shell imports features, never the other way round.',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-folder-imports-a-feature-or-the-app',
      comment:
        'components/, lib/, stores/ and config/ are used by features and the app, never the other way round.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|stores|config)/`, pathNot: TESTS },
      to: { path: `${WEB}(features|app)/` },
    },

    // The server: main/app -> plugins -> modules -> lib, db -> packages/shared.
    {
      name: 'server-module-imports-another-modules-internals',
      comment: "A module uses another module only through that module's *.service.ts files (and PORT_FILES).",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: [TESTS, '\\.schema\\.ts$', SESSION_LOOKUP] },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, ...MODULE_FACE] },
    },
    {
      name: 'server-session-lookup-reads-only-the-users-table',
      comment:
        'The session lookup, run on every request, reads the session and its user in one query: it may use the users table, nothing else of another module.',
      severity: 'error',
      from: { path: SESSION_LOOKUP },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/auth/`, `${SERVER}modules/users/users\\.schema\\.ts$`, ...MODULE_FACE],
      },
    },
    {
      name: 'server-tables-reference-only-tables',
      comment: "A module's tables may reference another module's tables (foreign keys), nothing else of it.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/[^/]+\\.schema\\.ts$` },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, TABLES] },
    },
    {
      name: 'server-plugin-imports-module-internals',
      comment: 'plugins/ use a module only through its *.service.ts files.',
      severity: 'error',
      from: { path: `${SERVER}plugins/`, pathNot: TESTS },
      to: { path: `${SERVER}modules/`, pathNot: MODULE_FACE },
    },
    {
      name: 'server-lib-or-db-imports-module-internals',
      comment:
        "lib/ and db/ sit below the modules and use none of their internals; db/schema.ts gathers the modules' tables for Drizzle, and db/seed.ts seeds through services.",
      severity: 'error',
      from: { path: `${SERVER}(lib|db)/`, pathNot: TESTS },
      to: { path: `${SERVER}modules/`, pathNot: [...MODULE_FACE, TABLES] },
    },
    {
      name: 'server-lower-layer-imports-a-higher-one',
      comment:
        'Modules, lib/ and db/ import no plugins, app or main: a route gets its guard from the scope app.ts registers it in (plugins/route-scopes.ts), and its user from lib/request-user.ts.',
      severity: 'error',
      from: { path: `${SERVER}(modules|lib|db)/`, pathNot: TESTS },
      to: { path: `${SERVER}(plugins/|app\\.ts$|main\\.ts$)` },
    },
    {
      name: 'server-plugin-imports-the-app',
      comment: 'app.ts registers the plugins; plugins never import app.ts or main.ts.',
      severity: 'error',
      from: { path: `${SERVER}plugins/`, pathNot: TESTS },
      to: { path: `${SERVER}(app|main)\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    babelConfig: { fileName: 'scripts/boundaries/typescript-through-babel.cjs' },
    webpackConfig: { fileName: 'scripts/boundaries/web-alias.cjs' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
