import type { AdminProduct } from '@shop/shared/products-schemas';
import { describe, expect, it } from 'vitest';
import { changedFields } from './update-product-page';

const product: AdminProduct = {
  _id: 'p1',
  id: 'p1',
  handle: 'poppy',
  name: 'Poppy',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  image: '/uploads/a.webp',
  images: ['/uploads/a.webp'],
  sizes: [{ variantId: 'v1', size: 'M', stock: 2, reserved: 0, free: 2 }],
  stock: 2,
  averageRating: null,
  reviewCount: 0,
  author: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const unchanged = {
  name: 'Poppy',
  category: 'dress',
  color: 'red',
  price: 64.5,
  oldPrice: null,
  description: 'Washed linen.',
  images: ['/uploads/a.webp'],
  sizes: [{ size: 'M', stock: 2 }],
} as const;

describe('changedFields', () => {
  it('sends only what the form changed, so an untouched description keeps its formatting', () => {
    expect(
      changedFields(product, { ...unchanged, sizes: [...unchanged.sizes], images: [...unchanged.images] }),
    ).toEqual({});
    expect(
      changedFields(product, {
        ...unchanged,
        images: [...unchanged.images],
        price: 59,
        sizes: [{ size: 'M', stock: 5 }],
      }),
    ).toEqual({ price: 59, sizes: [{ size: 'M', stock: 5 }] });
  });
});
