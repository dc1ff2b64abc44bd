import { randomUUID } from 'node:crypto';
import { type Category, type Color, type Size, sizesForCategory } from '@shop/shared/catalog/catalog';
import type { ProductStatus } from '@shop/shared/catalog/product-fields';
import type { GeneratedProduct } from '../modules/demo-catalog/demo-catalog.service';

let sequence = 0;

/** A product with sensible defaults; tests name only what they are about. */
export function productFixture(
  overrides: Partial<Omit<GeneratedProduct, 'variants'>> & {
    sizes?: readonly Size[];
    stock?: number;
    /** Active (for sale) when left out. */
    status?: ProductStatus;
  } = {},
): GeneratedProduct & { status?: ProductStatus } {
  sequence += 1;
  const { sizes, stock = 5, status, ...fields } = overrides;
  const category: Category = fields.category ?? 'dress';
  const color: Color = fields.color ?? 'red';
  const priceCents = fields.priceCents ?? 4900;
  const title = fields.title ?? `Test Product ${sequence}`;
  const id = fields.id ?? randomUUID();
  return {
    id,
    handle: fields.handle ?? `test-product-${sequence}-${id.slice(0, 8)}`,
    title,
    description: fields.description ?? `${title} description.`,
    descriptionHtml: fields.descriptionHtml ?? `<p>${title} description.</p>`,
    productType: fields.productType ?? 'Dress',
    category,
    color,
    ...(status ? { status } : {}),
    priceCents,
    oldPriceCents: fields.oldPriceCents ?? null,
    averageRating: fields.averageRating === undefined ? 4.2 : fields.averageRating,
    reviewCount: fields.reviewCount ?? 3,
    reviews: fields.reviews ?? [],
    createdAt: fields.createdAt ?? new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    variants: (sizes ?? sizesForCategory(category)).map((size, position) => ({
      id: randomUUID(),
      size,
      color,
      priceCents,
      stock,
      position,
    })),
    images: fields.images ?? [
      {
        id: randomUUID(),
        url: `/media/demo/${category}/0/${color}/0.svg`,
        alt: `${title} – front`,
        position: 0,
      },
    ],
  };
}
