import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint step, run on a small tree laid out like the real one: first with imports the rules allow,
// then with forbidden ones planted. The planted tree is a copy, so helpers' own lint runs never see it.
const repo = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** Files the allowed and the forbidden imports point at. */
const TARGETS = [
  `${WEB}/app/store.ts`,
  `${WEB}/features/catalog/components/product-grid.tsx`,
  `${WEB}/features/catalog/api/get-products.ts`,
  `${WEB}/features/catalog/stock-words.ts`,
  `${WEB}/features/cart/api/cart-api.ts`,
  `${WEB}/features/cart/cart-lines.ts`,
  `${WEB}/features/orders/api/orders-api.ts`,
  `${WEB}/stores/cart.ts`,
  `${SERVER}/app.ts`,
  `${SERVER}/config.ts`,
  `${SERVER}/modules/catalog/index.ts`,
  `${SERVER}/modules/catalog/catalog.queries.ts`,
  `${SERVER}/modules/catalog/catalog-memo.ts`,
  `${SERVER}/modules/catalog/stock/catalog-stock.service.ts`,
  `${SERVER}/modules/cart/index.ts`,
  `${SERVER}/modules/cart/cart.schema.ts`,
  `${SERVER}/modules/orders/index.ts`,
  `${SERVER}/modules/orders/orders.queries.ts`,
  `${SERVER}/modules/orders/orders.routes.ts`,
  `${SERVER}/modules/users/users.queries.ts`,
  `${SERVER}/plugins/access/guards.ts`,
  `${SERVER}/lib/http/request-user.ts`,
  `${SERVER}/db/client.ts`,
  `${SERVER}/test/product-fixtures.ts`,
  'packages/shared/src/money.ts',
];

/** Imports the rules allow: none of them may be reported. */
const ALLOWED: Record<string, string[]> = {
  [`${WEB}/app/router.tsx`]: ['@/features/cart/cart-lines', '@/app/store', 'react'],
  [`${WEB}/features/home/trending-products.tsx`]: [
    '@/features/catalog/components/product-grid',
    '@/features/catalog/api/get-products',
    '@/stores/cart',
    'zod',
  ],
  [`${WEB}/features/cart/cart-page.tsx`]: ['./cart-lines', './api/cart-api', 'react-router'],
  [`${SERVER}/modules/cart/cart.service.ts`]: [
    '../catalog',
    './cart.schema',
    '../../db/client',
    'drizzle-orm',
  ],
  [`${SERVER}/modules/cart/cart-prices.ts`]: ['./cart.service', '../../lib/http/request-user', 'node:crypto'],
  [`${SERVER}/modules/orders/orders.schema.ts`]: ['../cart/cart.schema'],
  [`${SERVER}/db/schema.ts`]: ['../modules/cart/cart.schema', './client'],
  [`${SERVER}/modules/cart/cart.account-routes.ts`]: ['../../lib/http/request-user', './cart.service'],
  [`${SERVER}/plugins/metrics.ts`]: ['../modules/orders', '../lib/http/request-user', 'fastify'],
  [`${SERVER}/main.ts`]: ['./app', './config', './modules/catalog', './plugins/access/guards'],
  [`${SERVER}/seed.ts`]: ['./modules/catalog', './modules/cart/cart.schema'],
  [`${SERVER}/test/order-fixtures.ts`]: ['../modules/orders/orders.queries'],
  [`${SERVER}/modules/orders/orders.api.test.ts`]: [
    '../catalog/catalog.queries',
    '../../test/product-fixtures',
  ],
  'packages/shared/src/prices.ts': ['./money', 'zod'],
  'scripts/bench/race.ts': [
    '../../apps/server/src/app',
    '../../apps/server/src/modules/orders',
    '../../apps/server/src/modules/cart/cart.schema',
    '../../apps/server/src/test/product-fixtures',
    '../../apps/server/src/db/client',
  ],
};

interface Plant {
  what: string;
  file: string;
  imports: string[];
  rule: string;
  partner?: { file: string; imports: string[] };
  /** Where the report points, when not at the file (a cycle between modules names their folders). */
  reportedAt?: string[];
}

