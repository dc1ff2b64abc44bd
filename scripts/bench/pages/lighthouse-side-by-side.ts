// Two running shops measured side by side, rounds interleaved so both see the same machine:
//   npx tsx scripts/bench/pages/lighthouse-side-by-side.ts http://127.0.0.1:3200 http://127.0.0.1:3100
// (say, the commit before a change in a worktree, and the change). Prints each page's medians.
import { describeScores, type LighthouseScores, medianScores, runLighthouse } from './lighthouse-runs';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: lighthouse-side-by-side.ts BEFORE_URL AFTER_URL');
const rounds = Number(process.env.ROUNDS ?? 3);

const list = (await (await fetch(`${after}/api/shopify-products/products?limit=1&sort=newest`)).json()) as {
  products: { handle: string }[];
};
const pages = ['/', '/shop', '/categories/dress', '/search?q=silk', `/shop/${list.products[0]?.handle}`];

const rows = new Map<string, LighthouseScores[]>();
for (let round = 0; round < rounds; round++) {
  for (const [name, base] of [
    ['before', before],
    ['after', after],
  ] as const) {
    for (const row of await runLighthouse(base, pages, 1)) {
      const key = `${name.padEnd(7)}${row.path}`;
      rows.set(key, [...(rows.get(key) ?? []), row]);
    }
  }
}

for (const [key, runs] of rows) console.log(`${key.padEnd(56)} ${describeScores(medianScores(key, runs))}`);
