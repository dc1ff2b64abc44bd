import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATEGORY_DESCRIPTIONS } from '@shop/shared/catalog/category-descriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../seed';
import { registerAndLogin } from '../../test/auth-fixtures';
import { checkoutOne } from '../../test/order-fixtures';
import { productFixture } from '../../test/product-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;

const dress = productFixture({
  title: 'Silk "Slip" <Dress> & Co',
  handle: 'silk-slip-dress',
  description: 'A bias-cut silk slip dress with fine adjustable straps. '.repeat(6),
  priceCents: 12_000,
});
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<title>Velora — shop</title>',
      '<meta\n  name="description"\n  content="The shop."\n/>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  t = await createTestApp({ webDist: dist });
  await insertProducts(t.database.db, [
    dress,
    productFixture({ title: 'Gold Hoops', category: 'jewellery' }),
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pages described in their HTML', () => {
  it('gives a product page its title, description, canonical link and preview tags, escaped', async () => {
    const res = await page('/shop/silk-slip-dress');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Silk &quot;Slip&quot; &lt;Dress&gt; &amp; Co — Velora</title>');
    expect(html).not.toContain('<Dress>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.startsWith('A bias-cut silk slip dress')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/shop/silk-slip-dress" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost(:80)?\/media\/demo\/[^"]+\.svg" \/>/,
    );
    expect(html).toContain('<meta property="product:price:amount" content="120.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="USD" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries schema.org Product data with its offer, and its rating and reviews once it has some', async () => {
    const jsonLd = async () => {
      const html = (await page('/shop/silk-slip-dress')).body;
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(script).toBeDefined();
      return { html, data: JSON.parse(script ?? '{}') };
    };
    const before = await jsonLd();
    expect(before.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Silk "Slip" <Dress> & Co',
      url: 'http://localhost:80/shop/silk-slip-dress',
      offers: {
        '@type': 'Offer',
        price: '120.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(before.data.aggregateRating).toBeUndefined();

    for (const [rating, comment] of [
      [5, 'Perfect </script><script>alert(1)</script> fit'],
      [4, 'Lovely silk'],
    ] as const) {
      const shopper = await registerAndLogin(t.app, t.database.db);
      // Only a buyer may review it.
      await checkoutOne(t.app, shopper, dress.variants[0]?.id as string);
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/reviews/post-review',
        headers: shopper.bearer,
        payload: { productId: dress.id, rating, comment },
      });
      expect(posted.statusCode).toBe(201);
    }
    const after = await jsonLd();
    // A comment cannot close the script: only one script element, and no markup from the comment.
    expect(after.html.match(/<script/g)).toHaveLength(1);
    expect(after.html).not.toContain('<script>alert');
    expect(after.data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(after.data.review).toHaveLength(2);
    expect(after.data.review.map((r: { reviewBody: string }) => r.reviewBody)).toContain(
      'Perfect </script><script>alert(1)</script> fit',
    );
    expect(after.data.review[0]).toMatchObject({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', bestRating: 5 },
      author: { '@type': 'Person' },
    });
  });

  it('finds the product by id too, and canonicalises to its handle', async () => {
    const res = await page(`/shop/${dress.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="http://localhost:80/shop/silk-slip-dress"');
  });

  it('answers an unknown product or category with 404 and the app, which shows its message', async () => {
    for (const url of ['/shop/no-such-dress', '/categories/hats']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect((await page('/shop/no-such-dress')).body).toContain('<title>Product not found — Velora</title>');
  });

  it('puts a title with $ patterns in the head as written', async () => {
    await insertProducts(t.database.db, [
      productFixture({ title: "Dress $` $' $& $$", handle: 'dollar-dress', description: "$' and $`." }),
    ]);
    const html = (await page('/shop/dollar-dress')).body;
    expect(html).toContain('<title>Dress $` $&#39; $&amp; $$ — Velora</title>');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('describes a category page', async () => {
    const res = await page('/categories/jewellery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Jewellery — Velora</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/categories/jewellery" />');
    expect(res.body).toContain(`<meta name="description" content="${CATEGORY_DESCRIPTIONS.jewellery}" />`);
  });

  it("names the 'adult' category 'Party', as shoppers see it", async () => {
    const res = await page('/categories/adult');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Party — Velora</title>');
  });

  it('gives a product the owner’s own search-engine title and description, and finds it by its tags', async () => {
    await insertProducts(t.database.db, [
      {
        ...productFixture({ title: 'Linen Shirt', handle: 'linen-shirt', category: 'clothing' }),
        tags: 'organic, summer-edit',
        seoTitle: 'Organic Linen Shirt for Women | Velora',
        seoDescription: 'Breathable organic linen, cut loose.',
      },
    ]);
    const res = await page('/shop/linen-shirt');
    expect(res.body).toContain('<title>Organic Linen Shirt for Women | Velora</title>');
    expect(res.body).toContain('<meta name="description" content="Breathable organic linen, cut loose." />');
    const found = await t.app.inject('/api/shopify-products/products?q=organic');
    expect(found.json().products.map((p: { title: string }) => p.title)).toEqual(['Linen Shirt']);
  });

  it('uses the forwarded address behind a proxy', async () => {
    const res = await t.app.inject({
      url: '/shop/silk-slip-dress',
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
    });
    expect(res.body).toContain('href="https://shop.example.com/shop/silk-slip-dress"');
  });

  it('leaves other pages with the shop title', async () => {
    const res = await page('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Velora — shop</title>');
  });
});

describe('sitemap and robots', () => {
  it('indexes a pages sitemap and the product sitemaps', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain('<loc>http://localhost:80/sitemap-pages.xml</loc>');
    expect(index.body).toContain('<loc>http://localhost:80/sitemap-products-1.xml</loc>');
    expect(index.body).not.toContain('sitemap-products-2.xml');

    const pages = await t.app.inject('/sitemap-pages.xml');
    expect(pages.body).toContain('<loc>http://localhost:80/categories/jewellery</loc>');
    expect(pages.body).toContain('<loc>http://localhost:80/categories/dress</loc>');
    expect(pages.body).toContain('<loc>http://localhost:80/policies</loc>');
    expect(pages.body).not.toContain('/categories/shoes<');

    const products = await t.app.inject('/sitemap-products-1.xml');
    expect(products.body).toContain('<urlset');
    expect(products.body).toMatch(
      /<url><loc>http:\/\/localhost:80\/shop\/silk-slip-dress<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/,
    );
    expect((await t.app.inject('/sitemap-products-2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-products-0.xml')).statusCode).toBe(404);
  });

  it('tells robots what to skip and where the sitemap is', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /checkout');
    // Pages reached by a private link: an order, its receipt, a mailed link's landing page.
    for (const path of ['/orders/', '/mail/', '/stock-alerts/', '/success', '/cancel', '/reset-password'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });
});

describe('with PUBLIC_URL configured', () => {
  it('builds every absolute link from it, whatever the request says', async () => {
    const configured = await createTestApp({ webDist: dist, publicUrl: 'https://shop.example.com' });
    try {
      await insertProducts(configured.database.db, [
        productFixture({ handle: 'linen-shirt', title: 'Linen Shirt' }),
      ]);
      const res = await configured.app.inject({
        url: '/shop/linen-shirt',
        headers: { accept: 'text/html', host: 'internal:8080' },
      });
      expect(res.body).toContain('<link rel="canonical" href="https://shop.example.com/shop/linen-shirt" />');
      expect(res.body).toMatch(/og:image" content="https:\/\/shop\.example\.com\/media\/demo\//);
      const robots = await configured.app.inject('/robots.txt');
      expect(robots.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    } finally {
      await configured.close();
    }
  });
});