/** The forbidden imports of the boundaries ADRs, each planted in a file of its own. */
const PLANTS: Plant[] = [
  {
    what: 'a feature importing another feature',
    file: `${WEB}/features/orders/order-row.tsx`,
    imports: ['@/features/catalog/stock-words'],
    rule: 'web-feature-imports-another-feature',
  },
  {
    what: "a feature importing another feature's API by a relative path",
    file: `${WEB}/features/catalog/add-button.tsx`,
    imports: ['../cart/api/cart-api'],
    rule: 'web-feature-imports-another-feature',
  },
  {
    what: 'a feature importing the app shell',
    file: `${WEB}/features/cart/cart-total.tsx`,
    imports: ['@/app/store'],
    rule: 'web-feature-imports-another-feature',
  },
  {
    what: 'a component importing a feature',
    file: `${WEB}/components/ui/cart-badge.tsx`,
    imports: ['@/features/cart/cart-lines'],
    rule: 'web-lower-folder-imports-a-feature-or-the-app',
  },
  {
    what: 'a new top-level web folder importing something',
    file: `${WEB}/hooks/use-cart-count.ts`,
    imports: ['@/stores/cart'],
    rule: 'web-folder-not-on-the-allow-list',
  },
  {
    what: 'a new top-level web folder with a lone file',
    file: `${WEB}/helpers/round.ts`,
    imports: [],
    rule: 'web-folder-not-on-the-allow-list-lone',
  },
  {
    what: 'web importing a server-only package',
    file: `${WEB}/lib/orders-sql.ts`,
    imports: ['drizzle-orm'],
    rule: 'web-imports-an-undeclared-or-server-package',
  },
  {
    what: 'web importing a Node built-in',
    file: `${WEB}/features/cart/cart-file.ts`,
    imports: ['node:fs'],
    rule: 'web-imports-an-undeclared-or-server-package',
  },
  {
    what: 'packages/shared importing a Node built-in',
    file: 'packages/shared/src/read-file.ts',
    imports: ['node:fs'],
    rule: 'shared-package-imports-only-itself-and-zod',
  },
  {
    what: 'packages/shared importing a package it does not declare',
    file: 'packages/shared/src/order-table.ts',
    imports: ['drizzle-orm'],
    rule: 'shared-package-imports-only-itself-and-zod',
  },
  {
    what: "the cart module importing the catalog's queries",
    file: `${SERVER}/modules/cart/cart-lines.ts`,
    imports: ['../catalog/catalog.queries'],
    rule: 'server-module-imports-beyond-its-layer',
  },
  {
    what: "a module importing another module's *.service.ts instead of its index.ts",
    file: `${SERVER}/modules/cart/cart-stock.ts`,
    imports: ['../catalog/stock/catalog-stock.service'],
    rule: 'server-module-imports-beyond-its-layer',
  },
  {
    what: "a module importing another module's tables outside its own tables",
    file: `${SERVER}/modules/orders/order-carts.queries.ts`,
    imports: ['../cart/cart.schema'],
    rule: 'server-module-imports-beyond-its-layer',
  },
  {
    what: 'a module importing an app file (config.ts)',
    file: `${SERVER}/modules/cart/cart-limits.ts`,
    imports: ['../../config'],
    rule: 'server-module-imports-beyond-its-layer',
  },
  {
    what: 'a route file putting a guard on itself instead of being registered in its scope',
    file: `${SERVER}/modules/orders/orders.account-routes.ts`,
    imports: ['../../plugins/access/guards'],
    rule: 'server-module-imports-beyond-its-layer',
  },
  {
    what: "lib/ importing a module's face",
    file: `${SERVER}/lib/order-count.ts`,
    imports: ['../modules/orders'],
    rule: 'server-lib-imports-above-itself',
  },
  {
    what: "lib/ importing a module's tables",
    file: `${SERVER}/lib/cart-rows.ts`,
    imports: ['../modules/cart/cart.schema'],
    rule: 'server-lib-imports-above-itself',
  },
  {
    what: 'lib/ importing db/',
    file: `${SERVER}/lib/ping-database.ts`,
    imports: ['../db/client'],
    rule: 'server-lib-imports-above-itself',
  },
  {
    what: 'db/ importing a module through its face',
    file: `${SERVER}/db/seed-catalog.ts`,
    imports: ['../modules/catalog'],
    rule: 'server-db-imports-above-itself',
  },
  {
    what: "plugins/ importing a module's internal file",
    file: `${SERVER}/plugins/catalog-memo-plugin.ts`,
    imports: ['../modules/catalog/catalog-memo'],
    rule: 'server-plugin-imports-beyond-its-layer',
  },
  {
    what: "app.ts' neighbours importing a module's route file instead of its face",
    file: `${SERVER}/app-routes.ts`,
    imports: ['./modules/orders/orders.routes'],
    rule: 'server-app-reaches-into-a-module',
  },
  {
    what: 'a new top-level server folder importing something',
    file: `${SERVER}/jobs/nightly.ts`,
    imports: ['../lib/http/request-user'],
    rule: 'server-folder-not-on-the-allow-list',
  },
  {
    what: "a script reaching a module's own files",
    file: 'scripts/bench/accounts.ts',
    imports: ['../../apps/server/src/modules/users/users.queries'],
    rule: 'scripts-reach-the-server-beyond-its-faces',
  },
  {
    what: 'an end-to-end test reaching plugins/',
    file: 'e2e/guards.spec.ts',
    imports: ['../apps/server/src/plugins/access/guards'],
    rule: 'scripts-reach-the-server-beyond-its-faces',
  },
  {
    what: 'two modules importing each other through their faces, with no file cycle',
    file: `${SERVER}/modules/catalog/catalog-carts.ts`,
    imports: ['../cart'],
    rule: 'no-module-cycles',
    // cart.service.ts imports the catalog's face already; the report names the two folders.
    reportedAt: [`${SERVER}/modules/cart`, `${SERVER}/modules/catalog`],
  },
  {
    what: 'an import cycle',
    file: `${SERVER}/lib/ping.ts`,
    imports: ['./pong'],
    rule: 'no-cycles',
    // A cycle is reported once, from either of its files.
    partner: { file: `${SERVER}/lib/pong.ts`, imports: ['./ping'] },
  },
  {
    what: 'a file name that is not kebab-case',
    file: `${WEB}/components/ui/PriceBadge.tsx`,
    imports: [],
    rule: 'kebab-case-file-names-lone',
  },
];

