import { CATEGORIES, COLORS, sizesForCategory } from '@shop/shared/catalog/catalog';
import { describe, expect, it } from 'vitest';
import { type GeneratedProduct, generateCatalog } from './catalog-generator';
import { DEMO_REVIEWS_MAX, DEMO_SHOPPERS } from './demo-reviews';
import { metalFor, parseDemoImagePath } from './product-art';

const take = (count: number, seed?: number) => [...generateCatalog({ count, seed })];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const catalog = take(1000);
/** A product's colours in the order its variants list them. */
const colorsOf = (p: GeneratedProduct) => [...new Set(p.variants.map((v) => v.color))];

describe('generateCatalog', () => {
  it('gives the same products for the same count and seed', () => {
    expect(take(50)).toEqual(take(50));
    expect(take(50, 7)).toEqual(take(50, 7));
  });

  it('gives different products for a different seed, and uses seed 1 by default', () => {
    const other = take(50, 2);
    expect(other.map((p) => p.id)).not.toEqual(take(50).map((p) => p.id));
    expect(other.map((p) => p.title)).not.toEqual(take(50).map((p) => p.title));
    expect(take(20)).toEqual(take(20, 1));
  });

  it('starts a larger catalog with the products of a smaller one', () => {
    expect(take(1000).slice(0, 300)).toEqual(take(300));
  });

  it('gives products, variants and images unique ids shaped like UUID v4', () => {
    const ids = catalog.flatMap((p) => [p.id, ...p.variants.map((v) => v.id), ...p.images.map((i) => i.id)]);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spreads 300 products evenly across all ten categories', () => {
    const counts = new Map<string, number>();
    for (const p of take(300)) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...CATEGORIES].sort());
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(25);
  });

  it('never repeats a handle, and handles are URL slugs', () => {
    const handles = take(20_000).map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles.slice(0, 2000)) expect(handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices products in realistic amounts between $5 and $400', () => {
    for (const p of catalog) {
      expect(p.priceCents).toBeGreaterThanOrEqual(500);
      expect(p.priceCents).toBeLessThanOrEqual(40_000);
      expect([0, 50, 95, 99]).toContain(p.priceCents % 100);
    }
  });

  it('puts some products on sale, always with an old price above the price', () => {
    const onSale = catalog.filter((p) => p.oldPriceCents !== null);
    expect(onSale.length).toBeGreaterThan(100);
    expect(onSale.length).toBeLessThan(250);
    for (const p of onSale) expect(p.oldPriceCents).toBeGreaterThan(p.priceCents);
  });

  it('rates a product only with its reviews: the average and count are exactly theirs', () => {
    const unrated = catalog.filter((p) => p.reviews.length === 0);
    expect(unrated.length).toBeGreaterThan(50);
    for (const p of unrated) {
      expect(p.averageRating).toBeNull();
      expect(p.reviewCount).toBe(0);
    }
    const rated = catalog.filter((p) => p.reviews.length > 0);
    expect(rated.length).toBeGreaterThan(800);
    for (const p of rated) {
      expect(p.reviewCount).toBe(p.reviews.length);
      const mean = p.reviews.reduce((sum, r) => sum + r.rating, 0) / p.reviews.length;
      expect(p.averageRating).toBe(mean);
      expect(p.reviewCount).toBeLessThanOrEqual(DEMO_REVIEWS_MAX);
    }
    const averages = rated.map((p) => p.averageRating as number);
    expect(averages.reduce((a, b) => a + b, 0) / averages.length).toBeGreaterThan(3.5);
  });

  it('has each review written by a different demo shopper, dated after the product arrived', () => {
    const shoppers = new Set(DEMO_SHOPPERS.map((s) => s.id));
    for (const p of catalog) {
      expect(new Set(p.reviews.map((r) => r.userId)).size).toBe(p.reviews.length);
      for (const r of p.reviews) {
        expect(shoppers.has(r.userId)).toBe(true);
        expect(r.id).toMatch(UUID_V4);
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
        expect(r.comment.length).toBeGreaterThan(10);
        expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
        expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 1));
      }
    }
    for (const s of DEMO_SHOPPERS) expect(s.email).toMatch(/@demo-shoppers\.example$/);
  });

  it('answers how it fits only for products that come in sizes, mostly true to size', () => {
    const sized = catalog.filter((p) => p.variants.length > 1).flatMap((p) => p.reviews);
    const oneSize = catalog.filter((p) => p.variants.length === 1).flatMap((p) => p.reviews);
    for (const r of oneSize) expect(r.fit).toBeNull();
    const answers = sized.filter((r) => r.fit !== null);
    expect(answers.length / sized.length).toBeGreaterThan(0.5);
    expect(answers.filter((r) => r.fit === 'true').length / answers.length).toBeGreaterThan(0.5);
    expect(answers.some((r) => r.fit === 'small')).toBe(true);
    expect(answers.some((r) => r.fit === 'large')).toBe(true);
  });

  it('dates products within the 18 months before a fixed day', () => {
    const times = catalog.map((p) => p.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.UTC(2026, 10, 1));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.UTC(2025, 3, 1));
  });

  it('gives every colour of a product all the sizes of its category at its price, its own colour first', () => {
    for (const p of catalog) {
      const colors = colorsOf(p);
      expect(colors[0]).toBe(p.color);
      // Ordered by colour, then by size.
      expect(p.variants.map((v) => [v.color, v.size])).toEqual(
        colors.flatMap((color) => sizesForCategory(p.category).map((size) => [color, size])),
      );
      expect(p.variants.map((v) => v.position)).toEqual(p.variants.map((_, i) => i));
      for (const v of p.variants) {
        expect(v.priceCents).toBe(p.priceCents);
        expect(v.stock).toBeGreaterThanOrEqual(0);
        expect(v.stock).toBeLessThanOrEqual(25);
      }
    }
  });

  it('sells a fair share of clothes, shoes and bags in two or three colours, never jewellery or cosmetics', () => {
    const multi = catalog.filter((p) => colorsOf(p).length > 1);
    expect(multi.length / catalog.length).toBeGreaterThan(0.15);
    expect(multi.length / catalog.length).toBeLessThan(0.35);
    expect(multi.some((p) => colorsOf(p).length === 3)).toBe(true);
    for (const p of multi) {
      expect(colorsOf(p).length).toBeLessThanOrEqual(3);
      expect(['jewellery', 'cosmetics']).not.toContain(p.category);
      // "Red Satin Slip Dress" in green would contradict itself.
      expect(
        p.title
          .toLowerCase()
          .split(/[\s-]+/)
          .some((w) => (COLORS as readonly string[]).includes(w)),
      ).toBe(false);
      expect(p.descriptionHtml).toContain(
        `<strong>Colours:</strong> ${colorsOf(p)
          .map((c) => c.charAt(0).toUpperCase() + c.slice(1))
          .join(', ')}</li>`,
      );
      expect(p.description).toMatch(/ or [a-z ]+, /);
    }
    for (const category of ['dress', 'clothing', 'shoes', 'accessories', 'swim', 'lingerie']) {
      expect(multi.filter((p) => p.category === category).length).toBeGreaterThan(10);
    }
    const single = catalog.filter((p) => colorsOf(p).length === 1);
    for (const p of single) expect(p.descriptionHtml).toContain('<strong>Colour:</strong>');
  });

  it('keeps some sizes of an extra colour sold out too, and a sold-out product sold out in every colour', () => {
    const extra = catalog.flatMap((p) => p.variants.filter((v) => v.color !== p.color));
    const empty = extra.filter((v) => v.stock === 0).length;
    expect(empty / extra.length).toBeGreaterThan(0.03);
    expect(empty / extra.length).toBeLessThan(0.2);
  });

  it('leaves some sizes and a few whole products sold out', () => {
    const variants = catalog.flatMap((p) => p.variants);
    const empty = variants.filter((v) => v.stock === 0).length;
    expect(empty / variants.length).toBeGreaterThan(0.05);
    expect(empty / variants.length).toBeLessThan(0.2);
    const soldOut = catalog.filter((p) => p.variants.every((v) => v.stock === 0)).length;
    expect(soldOut).toBeGreaterThan(5);
    expect(soldOut).toBeLessThan(80);
  });

  it('shows 2 to 4 drawn images of the product itself in each of its colours, tagged with it', () => {
    for (const p of catalog) {
      expect(p.images.map((image) => image.position)).toEqual(p.images.map((_, i) => i));
      const colors = colorsOf(p);
      expect([...new Set(p.images.map((image) => image.color))]).toEqual(colors);
      const views = p.images.length / colors.length;
      expect(views).toBeGreaterThanOrEqual(2);
      expect(views).toBeLessThanOrEqual(4);
      const designs = new Set<number>();
      p.images.forEach((image, index) => {
        expect(image.url.startsWith('/media/demo/')).toBe(true);
        const art = parseDemoImagePath(image.url.slice('/media/demo/'.length));
        // Each colour shows the same views of the same design, one after the other.
        expect(art).toMatchObject({
          category: p.category,
          color: colors[Math.floor(index / views)],
          view: index % views,
        });
        designs.add(art?.design ?? -1);
        expect(image.color).toBe(art?.color);
        expect(image.alt).toContain(p.title);
        if (!p.title.toLowerCase().includes(image.color ?? ''))
          expect(image.alt).toContain(`in ${image.color}`);
      });
      expect(designs.size).toBe(1);
    }
  });

  it('never gives two products of the default catalog the same title, and few in a larger one', () => {
    const titles = take(300).map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const more = take(3000).map((p) => p.title.toLowerCase());
    expect(new Set(more).size).toBe(more.length);
    // Nor does a renamed one say a word twice ("Sequin Sequin Mini Dress").
    for (const title of titles) {
      const words = title.split(/[\s-]+/);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('keeps the products it made before colours came: same ids, names, prices and main colour', () => {
    // Pinned from the generator before extra colours and renames; a change here moves every
    // demo product the journeys and a stored shop know.
    const [first] = take(1);
    expect(first).toMatchObject({
      id: '8bcc0dbc-c229-4f5c-b15c-42a6b89007d2',
      handle: 'square-toe-silver-suede-block-heel-sandals-0',
      color: 'silver',
    });
    expect(first?.variants[0]?.id).toBe('7442420a-c539-4725-be99-c7c33d44f2dc');
    const last = catalog[299];
    expect(last).toMatchObject({
      id: 'd74184e7-ac4f-446e-8b7e-00302bad0fe9',
      handle: 'relaxed-satin-tailored-trousers-8b',
    });
    expect(last?.variants[0]?.id).toBe('5f713720-dd66-4dd4-a0af-4ead95b00cfd');
  });

  it('uses only the shop colours, and every one of them', () => {
    const colors = new Set(catalog.map((p) => p.color));
    expect([...colors].sort()).toEqual([...COLORS].sort());
  });

  it('names the metal the jewellery pictures show', () => {
    for (const p of catalog.filter((p) => p.category === 'jewellery')) {
      expect(p.title).toMatch(metalFor('jewellery', p.color) === 'gold' ? /Gold/ : /Silver|Rhodium/);
    }
  });

  it('writes plain-text titles and descriptions, and descriptions as simple safe HTML', () => {
    for (const p of catalog) {
      expect(p.title).not.toContain('<');
      expect(p.title.length).toBeLessThanOrEqual(80);
      expect(p.description).not.toContain('<');
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.productType).not.toBe('');
      expect(p.descriptionHtml).not.toContain('<script');
      for (const tag of p.descriptionHtml.match(/<[^>]*>/g) ?? []) {
        expect(tag).toMatch(/^<\/?(p|ul|li|strong)>$/);
      }
      const text = p.descriptionHtml.replace(/<[^>]*>/g, '');
      expect(text).not.toMatch(/[<>"']/);
    }
  });
});
