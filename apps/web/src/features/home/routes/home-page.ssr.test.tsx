import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { catalogProduct, productList } from '@/test/catalog-fixtures';
import { currentSales, publicSale } from '@/test/sale-fixtures';

// Runs in Node, as on the server (the 'web-ssr' test project).

/** A transport answering from a table of API paths; a path missing from it fails as a network error would. */
function transport(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    asked.push(path);
    if (!(path in answers)) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answers[path]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { asked, transport: { fetchFn } };
}

const products = {
  '/shopify-products/products?page=1&limit=8&sort=random': productList([
    catalogProduct({ title: 'Silk Slip Dress' }),
  ]),
};

describe('the home page rendered on the server', () => {
  it('draws the countdown to the next sale at the instant the schedule was answered', async () => {
    const { asked, transport: api } = transport({
      ...products,
      '/sales/current': currentSales('2026-12-01T17:00:00.000Z', {
        next: publicSale({ wholeShop: false, categories: ['dress'], startsAt: '2026-12-01T18:00:00.000Z' }),
      }),
    });
    const page = await render('/', api);
    expect(page?.html).toContain('Time till next sale!');
    expect(page?.html).toContain('1 hour, 0 minutes and 0 seconds until the next sale');
    expect(page?.html).toContain('20% off Dresses');
    expect(page?.html).toContain('Silk Slip Dress');
    // Once: the browser asks again for its own clock, not the server's passes.
    expect(asked.filter((path) => path === '/sales/current')).toHaveLength(1);
  });

  it('embeds the 8 trending products it shows and no more', async () => {
    const shown = Array.from({ length: 8 }, (_, i) => catalogProduct({ title: `Trending ${i + 1}` }));
    const { asked, transport: api } = transport({
      '/shopify-products/products?page=1&limit=8&sort=random': { ...productList(shown, 8), total: 300 },
    });
    const page = await render('/', api);
    expect(asked.filter((path) => path.startsWith('/shopify-products/'))).toEqual([
      '/shopify-products/products?page=1&limit=8&sort=random',
    ]);
    for (const product of shown) expect(page?.html).toContain(product.title);
    expect(page?.html).toContain('Load More');
    const embedded = JSON.stringify(page?.state);
    expect(embedded.match(/"handle":/g)).toHaveLength(8);
    expect(embedded).not.toContain('description');
  });

  it('renders the page without a countdown when the schedule cannot be read', async () => {
    const { transport: api } = transport(products);
    const page = await render('/', api);
    expect(page?.html).toContain('Silk Slip Dress');
    expect(page?.html).toContain('Deals of the month');
    expect(page?.html).not.toContain('role="timer"');
    expect(page?.html).not.toContain('Time till next sale!');
  });
});
