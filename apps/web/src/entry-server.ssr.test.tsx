import type { ProductReviews } from '@shop/shared/catalog/reviews-schemas';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { catalogProduct, defaultCategories, defaultColors, productList } from './test/catalog-fixtures';

// Runs in Node, as on the server (the 'web-ssr' test project): there queries start while their
// components render, so these tests see the passes that gather a page's data.

const reviews = (overrides: Partial<ProductReviews> = {}): ProductReviews => ({
  reviews: [],
  total: 0,
  totalPages: 0,
  page: 1,
  averageRating: null,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  fit: { small: 0, true: 0, large: 0 },
  ...overrides,
});

/** A transport answering from a table of API paths (with their query), recording what was asked. */
function transport(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    asked.push(path);
    const found = path in answers;
    return new Response(JSON.stringify(found ? answers[path] : { message: 'Product not found' }), {
      status: found ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { asked, transport: { fetchFn } };
}

describe('rendering storefront pages on the server', () => {
  it('renders the shop with the page and order from the address, asking the API as the browser would', async () => {
    const products = [catalogProduct({ title: 'Silk Slip Dress' }), catalogProduct({ title: 'Linen Shift' })];
    const { asked, transport: api } = transport({
      '/shopify-products/products?sort=price-asc&page=2&limit=20': {
        ...productList(products),
        page: 2,
        total: 22,
        totalPages: 2,
      },
      '/shopify-products/categories': { categories: ['dress', 'shoes'] },
      '/categories': { categories: defaultCategories() },
    });
    const page = await render('/shop?sort=price-asc&page=2', api);
    // Each once: what the first pass asked for, the second drew.
    expect(asked).toEqual([
      '/categories',
      '/shopify-products/products?sort=price-asc&page=2&limit=20',
      '/shopify-products/categories',
    ]);
    expect(page?.html).toContain('Silk Slip Dress');
    expect(page?.html).toContain('Linen Shift');
    expect(page?.html).toContain('Showing: 21 to 22 of 22');
    expect(page?.module).toBe('src/features/catalog/routes/shop-page.tsx');
    // The answer the page was drawn from travels with it, for the browser to hydrate from.
    expect(Object.keys(page?.state.api.queries ?? {})).toEqual([
      'shopCategories(undefined)',
      'getProducts({"category":"","color":"","limit":20,"onSale":"","page":2,"priceRange":"","size":"","sort":"price-asc"})',
      'getCategories(undefined)',
    ]);
    expect(page?.state.cart.lines).toEqual([]);
    expect(page?.state.session.user).toBeNull();
  });

  it('embeds a listing’s products as cards: no descriptions, and one picture per colour', async () => {
    const dress = catalogProduct({
      title: 'Crepe Slip Dress',
      colours: [
        { color: 'yellow', sizes: [{ size: 'S', stock: 4 }] },
        { color: 'green', sizes: [{ size: 'S', stock: 0 }] },
      ],
      images: {
        edges: ['yellow', 'yellow', 'green', 'green'].map((color, index) => ({
          node: { url: `/media/demo/dress/0/${color}/${index}.svg`, altText: `${color} ${index}`, color },
        })),
      },
    });
    const { transport: api } = transport({
      '/shopify-products/products?sort=price-asc&page=1&limit=20': productList([dress]),
      '/shopify-products/categories': { categories: ['dress'] },
    });
    const page = await render('/shop?sort=price-asc', api);
    expect(page?.html).toContain('Crepe Slip Dress');
    const embedded = JSON.stringify(page?.state);
    expect(embedded).toContain('Crepe Slip Dress');
    expect(embedded).not.toContain('description');
    expect(embedded).not.toContain('/media/demo/dress/0/yellow/1.svg');
    expect(embedded).not.toContain('/media/demo/dress/0/green/3.svg');
    // What the card's size picker and the cart need stays: each size, its stock and price.
    expect(embedded).toContain('/media/demo/dress/0/green/2.svg');
    expect(embedded).toContain('"quantityAvailable":4');
    expect(embedded).toContain('"amount":"59.00"');
  });

  it('renders a product page with what needs the product first: its reviews and related products', async () => {
    const product = catalogProduct({ title: 'Velvet Wrap Dress', handle: 'velvet-wrap-dress' });
    const related = catalogProduct({ title: 'Satin Midi Dress' });
    const { asked, transport: api } = transport({
      '/shopify-products/products/velvet-wrap-dress': product,
      '/shopify-products/products?category=dress&sort=rating&page=1&limit=5': productList([product, related]),
      [`/reviews/product/${product.id}?page=1&limit=5`]: reviews({
        reviews: [],
        total: 3,
        totalPages: 1,
        averageRating: 4.7,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
      }),
      '/categories': { categories: defaultCategories() },
      '/colors': { colors: defaultColors() },
    });
    const page = await render('/shop/velvet-wrap-dress', api);
    expect(asked).toEqual([
      '/shopify-products/products/velvet-wrap-dress',
      '/categories',
      '/colors',
      '/shopify-products/products?category=dress&sort=rating&page=1&limit=5',
      `/reviews/product/${product.id}?page=1&limit=5`,
    ]);
    // The category as the shop names it, with a link to its page.
    expect(page?.html).toMatch(/href="\/categories\/dress"[^>]*>Dresses<\/a>/);
    expect(page?.html).toContain('<h1');
    expect(page?.html).toContain('Velvet Wrap Dress');
    expect(page?.html).toContain('Satin Midi Dress');
    expect(page?.html).toContain('3 reviews');
    // Widths as classes and attributes, never style attributes (the CSP refuses inline styles).
    expect(page?.html).not.toMatch(/\sstyle=/);
  });

  it('renders a product the API does not know as not found, without asking again and again', async () => {
    const { asked, transport: api } = transport({});
    const page = await render('/shop/no-such-thing', api);
    expect(page?.html).toContain('Product not found');
    // RTK Query asks again for a failed query when a component subscribes: once per pass here.
    expect(asked).toEqual([
      '/shopify-products/products/no-such-thing',
      '/shopify-products/products/no-such-thing',
    ]);
  });

  it('leaves pages that depend on the shopper’s browser to the browser', async () => {
    const { asked, transport: api } = transport({});
    for (const url of ['/cart', '/login', '/dashboard/orders', '/contact']) {
      expect(await render(url, api), url).toBeNull();
    }
    expect(asked).toEqual([]);
  });
});
