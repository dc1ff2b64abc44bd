import { describe, expect, it } from 'vitest';
import { paths, routePath, routes } from './paths';

describe('paths built from the route patterns', () => {
  it('fills each parameter as one encoded path segment', () => {
    expect(paths.product('silk-scarf')).toBe('/shop/silk-scarf');
    expect(paths.product('a/b?c')).toBe('/shop/a%2Fb%3Fc');
    expect(paths.category('Beauty & Care')).toBe('/categories/Beauty%20%26%20Care');
    expect(paths.dashboardUpdateProduct('42')).toBe('/dashboard/update-product/42');
  });

  it('gives the router each route relative to its parent', () => {
    expect(routePath(routes.product)).toBe('shop/:handle');
    expect(routePath(routes.dashboardUpdateProduct, routes.dashboard)).toBe('update-product/:id');
    expect(() => routePath(routes.login, routes.dashboard)).toThrow('/login is not below /dashboard');
  });
});
