import { describe, expect, it } from 'vitest';
import { CATEGORIES, sizesForCategory } from './catalog';
import { productListQuerySchema } from './catalog-schemas';

describe('catalog rules', () => {
  it('has the ten categories of docs/product/README.md', () => {
    expect(CATEGORIES).toHaveLength(10);
    expect(sizesForCategory('shoes')).toContain('38');
    expect(sizesForCategory('jewellery')).toEqual(['One Size']);
    expect(sizesForCategory('dress')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('applies the documented defaults to the list query and converts dollars to cents', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    const parsed = productListQuerySchema.parse({ minPrice: '10.5', maxPrice: '99', page: '3', limit: '20' });
    expect(parsed).toMatchObject({ minPrice: 1050, maxPrice: 9900, page: 3, limit: 20 });
  });

  it('names the parameter in every error', () => {
    const result = productListQuerySchema.safeParse({ limit: '5000', category: 'Big Hats!' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.some((m) => m.startsWith('limit'))).toBe(true);
    expect(messages.some((m) => m.startsWith('category'))).toBe(true);
  });
});
