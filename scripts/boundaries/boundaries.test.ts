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
  `${SERVER}/modules/catalog/catalog.queries.ts`,
  `${SERVER}/modules/catalog/catalog-memo.ts`,
  `${SERVER}/modules/catalog/stock/catalog-stock.service.ts`,
  `${SERVER}/modules/cart/cart.schema.ts`,
  `${SERVER}/modules/orders/orders.queries.ts`,
  `${SERVER}/plugins/guards.ts`,
  `${SERVER}/lib/request-user.ts`,
];

/** Imports the rules allow: none of them may be reported. */
const ALLOWED: Record<string, string[]> = {
  [`${WEB}/app/router.tsx`]: ['@/features/cart/cart-lines', '@/app/store'],
  [`${WEB}/features/home/trending-products.tsx`]: [
    '@/features/catalog/components/product-grid',
    '@/features/catalog/api/get-products',
    '@/stores/cart',
  ],
  [`${WEB}/features/cart/cart-page.tsx`]: ['./cart-lines', './api/cart-api'],
  [`${SERVER}/modules/cart/cart.service.ts`]: ['../catalog/stock/catalog-stock.service', './cart.schema'],
  [`${SERVER}/db/schema.ts`]: ['../modules/cart/cart.schema'],
  [`${SERVER}/modules/cart/cart.account-routes.ts`]: ['../../lib/request-user', './cart.service'],
};

interface Plant {
  what: string;
  file: string;
  imports: string[];
  rule: string;
  partner?: { file: string; imports: string[] };
}

/** The forbidden imports of the boundaries ADR, each planted in a file of its own. */
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
    rule: 'web-feature-imports-the-app-shell',
  },
  {
    what: 'a component importing a feature',
    file: `${WEB}/components/ui/cart-badge.tsx`,
    imports: ['@/features/cart/cart-lines'],
    rule: 'web-shared-folder-imports-a-feature-or-the-app',
  },
  {
    what: "the cart module importing the catalog's queries",
    file: `${SERVER}/modules/cart/cart-prices.ts`,
    imports: ['../catalog/catalog.queries'],
    rule: 'server-module-imports-another-modules-internals',
  },
  {
    what: "lib/ importing a module's queries",
    file: `${SERVER}/lib/order-count.ts`,
    imports: ['../modules/orders/orders.queries'],
    rule: 'server-lib-or-db-imports-module-internals',
  },
  {
    what: "plugins/ importing a module's internal file",
    file: `${SERVER}/plugins/catalog-memo-plugin.ts`,
    imports: ['../modules/catalog/catalog-memo'],
    rule: 'server-plugin-imports-module-internals',
  },
  {
    what: 'a route file putting a guard on itself instead of being registered in its scope',
    file: `${SERVER}/modules/orders/orders.account-routes.ts`,
    imports: ['../../plugins/guards'],
    rule: 'server-lower-layer-imports-a-higher-one',
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
    rule: 'kebab-case-file-names-of-lone-files',
  },
];

async function layTree(root: string, files: Record<string, string[]>) {
  let written = 0;
  for (const dir of [WEB, SERVER, 'packages/shared/src', 'scripts/boundaries', 'e2e']) {
    await mkdir(path.join(root, dir), { recursive: true });
  }
  await cp(path.join(repo, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
  for (const config of ['typescript-through-babel.cjs', 'web-alias.cjs']) {
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
      const from = [plant.file, plant.partner?.file].map((file) => `${plant.rule}: ${file}`);
      expect(
        reported.filter((line) => from.includes(line)),
        plant.what,
      ).not.toEqual([]);
    }
    // Nothing but the plants: the allowed imports beside them stay allowed.
    const plantedFiles = new Set(PLANTS.flatMap((p) => [p.file, p.partner?.file]));
    expect(result.violations.filter((v) => !plantedFiles.has(v.from))).toEqual([]);
  });
});