async function layTree(root: string, files: Record<string, string[]>) {
  let written = 0;
  for (const dir of [WEB, SERVER, 'packages/shared/src', 'scripts/boundaries', 'e2e']) {
    await mkdir(path.join(root, dir), { recursive: true });
  }
  await cp(path.join(repo, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
  // The rules read which packages the web app declares.
  await cp(path.join(repo, 'apps/web/package.json'), path.join(root, 'apps/web/package.json'));
  for (const config of ['typescript-through-babel.cjs', 'web-alias.cjs', 'module-cycles.cjs']) {
    await cp(path.join(repo, 'scripts/boundaries', config), path.join(root, 'scripts/boundaries', config));
  }
  await symlink(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const all: Record<string, string[]> = { ...Object.fromEntries(TARGETS.map((t) => [t, []])), ...files };
  for (const [file, imports] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    // Every other import is type-only: the rules must see those too.
    const lines = imports.map((specifier, i) =>
      (written++ + i) % 2 === 0
        ? `import type * as m${i} from '${specifier}';`
        : `import * as m${i} from '${specifier}';\nconsole.log(m${i});`,
    );
    await writeFile(path.join(root, file), `${lines.join('\n')}\nexport const here = 1;\n`);
  }
}

interface Violation {
  rule: string;
  from: string;
}

/** Runs the repository's own lint:boundaries script in `root`: whether it failed, and what it reported. */
async function lintBoundaries(root: string): Promise<{ failed: boolean; violations: Violation[] }> {
  const { scripts } = JSON.parse(await readFile(path.join(repo, 'package.json'), 'utf8'));
  const env = { ...process.env, PATH: `${path.join(repo, 'node_modules/.bin')}:${process.env.PATH}` };
  let failed = false;
  let output: string;
  try {
    output = (await run('sh', ['-c', scripts['lint:boundaries']], { cwd: root, env })).stdout;
  } catch (error) {
    failed = true;
    output = (error as { stdout: string }).stdout;
  }
  // "  error <rule>: <from> → <to>", one line per violation.
  const violations = [...output.matchAll(/^\s*error ([\w-]+): (\S+)/gm)].map(([, rule, from]) => ({
    rule: rule as string,
    from: from as string,
  }));
  return { failed, violations };
}

describe('npm run lint: import boundaries', () => {
  let clean: string;
  let planted: string;

  beforeAll(async () => {
    clean = await mkdtemp(path.join(tmpdir(), 'boundaries-clean-'));
    planted = await mkdtemp(path.join(tmpdir(), 'boundaries-planted-'));
    await layTree(clean, ALLOWED);
    const plants = PLANTS.flatMap((p) => [
      [p.file, p.imports],
      ...(p.partner ? [[p.partner.file, p.partner.imports]] : []),
    ]);
    await layTree(planted, { ...ALLOWED, ...Object.fromEntries(plants) });
  });

  afterAll(async () => {
    await rm(clean, { recursive: true, force: true });
    await rm(planted, { recursive: true, force: true });
  });

  it('passes a tree whose imports follow the layers', async () => {
    const result = await lintBoundaries(clean);
    expect(result.violations).toEqual([]);
    expect(result.failed).toBe(false);
  });

  it('fails on each planted forbidden import, naming its file and rule', async () => {
    const result = await lintBoundaries(planted);
    expect(result.failed).toBe(true);
    const reported = result.violations.map((v) => `${v.rule}: ${v.from}`);
    for (const plant of PLANTS) {
      const from = (plant.reportedAt ?? [plant.file, plant.partner?.file]).map(
        (file) => `${plant.rule}: ${file}`,
      );
      expect(
        reported.filter((line) => from.includes(line)),
        plant.what,
      ).not.toEqual([]);
    }
    // Nothing but the plants: the allowed imports beside them stay allowed.
    const plantedFiles = new Set(PLANTS.flatMap((p) => [p.file, p.partner?.file, ...(p.reportedAt ?? [])]));
    expect(result.violations.filter((v) => !plantedFiles.has(v.from))).toEqual([]);
  });
});
