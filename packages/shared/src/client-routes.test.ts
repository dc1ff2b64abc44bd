import { describe, expect, it } from 'vitest';
import { matchClientRoute } from './client-routes';

describe('client routes', () => {
  it('knows the storefront pages, parameters as one segment', () => {
    expect(matchClientRoute('/')).toBe('/');
    expect(matchClientRoute('/shop')).toBe('/shop');
    expect(matchClientRoute('/shop/silk-dress')).toBe('/shop/:handle');
    expect(matchClientRoute('/categories/dress')).toBe('/categories/:categoryName');
    expect(matchClientRoute('/orders/42')).toBe('/orders/:orderId');
    expect(matchClientRoute('/dashboard/update-product/abc')).toBe('/dashboard/update-product/:id');
  });

  it('matches as React Router does: any case, a trailing slash ignored', () => {
    expect(matchClientRoute('/SHOP/')).toBe('/shop');
    expect(matchClientRoute('/Dashboard/Profile')).toBe('/dashboard/profile');
  });

  it('knows nothing else', () => {
    for (const path of [
      '/nope',
      '/shop/a/b',
      '/categories',
      '/dashboard/nope',
      '/orders',
      '/shopping',
      '/api',
    ]) {
      expect(matchClientRoute(path), path).toBeNull();
    }
  });
});
